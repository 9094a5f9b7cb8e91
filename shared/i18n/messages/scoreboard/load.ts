import type { LoadedMessages } from '../../core';
import type { Language } from '../../languages';

/** This group's catalog in one language, fetched as a chunk of its own (its folder holds nothing else). */
export async function loadScoreboardMessages(language: Language): Promise<LoadedMessages> {
  return ((await import(`./${language}.json`)) as { readonly default: LoadedMessages }).default;
}
