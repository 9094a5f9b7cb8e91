import consoleEn from '../messages/console/en.json';
import { LED_PROTOCOLS, LED_PROTOCOL_KINDS } from '../../led/protocols';

/** docs/led-protocols.md as Markdown, written from the protocols table (./protocols.ts). */
export function ledProtocolsDoc(): string {
  const rows = LED_PROTOCOL_KINDS.map((kind) => {
    const declaration = LED_PROTOCOLS[kind];
    const settings = Object.keys(declaration.schema.shape).filter((key) => key !== 'kind');
    return [
      `\`${kind}\``,
      consoleEn[`ledProtocol.${kind}`],
      settings.length > 0 ? settings.map((key) => `\`${key}\``).join(', ') : 'none',
      `led-protocol.md, “${declaration.docs}”`,
    ];
  });
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    '# LED protocols',
    '',
    '<!-- Generated from shared/led/protocols.ts by `npx tsx tests/contract/write-docs.ts`: do not edit by hand. -->',
    '',
    'The protocols an LED board can speak (`protocol.kind` in its settings), as the console lists them.',
    'The bytes of each are described in [led-protocol.md](led-protocol.md).',
    '',
    line(['kind', 'name in the console', 'settings', 'bytes described in']),
    line(['---', '---', '---', '---']),
    ...rows.map(line),
    '',
  ].join('\n');
}
