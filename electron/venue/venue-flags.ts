import { readFileSync } from 'node:fs';
import { MAX_TABLE, TableNumberSchema, VenueIdSchema } from '../../shared/contract/venue';
import { isPlainBrokerUrl } from '../../shared/contract/venue-settings';
import { readTlsFiles, tlsProblemWords, type TlsTexts } from '../host/tls-files';
import { VENUE_USERS } from './broker-config';
import {
  DEFAULT_HUB_PORT,
  DEFAULT_HUB_TLS_PORT,
  DEFAULT_HUB_WS_PORT,
  startHub,
  type RunningHub,
} from './hub';
import { ensureHubUsers } from './hub-users';
import {
  DEFAULT_KEEPALIVE_SECONDS,
  DEFAULT_SESSION_EXPIRY_SECONDS,
  MAX_SESSION_EXPIRY_SECONDS,
  RECONNECT_MAX_MS,
} from './mqtt-link';
import type { VenueOptions } from './venue-service';

/** The command-line options of `npm run serve` for the venue (parseArgs' spelling). */
export const VENUE_FLAGS = {
  mqtt: { type: 'string' },
  venue: { type: 'string' },
  table: { type: 'string' },
  watch: { type: 'boolean' },
  'mqtt-user': { type: 'string' },
  'mqtt-password': { type: 'string' },
  'mqtt-keepalive': { type: 'string' },
  'mqtt-session-expiry': { type: 'string' },
  'mqtt-protocol': { type: 'string' },
  'mqtt-reconnect-max': { type: 'string' },
  'mqtt-ca': { type: 'string' },
  'mqtt-cert': { type: 'string' },
  'mqtt-key': { type: 'string' },
  'venue-hub': { type: 'boolean' },
  'hub-port': { type: 'string' },
  'hub-ws-port': { type: 'string' },
  'hub-passwords': { type: 'string' },
  'hub-acl': { type: 'string' },
  'hub-open': { type: 'boolean' },
  'hub-tls-port': { type: 'string' },
  'hub-cert': { type: 'string' },
  'hub-key': { type: 'string' },
  'hub-tables': { type: 'string' },
} as const;

/** Table users the hub makes unless told (a tournament runs 4 to 40 tables). */
export const DEFAULT_HUB_TABLES = 40;

export const VENUE_USAGE = `Venue (docs/venue.md):
  --mqtt URL            the venue's MQTT broker, e.g. mqtt://192.168.1.10:1883
  --venue ID            the venue's id in the topics (carrom/v1/ID/...)
  --table N             the table this host scores (without it, the host only shows the venue)
  --watch               a table's host watches the whole venue from the start (else once a venue
                        screen of this host asks: /venue, /display?table=N)
  --mqtt-user NAME      broker user (default table-N; env CARROM_MQTT_USER)
  --mqtt-password PW    broker password (env CARROM_MQTT_PASSWORD, better than the command line)
  --mqtt-keepalive S    seconds; a silent table shows offline after 1.5 × this (default ${DEFAULT_KEEPALIVE_SECONDS})
  --mqtt-session-expiry S  seconds the broker keeps this host's results while it is away (MQTT 5;
                        default ${DEFAULT_SESSION_EXPIRY_SECONDS}, a day)
  --mqtt-protocol V     5 (default; 3.1.1 for a broker without MQTT 5) or 3.1.1
  --mqtt-ca FILE        mqtts:// and wss://: the CA that signed the broker's certificate (PEM)
  --mqtt-cert FILE, --mqtt-key FILE  this host's own certificate and key, for a broker that asks
  --mqtt-reconnect-max S  the longest wait between reconnections (default 30; they start at 0.5 s
                        and double, with jitter)
  --venue-hub           run the embedded broker here (MQTT on --hub-port ${DEFAULT_HUB_PORT}, WebSocket on
                        --hub-ws-port ${DEFAULT_HUB_WS_PORT}); --mqtt defaults to it, --venue to "club"
                        on --host's address (127.0.0.1 unless told); users and passwords made in the
                        data folder (venue-hub/passwords.txt), this host's /venue logging in as director
  --hub-tables N        users table-1 … table-N for the hub (default ${DEFAULT_HUB_TABLES})
  --hub-open            the hub without authentication: anyone who reaches it may publish
  --hub-passwords FILE  the hub's users (a mosquitto_passwd file); --hub-acl FILE its mosquitto ACL
  --hub-cert FILE, --hub-key FILE  the hub's certificate and key (PEM): MQTT over TLS (mqtts://) on
                        --hub-tls-port ${DEFAULT_HUB_TLS_PORT} as well`;

type Values = {
  readonly [K in keyof typeof VENUE_FLAGS]?: (typeof VENUE_FLAGS)[K]['type'] extends 'boolean'
    ? boolean
    : string;
};

