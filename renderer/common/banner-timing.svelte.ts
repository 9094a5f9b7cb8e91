import { untrack } from 'svelte';
import type { BannerInfo } from './match-text';

/** How long a banner holds the screen before it settles into the scoreboard's own marks. */
export const BANNER_HOLD_MS = 4000;

/**
 * Shows each new occasion's banner once, for BANNER_HOLD_MS. A push that keeps the same
 * occasion (a language change, a clock tick) only refreshes the text of a banner on screen.
 */
export class BannerTiming {
  active = $state<BannerInfo | null>(null);
  #lastKey: string | null = null;
  #timer: number | undefined;

  follow(current: () => BannerInfo | null): void {
    $effect(() => {
      const banner = current();
      untrack(() => this.#update(banner));
    });
    $effect(() => () => window.clearTimeout(this.#timer));
  }

  #update(banner: BannerInfo | null): void {
    if (!banner) {
      this.#lastKey = null;
      this.active = null;
      window.clearTimeout(this.#timer);
      return;
    }
    if (banner.key === this.#lastKey) {
      if (this.active) this.active = banner;
      return;
    }
    this.#lastKey = banner.key;
    this.active = banner;
    window.clearTimeout(this.#timer);
    this.#timer = window.setTimeout(() => {
      this.active = null;
    }, BANNER_HOLD_MS);
  }
}
