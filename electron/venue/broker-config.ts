import { pbkdf2Sync, timingSafeEqual } from 'node:crypto';
import { venueTopics } from '../../shared/contract/venue';
import { VENUE_USERS } from '../../shared/contract/venue-users';

/*
 * The venue's broker set-up, one for both brokers: the ACL and the mosquitto.conf written for
 * mosquitto (resources/mosquitto/, docs/venue.md), and the same two files read back by the
 * embedded broker (hub.ts), so a hall that outgrows the laptop keeps its users and rules.
 */

export { VENUE_USERS };

/**
 * A user's name on the broker: the plain name (`table-4`), or with `scoped` the venue's id before
 * it (`cup/table-4`), so that several venues (halls) share one broker, each with its own users.
 */
export function venueUser(venue: string, name: string, scoped: boolean): string {
  return scoped ? `${venue}/${name}` : name;
}

/**
 * Every user of a venue's ACL: screen, director, table-1 … table-N and each table's watcher
 * (table-N-watch), with `scoped` after the venue.
 */
export function venueUsers(venue: string, tables: number, scoped = false): string[] {
  const names: string[] = [VENUE_USERS.screen, VENUE_USERS.director];
  for (let table = 1; table <= tables; table += 1) {
    names.push(VENUE_USERS.table(table), VENUE_USERS.watch(VENUE_USERS.table(table)));
  }
  return names.map((name) => venueUser(venue, name, scoped));
}

/** The user whose password a user has: a table's watcher has its table's (one password per table host). */
export function passwordOwner(user: string): string {
  return user.endsWith('-watch') ? user.slice(0, -'-watch'.length) : user;
}

/** Whether a user is a venue's director (`director`, or `<venue>/director` on a shared broker). */
export function isDirector(user: string | undefined): boolean {
  return user === VENUE_USERS.director || (user?.endsWith(`/${VENUE_USERS.director}`) ?? false);
}

/**
 * The ACL: table N writes only under its own topic; screens only read; the director features.
 * `scoped`: the users carry the venue (`cup/table-4`), for a broker several venues share.
 */
