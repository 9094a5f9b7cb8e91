import type { Language } from '../../shared/i18n/languages';

/**
 * A page's translators, one language at a time: each language's messages are fetched the first
 * time it is asked for (shared/i18n/load/). Until they arrive the language shown before stays
 * (a switch takes a few milliseconds); a page waits for its first language before it mounts.
 */
export class Translations<T> {
  #shown = $state.raw<T | null>(null);
  // Plain caches on purpose: `of` runs inside $derived, where writing reactive state is refused;
  // what the page redraws on is `#shown`.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #loaded = new Map<Language, T>();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #loading = new Set<Language>();

  constructor(private readonly load: (language: Language) => Promise<T>) {}

  /** Loads `language` and shows it: what a page awaits before it mounts. */
  async ready(language: Language): Promise<void> {
    const loaded = this.#loaded.get(language) ?? (await this.load(language));
    this.#loaded.set(language, loaded);
    this.#shown = loaded;
  }

  /** The translator of `language` when loaded; until then the one shown so far. */
  of(language: Language): T {
    const loaded = this.#loaded.get(language);
    if (loaded) return loaded;
    if (!this.#loading.has(language)) {
      this.#loading.add(language);
      this.load(language).then(
        (translate) => {
          this.#loaded.set(language, translate);
          this.#loading.delete(language);
          this.#shown = translate;
        },
        (error: unknown) => {
          this.#loading.delete(language);
          console.error(`The ${language} messages could not be loaded.`, error);
        },
      );
    }
    const shown = this.#shown;
    if (shown === null) throw new Error('No language is loaded yet: a page awaits ready() before it mounts.');
    return shown;
  }
}