export interface VenuePlan {
  readonly hub: {
    readonly port: number;
    readonly wsPort: number;
    readonly passwordFile?: string;
    readonly aclFile?: string;
    /** --hub-open: no authentication at all. */
    readonly open: boolean;
    /** Table users to make in the data folder (without --hub-passwords or --hub-open). */
    readonly tables: number;
    /** --hub-cert and --hub-key, read: MQTT over TLS on --hub-tls-port as well. */
    readonly tls?: { readonly port: number; readonly cert: string; readonly key: string };
  } | null;
  readonly venue: Omit<VenueOptions, 'log'> | null;
  /** No --mqtt with --venue-hub: the host's broker is the hub (its URL known once it listens). */
  readonly brokerIsHub: boolean;
}

/** The venue part of the command line, checked; errors name the flag. */
export function readVenueFlags(values: Values, env: NodeJS.ProcessEnv): VenuePlan {
  const hubWanted = values['venue-hub'] === true;
  const hub = hubWanted
    ? {
        port: port(values['hub-port'], DEFAULT_HUB_PORT, '--hub-port'),
        wsPort: port(values['hub-ws-port'], DEFAULT_HUB_WS_PORT, '--hub-ws-port'),
        ...(values['hub-passwords'] ? { passwordFile: values['hub-passwords'] } : {}),
        ...(values['hub-acl'] ? { aclFile: values['hub-acl'] } : {}),
        open: values['hub-open'] === true,
        tables: hubTables(values['hub-tables']),
        ...hubTls(values),
      }
    : null;
  if (hub?.open && hub.passwordFile)
    throw new Error('--hub-open and --hub-passwords contradict each other: choose one.');
  if (!hub && (values['hub-open'] || values['hub-tables'] !== undefined || values['hub-cert']))
    throw new Error('--hub-open, --hub-tables and --hub-cert are for --venue-hub.');
  const url = values.mqtt ?? (hub ? `mqtt://127.0.0.1:${hub.port}` : undefined);
  if (url === undefined) {
    if (values.venue !== undefined || values.table !== undefined || values.watch)
      throw new Error('--venue, --table and --watch need --mqtt URL (or --venue-hub).');
    return { hub, venue: null, brokerIsHub: false };
  }
  if (!/^(mqtts?|wss?):\/\//.test(url))
    throw new Error(`--mqtt must be an mqtt://, mqtts://, ws:// or wss:// address (got "${url}").`);
  const venue = VenueIdSchema.safeParse(values.venue ?? (hub ? 'club' : undefined));
  if (!venue.success)
    throw new Error(
      `--venue: ${values.venue === undefined ? 'give the venue id' : venue.error.issues[0]?.message}.`,
    );
  const table = values.table === undefined ? null : TableNumberSchema.safeParse(Number(values.table));
  if (table && !table.success)
    throw new Error(`--table must be a table number from 1 to 999 (got "${values.table}").`);
  const user =
    values['mqtt-user'] ?? env['CARROM_MQTT_USER'] ?? (table ? VENUE_USERS.table(table.data!) : undefined);
  const password = values['mqtt-password'] ?? env['CARROM_MQTT_PASSWORD'];
  const keepalive =
    values['mqtt-keepalive'] === undefined ? DEFAULT_KEEPALIVE_SECONDS : Number(values['mqtt-keepalive']);
  if (!Number.isInteger(keepalive) || keepalive < 1 || keepalive > 600)
    throw new Error('--mqtt-keepalive must be 1 to 600 seconds.');
  const expiry = wholeNumber(values['mqtt-session-expiry'], DEFAULT_SESSION_EXPIRY_SECONDS);
  if (expiry === null || expiry < 1 || expiry > MAX_SESSION_EXPIRY_SECONDS)
    throw new Error(`--mqtt-session-expiry must be 1 to ${MAX_SESSION_EXPIRY_SECONDS} seconds.`);
  const reconnectMax = wholeNumber(values['mqtt-reconnect-max'], RECONNECT_MAX_MS / 1000);
  if (reconnectMax === null || reconnectMax < 1 || reconnectMax > 3600)
    throw new Error('--mqtt-reconnect-max must be 1 to 3600 seconds.');
  const tls = tlsFiles(values, url);
  const protocol = values['mqtt-protocol'] ?? '5';
  if (protocol !== '5' && protocol !== '3.1.1')
    throw new Error(`--mqtt-protocol must be 5 or 3.1.1 (got "${protocol}").`);
  return {
    hub,
    brokerIsHub: values.mqtt === undefined,
    venue: {
      venue: venue.data,
      table: table ? table.data! : null,
      ...(values.watch === true ? { watch: true } : {}),
      broker: {
        url,
        keepaliveSeconds: keepalive,
        sessionExpirySeconds: expiry,
        reconnectMaxMs: reconnectMax * 1000,
        ...(tls ? { tls } : {}),
        protocolVersion: protocol === '5' ? 5 : 4,
        ...(user !== undefined ? { username: user } : {}),
        ...(password !== undefined ? { password } : {}),
      },
    },
  };
}

/**
 * The TLS files of --mqtt-ca, --mqtt-cert and --mqtt-key, read and checked now (the settings'
 * own check, electron/host/tls-files.ts): a file that cannot be used is said at start.
 */
function tlsFiles(values: Values, url: string): TlsTexts | null {
  const paths = { ca: values['mqtt-ca'], cert: values['mqtt-cert'], key: values['mqtt-key'] };
  if ((paths.cert === undefined) !== (paths.key === undefined))
    throw new Error('--mqtt-cert and --mqtt-key go together: the certificate and its key.');
  // --mqtt was checked above to be mqtt://, mqtts://, ws:// or wss://.
  if (Object.values(paths).some((path) => path !== undefined) && isPlainBrokerUrl(url))
    throw new Error(
      '--mqtt-ca, --mqtt-cert and --mqtt-key are for an encrypted link: --mqtt mqtts:// or wss://.',
    );
  const reading = readTlsFiles(paths);
  if (!reading.ok) throw new Error(`${tlsProblemWords(reading.problem, `--mqtt-${reading.problem.file}`)}.`);
  return reading.tls;
}

/** --hub-cert and --hub-key (read now: a file that cannot be read is said at start) and --hub-tls-port. */
function hubTls(values: Values): { tls?: { port: number; cert: string; key: string } } {
  const certFile = values['hub-cert'];
  const keyFile = values['hub-key'];
  if (certFile === undefined && keyFile === undefined) {
    if (values['hub-tls-port'] !== undefined)
      throw new Error('--hub-tls-port needs --hub-cert and --hub-key.');
    return {};
  }
  if (certFile === undefined || keyFile === undefined)
    throw new Error('--hub-cert and --hub-key go together: the hub’s certificate and its key.');
  const read = (flag: string, path: string): string => {
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(
        `${flag}: ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      );
    }
  };
  return {
    tls: {
      port: port(values['hub-tls-port'], DEFAULT_HUB_TLS_PORT, '--hub-tls-port'),
      cert: read('--hub-cert', certFile),
      key: read('--hub-key', keyFile),
    },
  };
}

function hubTables(text: string | undefined): number {
  const tables = wholeNumber(text, DEFAULT_HUB_TABLES);
  if (tables === null || tables < 1 || tables > MAX_TABLE)
    throw new Error(`--hub-tables must be 1 to ${MAX_TABLE}.`);
  return tables;
}

function wholeNumber(text: string | undefined, fallback: number): number | null {
  const value = text === undefined ? fallback : Number(text);
  return Number.isInteger(value) ? value : null;
}

function port(text: string | undefined, fallback: number, flag: string): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${flag} must be a whole number from 0 to 65535.`);
  return value;
}

/** Where the hub runs: the web server's address (loopback unless --host says otherwise) and the data folder. */
export interface HubPlace {
  readonly host: string;
  readonly dataDir: string;
}

export interface StartedHub {
  readonly hub: RunningHub | null;
  readonly venue: VenuePlan['venue'];
  /** What the terminal says of the hub (its address, its users' file or that it is open). */
  readonly lines: readonly string[];
}

/**
 * Starts the hub when asked for, with authentication unless --hub-open: the users of
 * --hub-passwords, or users made in the data folder; this host then logs in to it as the director
 * (or as its table's user). The venue's options name the hub's actual port.
 */
export async function startPlannedHub(plan: VenuePlan, place: HubPlace): Promise<StartedHub> {
  if (!plan.hub) return { hub: null, venue: plan.venue, lines: [] };
  const made =
    plan.hub.open || plan.hub.passwordFile
      ? null
      : ensureHubUsers(place.dataDir, plan.venue?.venue ?? 'club', plan.hub.tables);
  const hub = await startHub({
    port: plan.hub.port,
    wsPort: plan.hub.wsPort,
    host: place.host,
    ...(plan.hub.passwordFile ? { passwordFile: plan.hub.passwordFile } : {}),
    ...(plan.hub.aclFile ? { aclFile: plan.hub.aclFile } : {}),
    ...(made ? { passwordFile: made.passwordFile, aclFile: made.aclFile } : {}),
    ...(plan.hub.tls ? { tls: plan.hub.tls } : {}),
  });
  const lines = [
    `Venue hub (embedded MQTT broker) on ${place.host}: mqtt port ${hub.port}, WebSocket port ${hub.wsPort}` +
      (hub.tlsPort === null ? '' : `, TLS (mqtts) port ${hub.tlsPort}`),
    made
      ? `Venue hub users and passwords: ${made.plainFile} (give each table its own; keep the file safe)`
      : plan.hub.open
        ? 'Venue hub: OPEN (--hub-open): anyone who reaches it may connect and publish'
        : `Venue hub users: ${plan.hub.passwordFile}`,
  ];
  if (!plan.venue || !plan.brokerIsHub) return { hub, venue: plan.venue, lines };
  const broker = { ...plan.venue.broker, url: hub.url };
  if (!made || broker.password !== undefined) return { hub, venue: { ...plan.venue, broker }, lines };
  const user = broker.username ?? VENUE_USERS.director;
  const password = made.passwordOf(user);
  const own = { ...broker, username: user, ...(password === undefined ? {} : { password }) };
  return { hub, venue: { ...plan.venue, broker: own }, lines };
}
