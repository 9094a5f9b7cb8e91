import { z } from 'zod';
import { MAX_TABLE, TableNumberSchema, VenueIdSchema } from './venue';

const tableWords = `the table must be a whole number from 1 to ${MAX_TABLE}`;

/** The longest broker address, user name, password and file path the host stores (the console's form says them). */
export const VENUE_LINK_LIMITS = { url: 300, user: 64, password: 256, path: 1024 } as const;

/**
 * The TLS files of an encrypted link (mqtts://, wss://), as paths on the host's computer: the CA
 * that signed the broker's certificate, and this host's own certificate and key for a broker that
 * asks for one. The command line's --mqtt-ca, --mqtt-cert and --mqtt-key.
 */
export const TLS_FILES = ['ca', 'cert', 'key'] as const;
export type TlsFile = (typeof TLS_FILES)[number];

/**
 * Why the host cannot use a TLS file (electron/host/tls-files.ts, for the settings and the
 * command line alike): it is not there, cannot be read, holds no PEM certificate (ca, cert) or
 * no PEM private key without a passphrase (key), or the key is not the certificate's.
 */
export const TLS_FILE_PROBLEMS = [
  'missing',
  'unreadable',
  'notCertificate',
  'notKey',
  'keyMismatch',
] as const;
export const TlsFileProblemSchema = z.object({
  file: z.enum(TLS_FILES),
  problem: z.enum(TLS_FILE_PROBLEMS),
  /** The path as given. */
  path: z.string(),
});
export type TlsFileProblem = z.infer<typeof TlsFileProblemSchema>;

/** Rules of the TLS fields that need no file (besides their length): the schema's issue carries it as `params.rule`. */
export type TlsFieldRule = 'notAbsolute' | 'certWithoutKey' | 'keyWithoutCert' | 'notEncrypted';

/** A path the host's own computer resolves the same way whatever folder it was started in. */
const ABSOLUTE_PATH = /^(\/|[A-Za-z]:[\\/]|\\\\)/;

const tlsIssue = (rule: TlsFieldRule, message: string) => ({ message, params: { rule } });

/** One TLS file's path: empty for none. */
const TlsPathSchema = z
  .string()
  .trim()
  .max(VENUE_LINK_LIMITS.path, 'the file path is too long')
  .refine(
    (path) => path === '' || ABSOLUTE_PATH.test(path),
    tlsIssue('notAbsolute', 'give the file’s full path on this computer, e.g. /etc/carrom/ca.crt'),
  )
  .default('');

/** A broker address without encryption (mqtt://, ws://): TLS files would not be used on it. */
export function isPlainBrokerUrl(url: string): boolean {
  return /^(mqtt|ws):\/\//.test(url);
}

/**
 * The rules between fields: the certificate and its key go together, and TLS files belong to an
 * encrypted address (mqtts://, wss://): on mqtt:// or ws:// they would silently not be used.
 */
function checkTlsFields(
  link: { readonly url: string; readonly ca: string; readonly cert: string; readonly key: string },
  context: z.RefinementCtx,
): void {
  const issue = (path: TlsFile, rule: TlsFieldRule, message: string): void =>
    context.addIssue({ code: 'custom', path: [path], ...tlsIssue(rule, message) });
  if (link.cert !== '' && link.key === '')
    issue('key', 'certWithoutKey', 'give the key of the client certificate as well');
  if (link.key !== '' && link.cert === '')
    issue('cert', 'keyWithoutCert', 'give the client certificate of the key as well');
  const first = TLS_FILES.find((file) => link[file] !== '');
  if (first && isPlainBrokerUrl(link.url))
    issue(
      first,
      'notEncrypted',
      'certificate files are for an encrypted link: the broker address must start with mqtts:// or wss://',
    );
}

/**
 * The venue link as the console's settings enter it (docs/venue.md): the broker, the venue's id,
 * this host's table and its broker user. The password is written, never read back: screens only
 * learn whether one is set.
 */
export const BrokerUrlSchema = z
  .string()
  .trim()
  .min(1, 'give the broker address, e.g. mqtt://192.168.1.10:1883')
  .max(VENUE_LINK_LIMITS.url, 'the broker address is too long')
  .refine(
    (url) => /^(mqtts?|wss?):\/\/[^\s/:]+(:\d{1,5})?(\/\S*)?$/.test(url),
    'the broker address must start with mqtt://, mqtts://, ws:// or wss:// and name a computer, e.g. mqtt://192.168.1.10:1883',
  );

export const VenueLinkInputSchema = z
  .strictObject({
    url: BrokerUrlSchema,
    venue: VenueIdSchema,
    table: z.number().refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_TABLE, tableWords),
    /** Empty: the table's own user, `table-<n>`. */
    user: z.string().trim().max(VENUE_LINK_LIMITS.user, 'the user name is too long'),
    /** Absent: keep the stored password; "" removes it. */
    password: z.string().max(VENUE_LINK_LIMITS.password, 'the password is too long').optional(),
    ca: TlsPathSchema,
    cert: TlsPathSchema,
    key: TlsPathSchema,
  })
  .superRefine(checkTlsFields);
export type VenueLinkInput = z.infer<typeof VenueLinkInputSchema>;

/** Connect with these settings (replacing the link in use), or `link: null` to leave the venue. */
export const SetVenueLinkSchema = z.strictObject({
  type: z.literal('SetVenueLink'),
  link: VenueLinkInputSchema.nullable(),
});

/** What the host stores (the settings table, key `venueLink`). */
export const StoredVenueLinkSchema = z.strictObject({
  url: BrokerUrlSchema,
  venue: VenueIdSchema,
  table: TableNumberSchema,
  user: z.string(),
  password: z.string(),
  /** Paths of the TLS files ('' for none); links stored before they existed have none. */
  ca: z.string().default(''),
  cert: z.string().default(''),
  key: z.string().default(''),
});
export type StoredVenueLink = z.infer<typeof StoredVenueLinkSchema>;

/** What screens see of the stored link: the password only as "set". */
export const VenueLinkSettingsSchema = z.object({
  url: z.string(),
  venue: z.string(),
  table: z.int(),
  user: z.string(),
  passwordSet: z.boolean(),
  ca: z.string(),
  cert: z.string(),
  key: z.string(),
});
export type VenueLinkSettings = z.infer<typeof VenueLinkSettingsSchema>;

export function venueLinkSettings(stored: StoredVenueLink): VenueLinkSettings {
  return {
    url: stored.url,
    venue: stored.venue,
    table: stored.table,
    user: stored.user,
    passwordSet: stored.password !== '',
    ca: stored.ca,
    cert: stored.cert,
    key: stored.key,
  };
}
