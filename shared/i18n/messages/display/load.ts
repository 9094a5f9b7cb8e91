import type { Messages } from '../../core';
import type { Language } from '../../languages';

/** This group's catalog in one language, fetched as a chunk of its own (its folder holds nothing else). */
export async function loadDisplayMessages(language: Language): Promise<Messages> {
  return ((await import(`./${language}.json`)) as { readonly default: Messages }).default;
}
