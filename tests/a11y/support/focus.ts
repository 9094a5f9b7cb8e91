/*
 * Focus that can be seen: Tab walks a page from its start through every control it reaches, and
 * each control must look different focused than unfocused (outline, shadow, border, colours of
 * the control, its parent and grandparent or its neighbours, as a visually hidden file input's
 * ring is drawn on the button beside it; such a hidden control's own styles do not count). Read
 * from the computed styles of the real page, focused by the keyboard.
 */
import type { Page } from 'playwright-core';

export interface FocusWalk {
  /** The controls reached, described (tag, test id or text). */
  readonly reached: readonly string[];
  /** One sentence per control whose focus cannot be seen. */
  readonly unseen: readonly string[];
}

/** At most this many Tab presses per page: more means the walk never came back round. */
const MAX_STOPS = 200;

/** Leaves the focus where it was before the walk (a walk must not move the keys into a field). */
export async function walkFocus(page: Page): Promise<FocusWalk> {
  const before = await page.evaluateHandle(() => {
    const had = document.activeElement as HTMLElement | null;
    had?.blur();
    return had;
  });
  try {
    return await walk(page);
  } finally {
    await before.evaluate((had) => {
      (document.activeElement as HTMLElement | null)?.blur();
      if (had && had !== document.body && had.isConnected) had.focus({ preventScroll: true });
    });
    await before.dispose();
  }
}

async function walk(page: Page): Promise<FocusWalk> {
  const reached: string[] = [];
  const unseen: string[] = [];
  let first: string | null = null;
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const w = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
      w.__focusIds ??= new WeakMap();
      w.__focusNext ??= 0;
      if (!w.__focusIds.has(element)) w.__focusIds.set(element, (w.__focusNext += 1));
      // A control drawn by another element (a transparent 1-px file input inside its label's
      // button) shows its focus there: its own outline would be invisible.
      const box = element.getBoundingClientRect();
      const drawnElsewhere =
        Number(getComputedStyle(element).opacity) === 0 || box.width <= 1 || box.height <= 1;
      const around = [
        element.parentElement,
        element.parentElement?.parentElement,
        element.previousElementSibling,
        element.nextElementSibling,
      ];
      const look = (): string =>
        [...(drawnElsewhere ? [] : [element]), ...around]
          .filter((node): node is HTMLElement => node !== null && node !== undefined)
          .map((node) => {
            const s = getComputedStyle(node);
            return [
              s.outlineStyle,
              s.outlineWidth,
              s.outlineColor,
              s.boxShadow,
              s.borderColor,
              s.backgroundColor,
              s.color,
            ].join(' ');
          })
          .join(' / ');
      const focused = look();
      element.blur();
      const unfocused = look();
      element.focus({ preventScroll: true });
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      const name = `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''} "${text}"`;
      return { id: `${w.__focusIds.get(element)}`, name, visible: focused !== unfocused };
    });
    if (seen === null) {
      if (first !== null) break;
      continue;
    }
    if (seen.id === first) break;
    first ??= seen.id;
    reached.push(seen.name);
    if (!seen.visible) unseen.push(`${seen.name} looks the same focused and unfocused`);
  }
  return { reached, unseen };
}
