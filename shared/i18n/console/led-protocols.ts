import { LED_PROTOCOLS, LED_PROTOCOL_KINDS, type LedProtocolKind } from '../../led/protocols';
import type { Language } from '../languages';

/** The console's names of the LED protocols come from the protocols table (shared/led/protocols.ts). */
export type LedProtocolLabelKey = `ledProtocol.${LedProtocolKind}`;

export function ledProtocolLabelKey(kind: LedProtocolKind): LedProtocolLabelKey {
  return `ledProtocol.${kind}`;
}

/** Every protocol's name in one language, keyed as the catalogs key them. */
export function ledProtocolTexts(language: Language): Readonly<Record<LedProtocolLabelKey, string>> {
  return Object.fromEntries(
    LED_PROTOCOL_KINDS.map((kind) => [ledProtocolLabelKey(kind), LED_PROTOCOLS[kind].label[language]]),
  ) as Record<LedProtocolLabelKey, string>;
}
