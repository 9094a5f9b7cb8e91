import { z } from 'zod';
import { MAX_TABLE, TableNumberSchema, VenueIdSchema } from './venue';

const tableWords = `the table must be a whole number from 1 to ${MAX_TABLE}`;

/** The longest broker address, user name and password the host stores (the console's form says them). */
export const VENUE_LINK_LIMITS = { url: 300, user: 64, password: 256 } as const;

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

export const VenueLinkInputSchema = z.strictObject({
  url: BrokerUrlSchema,
  venue: VenueIdSchema,
  table: z.number().refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_TABLE, tableWords),
  /** Empty: the table's own user, `table-<n>`. */
  user: z.string().trim().max(VENUE_LINK_LIMITS.user, 'the user name is too long'),
  /** Absent: keep the stored password; "" removes it. */
  password: z.string().max(VENUE_LINK_LIMITS.password, 'the password is too long').optional(),
});
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
});
export type StoredVenueLink = z.infer<typeof StoredVenueLinkSchema>;

/** What screens see of the stored link: the password only as "set". */
export const VenueLinkSettingsSchema = z.object({
  url: z.string(),
  venue: z.string(),
  table: z.int(),
  user: z.string(),
  passwordSet: z.boolean(),
});
export type VenueLinkSettings = z.infer<typeof VenueLinkSettingsSchema>;

export function venueLinkSettings(stored: StoredVenueLink): VenueLinkSettings {
  return {
    url: stored.url,
    venue: stored.venue,
    table: stored.table,
    user: stored.user,
    passwordSet: stored.password !== '',
  };
}
