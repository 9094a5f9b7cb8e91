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

/**
 * An invitation for one new device (the console shows it as a link and a QR code): whoever opens
 * it is let in once, without the PIN, and remembered like a device that gave the PIN. It lets a
 * phone join at once while someone floods wrong PINs, when a PIN alone must wait its turn.
 */
export const InviteDeviceSchema = z.strictObject({ type: z.literal('InviteDevice') });
export const InvitationSchema = z.object({
  /** Goes in the page's URL as `?invite=`; the host keeps only its hash. */
  token: z.string(),
  expiresAt: z.number(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
/** How long an invitation can be used (once). */
export const INVITATION_TTL_MS = 10 * 60_000;
/** The most invitations open at once: the oldest is withdrawn beyond it. */
export const MAX_INVITATIONS = 20;

/** The most devices kept: the least recently used are forgotten beyond it. */
export const MAX_DEVICES = 100;
