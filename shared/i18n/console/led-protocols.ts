import type { LedProtocolKind } from '../../led/protocols';

/** The console's name of each LED protocol is the catalog key `ledProtocol.<kind>`. */
export type LedProtocolLabelKey = `ledProtocol.${LedProtocolKind}`;

export function ledProtocolLabelKey(kind: LedProtocolKind): LedProtocolLabelKey {
  return `ledProtocol.${kind}`;
}
