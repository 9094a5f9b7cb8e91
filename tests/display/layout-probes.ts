/** Measurements taken inside the page. */
import type { Page } from 'playwright-core';

export interface Overflow {
  readonly text: string;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/** Every shrink-to-fit text whose content is wider or taller than its box. */
export async function overflowingTexts(page: Page): Promise<readonly Overflow[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-fit]')]
      .filter((node) => node.offsetParent !== null || node.getClientRects().length > 0)
      .map((node) => ({
        text: node.textContent ?? '',
        scrollWidth: node.scrollWidth,
        clientWidth: node.clientWidth,
        scrollHeight: node.scrollHeight,
        clientHeight: node.clientHeight,
      }))
      .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1),
  );
}

/** Elements (by selector) whose bounding box leaves the bounding box of their container. */
export async function escapingBoxes(
  page: Page,
  itemSelector: string,
  containerSelector: string,
): Promise<readonly string[]> {
  return page.evaluate(
    ({ itemSelector, containerSelector }) => {
      const escaping: string[] = [];
      for (const item of document.querySelectorAll<HTMLElement>(itemSelector)) {
        const container = item.closest<HTMLElement>(containerSelector);
        if (!container) continue;
        const inner = item.getBoundingClientRect();
        const outer = container.getBoundingClientRect();
        if (
          inner.left < outer.left - 0.5 ||
          inner.right > outer.right + 0.5 ||
          inner.top < outer.top - 0.5 ||
          inner.bottom > outer.bottom + 0.5
        )
          escaping.push(item.textContent ?? '');
      }
      return escaping;
    },
    { itemSelector, containerSelector },
  );
}
