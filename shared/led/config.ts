import { z } from 'zod';
import { ledProtocolSchema } from './protocols';

export { ledTemplateSchema } from './protocol-schemas';

/** Where a board is plugged in: a fixed path, or a USB adapter found by its identity after a replug. */
const pathPortSchema = z.object({
  kind: z.literal('path'),
  /** e.g. `/dev/ttyUSB0`, `COM3`; empty while the operator has not chosen one (not configured). */
  path: z.string().max(256),
});

const hexId = z
  .string()
  .regex(/^[0-9a-fA-F]{4}$/, 'must be four hex digits as the port list shows them, e.g. 0403')
  .optional();

const devicePortSchema = z
  .object({
    kind: z.literal('device'),
    serialNumber: z.string().min(1).max(128).optional(),
    vendorId: hexId,
    productId: hexId,
  })
  .refine(
    (port) =>
      port.serialNumber !== undefined || (port.vendorId !== undefined && port.productId !== undefined),
    {
      message: 'a device is matched by its serial number, or by vendor id and product id together',
    },
  );

export const ledPortSchema = z.discriminatedUnion('kind', [pathPortSchema, devicePortSchema]);

export const LED_PARITIES = ['none', 'even', 'odd', 'mark', 'space'] as const;

/** The byte the example sketch sends once it has started (`R`). */
export const DEFAULT_READY_BYTE = 0x52;

export const ledBoardConfigSchema = z.object({
  id: z.string().min(1, 'the board needs an id').max(64),
  name: z.string().max(80).default(''),
  enabled: z.boolean().default(true),
  port: ledPortSchema,
  baudRate: z.int().min(50).max(4_000_000).default(9600),
  dataBits: z.union([z.literal(5), z.literal(6), z.literal(7), z.literal(8)]).default(8),
  parity: z.enum(LED_PARITIES).default('none'),
  stopBits: z.union([z.literal(1), z.literal(1.5), z.literal(2)]).default(1),
  protocol: ledProtocolSchema,
  /** Resend the full frame after this long without a frame; 0 turns the keep-alive off. */
  keepAliveMs: z
    .int()
    .refine(
      (ms) => ms === 0 || (ms >= 250 && ms <= 3_600_000),
      'the keep-alive is 0 (off) or from 250 ms to one hour',
    )
    .default(5000),
  /**
   * Wait after opening before the first frame (an Arduino restarts when the port opens: about
   * 400 ms). With `waitForReadyByte` this is the longest wait for the ready byte.
   */
  arduinoResetDelayMs: z.int().min(0).max(10_000).default(0),
  waitForReadyByte: z.boolean().default(false),
  readyByte: z.int().min(0).max(255).default(DEFAULT_READY_BYTE),
  /** Lower DTR right after opening, for signs that reset while DTR is high. */
  lowerDtrOnOpen: z.boolean().default(false),
});

export type LedPortConfig = z.output<typeof ledPortSchema>;
export type { LedProtocolConfig } from './protocols';
export type LedBoardConfig = Readonly<z.output<typeof ledBoardConfigSchema>>;
/** What the console may send: every field with a default may be left out. */
export type LedBoardConfigInput = z.input<typeof ledBoardConfigSchema>;

function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.');
  return where.length > 0 ? `${where}: ${issue.message}` : issue.message;
}

export type LedConfigResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly string[] };

export function parseLedBoardConfig(input: unknown): LedConfigResult<LedBoardConfig> {
  const parsed = ledBoardConfigSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: parsed.error.issues.map(issueText) };
}

/** Parses the whole board list; names each bad board and refuses duplicate ids. */
export function parseLedBoardConfigs(input: unknown): LedConfigResult<readonly LedBoardConfig[]> {
  if (!Array.isArray(input)) return { ok: false, errors: ['The LED boards must be a list.'] };
  const errors: string[] = [];
  const boards: LedBoardConfig[] = [];
  const seen = new Set<string>();
  input.forEach((entry: unknown, index) => {
    const result = parseLedBoardConfig(entry);
    if (!result.ok) {
      const label =
        typeof entry === 'object' &&
        entry !== null &&
        'name' in entry &&
        typeof entry.name === 'string' &&
        entry.name !== ''
          ? `Board ${index + 1} (${entry.name})`
          : `Board ${index + 1}`;
      errors.push(...result.errors.map((error) => `${label}: ${error}`));
      return;
    }
    if (seen.has(result.value.id))
      errors.push(`Board ${index + 1}: the id "${result.value.id}" is used twice.`);
    seen.add(result.value.id);
    boards.push(result.value);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: boards };
}

/** Where the board is plugged in, in English, for the host's own status text and log. */
export function describeLedPort(port: LedPortConfig): string {
  if (port.kind === 'path') return port.path;
  const parts = [
    port.serialNumber !== undefined ? `serial number ${port.serialNumber}` : null,
    port.vendorId !== undefined && port.productId !== undefined
      ? `USB id ${port.vendorId}:${port.productId}`
      : null,
  ].filter((part): part is string => part !== null);
  return `device with ${parts.join(' and ')}`;
}
