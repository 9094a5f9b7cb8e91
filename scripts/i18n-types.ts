import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MESSAGE_GROUPS, type MessageGroup } from '../shared/i18n/messages/groups';
import { paramTypesSource } from './i18n/param-types';

/** `npm run i18n:types`: regenerates shared/i18n/messages/params.generated.ts from the English catalogs. */
const messages = resolve(import.meta.dirname, '../shared/i18n/messages');

export function readEnglish(): Record<MessageGroup, Record<string, string>> {
  return Object.fromEntries(
    MESSAGE_GROUPS.map((group) => [
      group,
      JSON.parse(readFileSync(resolve(messages, group, 'en.json'), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<MessageGroup, Record<string, string>>;
}

export const GENERATED_PATH = resolve(messages, 'params.generated.ts');

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(GENERATED_PATH, await paramTypesSource(readEnglish(), GENERATED_PATH));
  console.log(`Wrote ${GENERATED_PATH}`);
}
