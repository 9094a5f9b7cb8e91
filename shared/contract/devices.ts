import { z } from 'zod';

/**
 * Remembered devices: a console (or the timekeeper's phone) that gave the LAN PIN once gets a
 * device token and reconnects with it, without the PIN, until the console revokes it or the PIN
 * changes. The host keeps only each token's hash; screens see the list below, never a token.
 */
export const DeviceSummarySchema = z.object({
  id: z.string(),
  /** From the browser that asked, e.g. "Chrome on Android". */
  name: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number(),
  lastAddress: z.string(),
});
export type DeviceSummary = z.infer<typeof DeviceSummarySchema>;

/** A new LAN PIN: six digits. Every remembered device then needs it again. */
export const ChangePinSchema = z.strictObject({
  type: z.literal('ChangePin'),
  pin: z.string().regex(/^\d{6}$/, 'the PIN must be six digits'),
});

/** Forget one remembered device (`id`), or every one (`id: null`). */
export const RevokeDevicesSchema = z.strictObject({
  type: z.literal('RevokeDevices'),
  id: z.string().max(64).nullable(),
});

/** The most devices kept: the least recently used are forgotten beyond it. */
export const MAX_DEVICES = 100;
