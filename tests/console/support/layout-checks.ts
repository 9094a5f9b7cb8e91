/*
 * What the layout tests measure in the page: whether an element is wholly inside the viewport
 * and is what the browser finds at its centre (nothing covers it), whether the page scrolls, and
 * whether two elements overlap. Everything is read from the real layout (bounding boxes and
 * `document.elementFromPoint`), in CSS pixels.
 */
import type { Page } from 'playwright-core';

export interface Placement {
  readonly selector: string;
  /** How many elements the selector found (each is checked). */
  readonly found: number;
  /** One sentence per element that is cut off, outside the viewport or covered. */
  readonly problems: readonly string[];
}

/** Every element matching each selector: inside the viewport, and on top at its centre. */
export function placements(page: Page, selectors: readonly string[]): Promise<Placement[]> {
  return page.evaluate((list) => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const describe = (node: Element | null): string =>
      node
        ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${[...node.classList].join('.')}`
        : 'nothing';
    return list.map((selector) => {
      const nodes = [...document.querySelectorAll(selector)];
      const problems: string[] = [];
      for (const node of nodes) {
        const box = node.getBoundingClientRect();
        const where = `${selector} (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)})`;
        if (box.width < 1 || box.height < 1) {
          problems.push(`${where} has no size`);
          continue;
        }
        if (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5) {
          problems.push(`${where} is not wholly inside the ${width}×${height} viewport`);
          continue;
        }
        // Clipped by a scrolling or overflow-hidden ancestor: its visible part is smaller than its box.
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          if (
            box.left < clip.left - 0.5 ||
            box.top < clip.top - 0.5 ||
            box.right > clip.right + 0.5 ||
            box.bottom > clip.bottom + 0.5
          ) {
            problems.push(`${where} is cut off by its container ${describe(parent)}`);
            break;
          }
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === node || node.contains(hit))) {
          problems.push(`${where} is covered at its centre by ${describe(hit)}`);
        }
      }
      return { selector, found: nodes.length, problems };
    });
  }, selectors);
}

/**
 * The words of each element `selector` finds that do not fit in it: its content wider or taller
 * than its box (cut by an ellipsis, a line clamp or its overflow), as the element's text.
 */
export function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      .map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

/**
 * Buttons of each row `rowSelector` finds that are not inside their row and the window: across,
 * from the row's (or the window's) left edge to its right one; down, within the row. In words.
 */
export function buttonsOutOfRows(page: Page, rowSelector: string): Promise<string[]> {
  return page.$$eval(rowSelector, (rows) =>
    rows.flatMap((row) => {
      const outer = row.getBoundingClientRect();
      const buttons = [...row.querySelectorAll('button')];
      if (buttons.length === 0) return ['a row without buttons'];
      return buttons.flatMap((button) => {
        const box = button.getBoundingClientRect();
        const name = (button.textContent ?? '').trim();
        const found: string[] = [];
        if (box.left < Math.max(0, outer.left) || box.right > Math.min(innerWidth, outer.right) + 0.5)
          found.push(`"${name}" is not within the row and the window across (${box.left}+${box.width})`);
        if (box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)
          found.push(`"${name}" is not within its row`);
        return found;
      });
    }),
  );
}

/** How far the page itself scrolls, in CSS pixels (0 and 0 when it does not). */
export function pageOverflow(page: Page): Promise<{ readonly x: number; readonly y: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      x: Math.max(0, root.scrollWidth - root.clientWidth),
      y: Math.max(0, root.scrollHeight - root.clientHeight),
    };
  });
}

/** Pairs of (one of `over`, one of `under`) whose boxes intersect, in words. */
export function overlaps(page: Page, over: string, under: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ over, under }) => {
      const found: string[] = [];
      const visible = (box: DOMRect) => box.width > 0 && box.height > 0;
      for (const top of document.querySelectorAll(over)) {
        const a = top.getBoundingClientRect();
        if (!visible(a)) continue;
        for (const selector of under) {
          for (const node of document.querySelectorAll(selector)) {
            const b = node.getBoundingClientRect();
            if (!visible(b)) continue;
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
              found.push(`${over} "${(top.textContent ?? '').trim().slice(0, 40)}" overlaps ${selector}`);
            }
          }
        }
      }
      return found;
    },
    { over, under },
  );
}