export function venueAcl(venue: string, tables: number, scoped = false): string {
  const root = `carrom/v1/${venue}`;
  const user = (name: string): string => venueUser(venue, name, scoped);
  const lines = [
    `# carrom venue "${venue}", ${tables} tables (docs/venue.md). Everyone reads the venue;`,
    '# table N writes only under its own topic; the director writes the featured table and',
    "# confirms results. table-N-watch is table N's second connection (its watcher): it only reads.",
    `user ${user(VENUE_USERS.screen)}`,
    `topic read ${root}/#`,
    '',
    `user ${user(VENUE_USERS.director)}`,
    `topic read ${root}/#`,
    `topic write ${venueTopics(venue).featured}`,
    "# the director's /venue host collects the results: it confirms them and says it is there",
    `topic write ${root}/tables/+/results/ack`,
    '# and may ask a table for results a relay lacks (docs/venue.md, live results on the internet)',
    `topic write ${root}/tables/+/results/resend`,
    `topic write ${venueTopics(venue).collectors}`,
  ];
  for (let table = 1; table <= tables; table += 1) {
    lines.push(
      '',
      `user ${user(VENUE_USERS.table(table))}`,
      `topic read ${root}/#`,
      `topic write ${root}/tables/${table}/#`,
      '',
      `user ${user(VENUE_USERS.watch(VENUE_USERS.table(table)))}`,
      `topic read ${root}/#`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface ListenerPorts {
  readonly port: number;
  readonly wsPort: number;
  readonly passwordFile: string;
  readonly aclFile: string;
  readonly persistenceDir: string;
  /** The TLS listener's port and files; without them its five lines are taken out. */
  readonly tls?: TlsListener;
}

export interface TlsListener {
  readonly port: number;
  readonly certfile: string;
  readonly keyfile: string;
  /**
   * The CA whose certificates the listener asks every client for (`require_certificate`): a
   * broker that lets in only hosts holding a certificate it signed (docs/venue.md).
   */
  readonly clientCa?: string;
}

/** resources/mosquitto/mosquitto.conf with its ports and files put in (tests use exactly this). */
export function mosquittoConf(template: string, where: ListenerPorts): string {
  const replace = (text: string, key: string, value: string): string => {
    const line = new RegExp(`^${key} .*$`, 'm');
    if (!line.test(text)) throw new Error(`The mosquitto template has no "${key}" line.`);
    return text.replace(line, `${key} ${value}`);
  };
  let text = replace(template, 'password_file', where.passwordFile);
  text = replace(text, 'acl_file', where.aclFile);
  text = replace(text, 'persistence_location', `${where.persistenceDir}/`);
  text = text.replace(/^listener 1883$/m, `listener ${where.port} 127.0.0.1`);
  if (where.tls) {
    text = text.replace(/^listener 8883$/m, `listener ${where.tls.port} 127.0.0.1`);
    text = replace(text, 'certfile', where.tls.certfile);
    text = replace(text, 'keyfile', where.tls.keyfile);
    if (where.tls.clientCa !== undefined)
      text = text.replace(
        /^keyfile .*$/m,
        (line) => `${line}\ncafile ${where.tls!.clientCa}\nrequire_certificate true`,
      );
  } else {
    text = text.replace(
      /^listener 8883\nprotocol mqtt\ncertfile .*\nkeyfile .*\nuse_username_as_clientid true\n/m,
      '',
    );
  }
  return text.replace(/^listener 9001$/m, `listener ${where.wsPort} 127.0.0.1`);
}

export type Access = 'read' | 'write';

interface AclRule {
  readonly access: Access | 'readwrite' | 'deny';
  readonly filter: string;
}

/** The rules of a mosquitto ACL file: per user, and patterns (%u, %c) for everyone. */
export interface Acl {
  readonly users: ReadonlyMap<string, readonly AclRule[]>;
  readonly patterns: readonly AclRule[];
}

export function parseAcl(text: string): Acl {
  const users = new Map<string, AclRule[]>();
  const patterns: AclRule[] = [];
  let current: AclRule[] | null = null;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [word, ...rest] = line.split(/\s+/);
    if (word === 'user' && rest.length === 1) {
      current = users.get(rest[0]!) ?? [];
      users.set(rest[0]!, current);
    } else if ((word === 'topic' || word === 'pattern') && rest.length >= 1) {
      const rule = ruleOf(rest, index + 1);
      if (word === 'pattern') patterns.push(rule);
      else if (current) current.push(rule);
      else throw new Error(`ACL line ${index + 1}: a "topic" line before any "user" line.`);
    } else {
      throw new Error(`ACL line ${index + 1} cannot be read: "${line}".`);
    }
  }
  return { users, patterns };
}

function ruleOf(words: readonly string[], line: number): AclRule {
  const access = words.length === 2 ? words[0] : 'readwrite';
  const filter = words.length === 2 ? words[1]! : words[0]!;
  if (!['read', 'write', 'readwrite', 'deny'].includes(access ?? '')) {
    throw new Error(`ACL line ${line}: "${access}" is not read, write, readwrite or deny.`);
  }
  return { access: access as AclRule['access'], filter };
}

/** Whether the user may publish on `topic` (write) or subscribe to `filter` (read). */
export function aclAllows(acl: Acl, user: string, clientId: string, topic: string, access: Access): boolean {
  const own = acl.users.get(user) ?? [];
  const patterns = acl.patterns.map((rule) => ({
    ...rule,
    filter: rule.filter.replaceAll('%u', user).replaceAll('%c', clientId),
  }));
  const rules = [...own, ...patterns];
  if (rules.some((rule) => rule.access === 'deny' && covers(rule.filter, topic))) return false;
  return rules.some(
    (rule) => (rule.access === access || rule.access === 'readwrite') && covers(rule.filter, topic),
  );
}

/** Whether every topic `filter` matches is matched by `rule` (MQTT wildcards + and #). */
export function covers(rule: string, filter: string): boolean {
  const ruleLevels = rule.split('/');
  const levels = filter.split('/');
  for (let i = 0; i < ruleLevels.length; i += 1) {
    const want = ruleLevels[i];
    if (want === '#') return true;
    const have = levels[i];
    if (have === undefined || have === '#') return false;
    if (want !== '+' && want !== have) return false;
  }
  return levels.length === ruleLevels.length;
}

/** user → hash, from a mosquitto password file. */
export function parsePasswordFile(text: string): ReadonlyMap<string, string> {
  const users = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) users.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return users;
}

/** Checks a password against a mosquitto 2.0 hash ($7$: PBKDF2-SHA512, mosquitto_passwd's own). */
export function passwordMatches(hash: string, password: string): boolean {
  const [, kind, iterations, salt, expected] = hash.split('$');
  if (kind !== '7' || !iterations || !salt || !expected) return false;
  const wanted = Buffer.from(expected, 'base64');
  const derived = pbkdf2Sync(
    password,
    Buffer.from(salt, 'base64'),
    Number(iterations),
    wanted.length,
    'sha512',
  );
  return derived.length === wanted.length && timingSafeEqual(derived, wanted);
}
