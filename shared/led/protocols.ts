import { z } from 'zod';
import { alphaConnectFrames, alphaTestPattern, encodeAlphaFrame } from './alpha-sign';
import type { LedFrameContent } from './frame-content';
import { encodeLineFrame, lineTestPattern } from './line-protocol';
import { alphaProtocolSchema, ledTemplateSchema } from './protocol-schemas';
import { encodeTemplateFrame, templateTestPattern } from './template';

/** What the link needs from a protocol: all pure, all bytes. */
export interface LedEncoder {
  /** Written once per connection before the first frame (e.g. an Alpha sign's file setup). */
  readonly connectFrames: readonly Uint8Array[];
  /** The full frame for a state: sent on change, on connect and as keep-alive. */
  frame(content: LedFrameContent): Uint8Array;
  readonly testPattern: Uint8Array;
}

type KindSchema = z.ZodObject<{ kind: z.ZodLiteral<string> }>;

interface ProtocolDeclaration<Schema extends KindSchema> {
  /** A board's settings for this protocol, `kind` included. */
  readonly schema: Schema;
  readonly encoder: (protocol: z.output<Schema>) => LedEncoder;
  /** The section of docs/led-protocol.md that describes its bytes. */
  readonly docs: string;
}

const declare = <Schema extends KindSchema>(declaration: ProtocolDeclaration<Schema>) => declaration;

/**
 * Every LED protocol, declared once: this table drives the protocol schema of a board's settings
 * (./config.ts), the encoder the link uses (./encoder.ts), the board status's protocol names,
 * the console's protocol choice and its i18n keys (`ledProtocol.<kind>`, shared/i18n/messages/console), and docs/led-protocols.md (generated).
 */
export const LED_PROTOCOLS = {
  line: declare({
    /** `version` 2 adds each side's C/m left; boards that do not ask for it get v1 unchanged. */
    schema: z.object({
      kind: z.literal('line'),
      version: z.union([z.literal(1), z.literal(2)]).default(1),
    }),
    encoder: (protocol) => ({
      connectFrames: [],
      frame: (content) => encodeLineFrame(content, protocol.version),
      testPattern: lineTestPattern(protocol.version),
    }),
    docs: '1. Line protocol v1 (club-built boards)',
  }),
  alpha: declare({
    schema: alphaProtocolSchema,
    encoder: (protocol) => ({
      connectFrames: alphaConnectFrames(protocol),
      frame: (content) => encodeAlphaFrame(protocol, content),
      testPattern: alphaTestPattern(protocol),
    }),
    docs: '2. Alpha Sign Communications Protocol (Alpha, BetaBrite and compatible signs)',
  }),
  template: declare({
    schema: z.object({ kind: z.literal('template'), template: ledTemplateSchema }),
    encoder: (protocol) => ({
      connectFrames: [],
      frame: (content) => encodeTemplateFrame(protocol.template, content),
      testPattern: templateTestPattern(protocol.template),
    }),
    docs: '3. Template protocol (fixed-digit numeric boards)',
  }),
} as const;

type Protocols = typeof LED_PROTOCOLS;
export type LedProtocolKind = keyof Protocols;
type ProtocolSchema = Protocols[LedProtocolKind]['schema'];

export const LED_PROTOCOL_KINDS = Object.keys(LED_PROTOCOLS) as readonly LedProtocolKind[];

export const ledProtocolSchema = z.discriminatedUnion(
  'kind',
  LED_PROTOCOL_KINDS.map((kind) => LED_PROTOCOLS[kind].schema) as unknown as [
    ProtocolSchema,
    ...ProtocolSchema[],
  ],
);
export type LedProtocolConfig = z.output<typeof ledProtocolSchema>;

export function ledEncoderFor(protocol: LedProtocolConfig): LedEncoder {
  const encoder = LED_PROTOCOLS[protocol.kind].encoder as (config: LedProtocolConfig) => LedEncoder;
  return encoder(protocol);
}
