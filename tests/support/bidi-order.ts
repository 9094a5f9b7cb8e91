/*
 * Where, on screen, parts of a line are drawn (issue 23 item 11): a right-to-left name must not
 * pull the number after it into its run, so in a left-to-right page each part, taken in the
 * order it is written, is drawn to the right of the one before it. `#` stands for the next
 * number in the text.
 */
import type { Page } from 'playwright-core';

/** The left edge, in CSS pixels, of each part as found in the element's text in logical order. */
export function partLefts(page: Page, selector: string, parts: readonly string[]): Promise<number[]> {
  return page.evaluate(
    ([wanted, list]) => {
      const root = document.querySelector(wanted);
      if (!root) throw new Error(`no ${wanted}`);
      const nodes: Text[] = [];
      const starts: number[] = [];
      let text = '';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        starts.push(text.length);
        nodes.push(node as Text);
        text += node.textContent ?? '';
      }
      const locate = (offset: number): [Text, number] => {
        let i = starts.length - 1;
        while (i > 0 && starts[i]! > offset) i -= 1;
        return [nodes[i]!, offset - starts[i]!];
      };
      const lefts: number[] = [];
      let from = 0;
      for (const part of list) {
        const digits = part === '#' ? /\d+/.exec(text.slice(from)) : null;
        const at = part === '#' ? (digits ? from + digits.index : -1) : text.indexOf(part, from);
        const length = part === '#' ? (digits?.[0].length ?? 0) : part.length;
        if (at < 0) throw new Error(`"${part}" not found after ${from} in "${text}"`);
        const [startNode, startOffset] = locate(at);
        const [endNode, endOffset] = locate(at + length - 1);
        const range = document.createRange();
        range.setStart(startNode, startOffset);
        range.setEnd(endNode, endOffset + 1);
        lefts.push(range.getBoundingClientRect().left);
        from = at + length;
      }
      return lefts;
    },
    [selector, parts] as const,
  );
}

/** True when every part is drawn to the right of the one written before it. */
export function leftToRight(lefts: readonly number[]): boolean {
  return lefts.every((left, i) => i === 0 || left > lefts[i - 1]!);
}

/**
 * The probe's own check: the same words without isolation, put in the page, read out of order
 * (the number jumps to the left of the name), so a passing test means the isolation works.
 */
export async function unisolatedSwaps(page: Page, text: string, parts: readonly string[]): Promise<boolean> {
  await page.evaluate((line) => {
    const probe = document.createElement('div');
    probe.id = 'bidi-probe';
    probe.dir = 'ltr';
    probe.style.cssText = 'position:fixed;left:0;top:0;font-size:24px;white-space:nowrap;background:#fff';
    probe.textContent = line;
    document.body.append(probe);
  }, text);
  const lefts = await partLefts(page, '#bidi-probe', parts);
  await page.evaluate(() => document.getElementById('bidi-probe')?.remove());
  return !leftToRight(lefts);
}
