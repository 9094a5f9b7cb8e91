import { z } from 'zod';
import { LED_PROTOCOL_KINDS } from './protocols';

/** The protocols' names, from the protocols table (./protocols.ts). */
const protocolKindSchema = z.enum(LED_PROTOCOL_KINDS);
export const LED_LINK_STATES = ['not-configured', 'connecting', 'connected', 'error'] as const;
export type LedLinkState = (typeof LED_LINK_STATES)[number];

/** Why a board is not configured or in error, as a code the console can put into words. */
export const LED_REASON_CODES = [
  'disabled',
  'not-configured',
  'device-not-found',
  'port-list-failed',
  'permission-denied',
  'port-busy',
  'port-missing',
  'open-failed',
  'write-cancelled',
  'disconnected',
  'serial-error',
  'closed-by-system',
  'port-not-open',
  'drain-timeout',
] as const;
export type LedReasonCode = (typeof LED_REASON_CODES)[number];

/** What the operator may want to know while a board works, as a code. */
export const LED_NOTE_CODES = ['dtr-not-lowered', 'no-ready-byte'] as const;
export type LedNoteCode = (typeof LED_NOTE_CODES)[number];

/** Why the port list could not be read, as a code. */
export const LED_PORT_LIST_ERROR_CODES = ['port-list-failed'] as const;
export type LedPortListErrorCode = (typeof LED_PORT_LIST_ERROR_CODES)[number];

/** A code for the console to translate, with the English detail (the OS message included). */
export interface LedExplained<Code extends string> {
  readonly code: Code;
  readonly text: string;
}

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/** What the console shows per board; the host pushes it on every change. */
export const LedBoardStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: protocolKindSchema,
  state: z.enum(LED_LINK_STATES),
  /** Why the board is not configured or in error, in plain words; null otherwise. */
  reason: nullable(z.string()),
  /** `reason` as a code; null exactly when `reason` is. */
  reasonCode: nullable(z.enum(LED_REASON_CODES)),
  /** Something the operator may want to know while the board works (e.g. DTR could not be lowered). */
  note: nullable(z.string()),
  /** `note` as a code; null exactly when `note` is. */
  noteCode: nullable(z.enum(LED_NOTE_CODES)),
  /**
   * The path in use or being opened; null while a USB adapter is looked for and not found. The
   * console words the adapter itself from the board's settings, in its own language.
   */
  port: nullable(z.string()),
  /** When the next reconnection attempt is due (epoch ms), while in error. */
  reconnectAt: nullable(z.number()),
  framesSent: z.number(),
  bytesSent: z.number(),
  /** Epoch ms at which the last frame finished leaving the computer. */
  lastFrameAt: nullable(z.number()),
  lastFrame: nullable(z.object({ hex: z.string(), text: z.string(), length: z.number() })),
});
export type LedBoardStatus = z.infer<typeof LedBoardStatusSchema>;

/** A serial port as the console's port list shows it. */
export const LedPortInfoSchema = z.object({
  path: z.string(),
  manufacturer: nullable(z.string()),
  serialNumber: nullable(z.string()),
  vendorId: nullable(z.string()),
  productId: nullable(z.string()),
});
export type LedPortInfo = z.infer<typeof LedPortInfoSchema>;

export const LedPortListSchema = z.object({
  ports: z.array(LedPortInfoSchema).readonly(),
  /** Why the list could not be read; the list is then empty. */
  error: nullable(z.string()),
  /** `error` as a code; null exactly when `error` is. */
  errorCode: nullable(z.enum(LED_PORT_LIST_ERROR_CODES)),
});
export type LedPortList = z.infer<typeof LedPortListSchema>;
