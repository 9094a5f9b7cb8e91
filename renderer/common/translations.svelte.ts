import type { Language } from '../../shared/i18n/languages';

/**
 * A page's translators, one language at a time: each language's messages are fetched the first
 * time it is asked for (shared/i18n/load/). Until they arrive the language shown before stays
 * (a switch takes a few milliseconds; the translator says which language it is, and the page's
 * `lang` follows it); a page waits for its first language before it mounts.
 */
export class Translations<T> {
  /** The fallback while a language loads: the last one that arrived while it was the newest asked. */
  #shown = $state.raw<T | null>(null);
  /** Counts arrivals, so a translator asked for before its language arrived is asked again. */
  #arrivals = $state(0);
  // Plain on purpose: `of` runs inside $derived, where writing reactive state is refused;
  // what the page redraws on is `#shown` and `#arrivals`.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #loaded = new Map<Language, T>();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #loading = new Set<Language>();
  #newestAsked: Language | null = null;

  constructor(private readonly load: (language: Language) => Promise<T>) {}

  /** Loads `language` and shows it: what a page awaits before it mounts. */
  async ready(language: Language): Promise<void> {
    this.#newestAsked = language;
    const loaded = this.#loaded.get(language) ?? (await this.load(language));
    this.#loaded.set(language, loaded);
    if (this.#newestAsked === language || this.#shown === null) this.#shown = loaded;
  }

  /**
   * The translator of `language` when loaded; until then the one shown so far. A language that
   * arrives after another was asked for does not replace the fallback, so switching quickly
   * (en → pl → en) never leaves the page in the language passed over.
   */
  of(language: Language): T {
    this.#newestAsked = language;
    const loaded = this.#loaded.get(language);
    if (loaded) return loaded;
    if (!this.#loading.has(language)) this.#fetch(language);
    void this.#arrivals;
    const shown = this.#shown;
    if (shown === null) throw new Error('No language is loaded yet: a page awaits ready() before it mounts.');
    return shown;
  }

  #fetch(language: Language): void {
    this.#loading.add(language);
    this.load(language).then(
      (translate) => {
        this.#loaded.set(language, translate);
        this.#loading.delete(language);
        if (this.#newestAsked === language) this.#shown = translate;
        this.#arrivals += 1;
      },
      (error: unknown) => {
        this.#loading.delete(language);
        console.error(`The ${language} messages could not be loaded.`, error);
      },
    );
  }
}
