import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { ledProtocolsDoc } from '../../shared/i18n/docs/led-protocols-doc';
import { ruleSettingsDoc } from '../../shared/i18n/docs/rule-settings-doc';

/** Documents written from the declarations, each as its file should read (Prettier-formatted). */
export const GENERATED_DOCS: readonly { readonly path: string; readonly render: () => string }[] = [
  { path: fileURLToPath(new URL('../../docs/rule-settings.md', import.meta.url)), render: ruleSettingsDoc },
  { path: fileURLToPath(new URL('../../docs/led-protocols.md', import.meta.url)), render: ledProtocolsDoc },
];

export async function formatted(path: string, render: () => string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(render(), { ...options, filepath: path });
}
