/**
 * The venue form's reader (renderer/console/settings/venue-form.ts) checks what the operator typed
 * with the host's own schema and names EVERY problem under its field, with the schema's limits;
 * each problem reads in every language without a placeholder left unfilled.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TABLE, MAX_VENUE_ID_LENGTH } from '../../shared/contract/venue';
import {
  TLS_FILE_PROBLEMS,
  VENUE_LINK_LIMITS,
  VenueLinkInputSchema,
} from '../../shared/contract/venue-settings';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';
import {
  hostFileProblem,
  passwordDropped,
  readVenueForm,
  userLabelTable,
  venueProblemText,
  type VenueForm,
  type VenueFormProblem,
} from '../../renderer/console/settings/venue-form';

const GOOD: VenueForm = {
  url: 'mqtt://192.168.1.10:1883',
  venue: 'hall',
  table: '5',
  user: '',
  password: '',
  ca: '',
  cert: '',
  key: '',
};

const problemsOf = (form: Partial<VenueForm>) => {
  const reading = readVenueForm({ ...GOOD, ...form });
  if (reading.ok) throw new Error('the form was read as good');
  return reading.problems;
};

describe('readVenueForm', () => {
  it('reads a good form as the link the host takes, trimmed, an empty password left out', () => {
    const reading = readVenueForm({ ...GOOD, url: ' mqtt://broker:1883 ', venue: ' hall ', table: ' 12 ' });
    expect(reading).toEqual({
      ok: true,
      link: { url: 'mqtt://broker:1883', venue: 'hall', table: 12, user: '', ca: '', cert: '', key: '' },
    });
    if (reading.ok) expect(VenueLinkInputSchema.parse(reading.link)).toEqual(reading.link);
    expect(readVenueForm({ ...GOOD, password: ' secret ' })).toMatchObject({
      ok: true,
      link: { password: ' secret ' },
    });
  });

  it('returns every problem at once, each under its own field', () => {
    expect(
      problemsOf({
        url: 'http://192.168.1.10',
        venue: 'Main Hall',
        table: '0',
        user: 'u'.repeat(VENUE_LINK_LIMITS.user + 1),
        password: 'p'.repeat(VENUE_LINK_LIMITS.password + 2),
      }),
    ).toEqual({
      url: { rule: 'badUrl' },
      venue: { rule: 'badVenue', max: MAX_VENUE_ID_LENGTH },
      table: { rule: 'badTable', max: MAX_TABLE },
      user: { rule: 'userTooLong', max: VENUE_LINK_LIMITS.user, length: VENUE_LINK_LIMITS.user + 1 },
      password: {
        rule: 'passwordTooLong',
        max: VENUE_LINK_LIMITS.password,
        length: VENUE_LINK_LIMITS.password + 2,
      },
    });
  });

  it('names only the fields that are wrong', () => {
    expect(problemsOf({ url: 'mqtt//broker', table: '1000' })).toEqual({
      url: { rule: 'badUrl' },
      table: { rule: 'badTable', max: MAX_TABLE },
    });
  });

  it('tells a missing broker address from a bad or a too long one', () => {
    expect(problemsOf({ url: '   ' })).toEqual({ url: { rule: 'urlMissing' } });
    const long = `mqtt://${'b'.repeat(VENUE_LINK_LIMITS.url)}`;
    expect(problemsOf({ url: long })).toEqual({
      url: { rule: 'urlTooLong', max: VENUE_LINK_LIMITS.url, length: long.length },
    });
  });

  it('takes a venue id of exactly the limit, and names the limit for one character more', () => {
    expect(readVenueForm({ ...GOOD, venue: 'v'.repeat(MAX_VENUE_ID_LENGTH) }).ok).toBe(true);
    expect(problemsOf({ venue: 'v'.repeat(MAX_VENUE_ID_LENGTH + 1) })).toEqual({
      venue: { rule: 'badVenue', max: MAX_VENUE_ID_LENGTH },
    });
  });

  it.each(['', 'five', '5.5', '1e2', '-3', '0', String(MAX_TABLE + 1)])(
    'takes only a whole table number from 1 to the limit, not %j',
    (table) => {
      expect(problemsOf({ table })).toEqual({ table: { rule: 'badTable', max: MAX_TABLE } });
    },
  );
});

describe('readVenueForm: the TLS files', () => {
  const TLS: VenueForm = {
    ...GOOD,
    url: 'mqtts://broker.example:8883',
    ca: ' /etc/carrom/ca.crt ',
    cert: '/etc/carrom/table-5.crt',
    key: 'C:\\carrom\\table-5.key',
  };

  it('reads full paths, trimmed, for an encrypted address', () => {
    expect(readVenueForm(TLS)).toMatchObject({
      ok: true,
      link: { ca: '/etc/carrom/ca.crt', cert: '/etc/carrom/table-5.crt', key: 'C:\\carrom\\table-5.key' },
    });
    expect(readVenueForm({ ...TLS, url: 'wss://broker.example/mqtt', cert: '', key: '' }).ok).toBe(true);
  });

  it('wants a full path: a relative one would depend on the folder the host was started in', () => {
    expect(problemsOf({ ...TLS, ca: 'ca.crt', cert: './table.crt' })).toEqual({
      ca: { rule: 'notAbsolute' },
      cert: { rule: 'notAbsolute' },
    });
  });

  it('wants the client certificate and its key together, each missing one under its own field', () => {
    expect(problemsOf({ ...TLS, key: '' })).toEqual({ key: { rule: 'certWithoutKey' } });
    expect(problemsOf({ ...TLS, cert: '  ' })).toEqual({ cert: { rule: 'keyWithoutCert' } });
    expect(readVenueForm({ ...TLS, cert: '', key: '' }).ok).toBe(true);
  });

  it('refuses TLS files on an address that is not encrypted, under the first file given', () => {
    expect(problemsOf({ ...TLS, url: 'mqtt://broker.example:1883' })).toEqual({
      ca: { rule: 'notEncrypted' },
    });
    expect(problemsOf({ ...TLS, url: 'ws://broker.example/mqtt', ca: '' })).toEqual({
      cert: { rule: 'notEncrypted' },
    });
  });

  it('names the longest path the host stores', () => {
    const long = `/${'d'.repeat(VENUE_LINK_LIMITS.path)}`;
    expect(problemsOf({ ...TLS, ca: long })).toEqual({
      ca: { rule: 'pathTooLong', max: VENUE_LINK_LIMITS.path, length: long.length },
    });
  });

  it('puts the host’s refusal of a file under that file’s field, with its path', () => {
    expect(hostFileProblem({ file: 'key', problem: 'keyMismatch', path: '/k.key' })).toEqual({
      field: 'key',
      problem: { rule: 'file', problem: 'keyMismatch', path: '/k.key' },
    });
  });
});

describe('venueProblemText', () => {
  const en = consoleTranslator('en');

  it('says what is wrong and what is expected, with the schema’s numbers', () => {
    expect(venueProblemText({ rule: 'badTable', max: MAX_TABLE }, en)).toBe(
      `The table must be a whole number from 1 to ${MAX_TABLE}.`,
    );
    expect(venueProblemText({ rule: 'badUrl' }, en)).toBe(
      'The broker address must start with mqtt://, mqtts://, ws:// or wss:// and name a computer, e.g. mqtt://192.168.1.10:1883.',
    );
    expect(venueProblemText({ rule: 'userTooLong', max: 64, length: 70 }, en)).toBe(
      'The user name can have at most 64 characters (this one has 70).',
    );
  });

  const every: readonly VenueFormProblem[] = [
    { rule: 'urlMissing' },
    { rule: 'badUrl' },
    { rule: 'badVenue', max: MAX_VENUE_ID_LENGTH },
    { rule: 'badTable', max: MAX_TABLE },
    { rule: 'urlTooLong', max: 300, length: 301 },
    { rule: 'userTooLong', max: 64, length: 65 },
    { rule: 'passwordTooLong', max: 256, length: 257 },
    { rule: 'pathTooLong', max: 1024, length: 1025 },
    { rule: 'notAbsolute' },
    { rule: 'certWithoutKey' },
    { rule: 'keyWithoutCert' },
    { rule: 'notEncrypted' },
    ...TLS_FILE_PROBLEMS.map((problem) => ({ rule: 'file', problem, path: '/etc/carrom/x.pem' }) as const),
  ];

  it.each(LANGUAGES)('%s: every problem has its own text, placeholders filled', (language) => {
    const t = consoleTranslator(language);
    const texts = every.map((problem) => venueProblemText(problem, t));
    expect(new Set(texts).size).toBe(every.length);
    for (const text of texts) expect(text).not.toMatch(/[{}]/);
    // The host's file problems name the file.
    for (const text of texts.slice(-5)) expect(text).toContain('/etc/carrom/x.pem');
  });

  it.each(LANGUAGES)(
    '%s: a venue id one character too long is told the limit the schema holds',
    (language) => {
      const t = consoleTranslator(language);
      const reading = readVenueForm({ ...GOOD, venue: 'v'.repeat(MAX_VENUE_ID_LENGTH + 1) });
      const problem = reading.ok ? undefined : reading.problems.venue;
      expect(problem).toBeDefined();
      const said = venueProblemText(problem!, t);
      expect(said).toContain(String(MAX_VENUE_ID_LENGTH));
      expect(said).not.toMatch(/[{}]/);
      // The number comes from the problem, not from the catalog: another limit reads as that limit.
      const other = venueProblemText({ rule: 'badVenue', max: 48 }, t);
      expect(other).toContain('48');
      expect(other).not.toContain(String(MAX_VENUE_ID_LENGTH));
    },
  );
});

describe('userLabelTable', () => {
  it.each(['', '   ', '0', '00', 'abc', '1e2', '5.5', '-3', String(MAX_TABLE + 1)])(
    'names no table while the field holds %j (the reader refuses it): the placeholder N',
    (typed) => {
      expect(userLabelTable(typed)).toBe('N');
      expect(problemsOf({ table: typed })).toHaveProperty('table');
    },
  );

  it.each([
    ['7', '7'],
    [' 12 ', '12'],
    ['007', '7'],
    ['1', '1'],
    [String(MAX_TABLE), String(MAX_TABLE)],
  ])('names the table the reader takes from %j: %s', (typed, table) => {
    expect(userLabelTable(typed)).toBe(table);
    expect(readVenueForm({ ...GOOD, table: typed })).toMatchObject({
      ok: true,
      link: { table: Number(table) },
    });
  });
});

describe('the warning that saving clears the stored password', () => {
  const stored = {
    url: GOOD.url,
    venue: 'hall',
    table: 5,
    user: '',
    passwordSet: true,
    ca: '',
    cert: '',
    key: '',
  };

  it('shows when the broker address, its scheme or the user changes and no password is typed', () => {
    expect(passwordDropped(stored, GOOD)).toBe(false);
    expect(passwordDropped(stored, { ...GOOD, venue: 'other-hall' })).toBe(false);
    expect(passwordDropped(stored, { ...GOOD, user: 'table-5' })).toBe(false);
    expect(passwordDropped(stored, { ...GOOD, url: 'mqtt://192.168.1.11:1883' })).toBe(true);
    expect(passwordDropped(stored, { ...GOOD, url: 'mqtts://192.168.1.10:1883' })).toBe(true);
    expect(passwordDropped(stored, { ...GOOD, user: 'scorer' })).toBe(true);
    expect(passwordDropped(stored, { ...GOOD, table: '6' })).toBe(true);
  });

  it('shows when the CA, the client certificate or its key changes (the trust is where the password may go)', () => {
    const tls = { ...stored, url: 'mqtts://192.168.1.10:8883', ca: '/etc/carrom/ca.crt' };
    const form = { ...GOOD, url: tls.url, ca: tls.ca };
    expect(passwordDropped(tls, form)).toBe(false);
    expect(passwordDropped(tls, { ...form, ca: '/etc/carrom/other-ca.crt' })).toBe(true);
    expect(passwordDropped(tls, { ...form, ca: '' })).toBe(true);
    expect(passwordDropped(tls, { ...form, cert: '/etc/carrom/c.crt', key: '/etc/carrom/c.key' })).toBe(true);
    const withCert = { ...tls, cert: '/etc/carrom/c.crt', key: '/etc/carrom/c.key' };
    const formWithCert = { ...form, cert: withCert.cert, key: withCert.key };
    expect(passwordDropped(withCert, formWithCert)).toBe(false);
    expect(passwordDropped(withCert, { ...formWithCert, key: '/etc/carrom/d.key' })).toBe(true);
  });

  it('does not show when a password is typed or none is stored', () => {
    expect(passwordDropped(stored, { ...GOOD, url: 'mqtt://other:1883', password: 'x' })).toBe(false);
    expect(passwordDropped({ ...stored, passwordSet: false }, { ...GOOD, user: 'scorer' })).toBe(false);
  });

  it.each(LANGUAGES)('is worded in %s', (language) => {
    const text = consoleTranslator(language)('venueSettings.passwordDropped');
    expect(text.length).toBeGreaterThan(20);
    if (language !== 'en') expect(text).not.toBe(consoleTranslator('en')('venueSettings.passwordDropped'));
  });
});
