import type { LoadedMessages } from '../core';
import type { Language } from '../languages';

/**
 * A page's messages: only its own groups (shared/i18n/messages/groups.ts), only in its one
 * language, each catalog a chunk of its own fetched when that language is first shown. There is
 * one loader module per kind of screen, and each group's loader names only its own folder, so a
 * station's page cannot even reach the console's catalogs (tests/i18n/bundles.test.ts).
 */
export async function mergedMessages(
  loaders: readonly ((language: Language) => Promise<LoadedMessages>)[],
  language: Language,
): Promise<LoadedMessages> {
  const catalogs = await Promise.all(loaders.map((load) => load(language)));
  return Object.assign({}, ...catalogs) as LoadedMessages;
}
