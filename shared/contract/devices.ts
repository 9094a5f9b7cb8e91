import { z } from 'zod';
import { AccessRoleSchema, PageRoleSchema } from './access-roles';

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
  /** What it may do (shared/contract/access-roles.ts). */
  role: AccessRoleSchema,
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
export const InviteDeviceSchema = z.strictObject({
  type: z.literal('InviteDevice'),
  /** The role of the device it lets in (an operator console when not said); an API key is made, not invited. */
  role: PageRoleSchema.default('operator'),
});
export const InvitationSchema = z.object({
  /** Goes in the page's URL as `?invite=`; the host keeps only its hash. */
  token: z.string(),
  expiresAt: z.number(),
  role: PageRoleSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;
/** How long an invitation can be used (once). */
export const INVITATION_TTL_MS = 10 * 60_000;
/** The most invitations open at once: the oldest is withdrawn beyond it. */
export const MAX_INVITATIONS = 20;

/** The most devices kept: the least recently used are forgotten beyond it, and the list says so. */
export const MAX_DEVICES = 100;

/** Give a remembered device another role (the administrator's); its open connections follow at once. */
export const SetDeviceRoleSchema = z.strictObject({
  type: z.literal('SetDeviceRole'),
  id: z.string().max(64),
  role: AccessRoleSchema,
});

/** A device the host forgot by itself to make room (MAX_DEVICES): the Devices panel says so. */
export const ForgottenDeviceSchema = z.object({
  name: z.string(),
  role: AccessRoleSchema,
  lastUsedAt: z.number(),
  forgottenAt: z.number(),
});
export type ForgottenDevice = z.infer<typeof ForgottenDeviceSchema>;
/** How many forgotten devices the list keeps saying. */
export const FORGOTTEN_DEVICES_SHOWN = 20;
