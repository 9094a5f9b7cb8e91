/*
 * axe-core (the engine behind most accessibility checkers) run inside a page as it stands: the
 * WCAG 2.0, 2.1 and 2.2 rules of levels A and AA, and every rule of axe's best practices (issue
 * 38 item 9): one h1 per page, headings that do not skip a level, no empty table header, one main
 * landmark per page and every landmark named apart, all content inside landmarks, visible labels.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;
export const AXE_EXTRA_RULES = [
  'page-has-heading-one',
  'heading-order',
  'empty-table-header',
  // Landmarks a screen reader lists: one main per page, each landmark named apart (issue 38 item 9:
  // the Display tab framed the hall display's main beside the console's, both unnamed).
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
] as const;

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: [...AXE_TAGS, 'best-practice'] },
  rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
  resultTypes: ['violations'],
  // axe is put in the page's main frame only, so it does not go into frames (the console's framed
  // display is checked as a page of its own): looking in, it waited 500 ms (pingWaitTime) for an
  // answer from each frame with no axe in it, and then left it out. The frame element itself is
  // still checked (frame-title and the like), and the results are the same.
  iframes: false,
};

/** One line per rule broken: its id, impact, how many elements, and the first few of them. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: unknown): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    OPTIONS,
  );
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`);
    return `${violation.id} [${violation.impact}] ×${violation.nodes.length}: ${nodes.join('; ')}`;
  });
}
