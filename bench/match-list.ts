import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { openHost, type Host } from '../electron/host/host';
import { startWebServer, type RunningServer } from '../electron/app/web-server';
import { tempDir } from '../tests/host/helpers';
import { CREATE_MATCH, TOSS, board } from '../tests/host/fixtures/match-script';
import { submitParsed } from '../tests/support/parsed';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { perRunNote, round } from './latency/figures';
import { summarize } from './latency/measure';

/**
 * A board → the console's Matches tab showing it, with 0 and with `stored` other matches stored on
 * the host (issue 36 item 7: the list used to grow with every stored match and be asked again on
 * each push). Both hosts run in this process, each with its own console page; boards go to the
 * two in turn (A B A B), so both see the same machine. The figure is the ratio of the medians.
 */

const CONSOLE = { role: 'console', readOnly: false } as const;

interface Table {
  readonly host: Host;
  readonly server: RunningServer;
  readonly page: Page;
  readonly samples: number[];
  close(): Promise<void>;
}

/** `count` finished-board matches, stored before the host under test opens the folder. */
function storeMatches(dataDir: string, count: number): void {
  const host = openHost({ dataDir });
  for (let k = 0; k < count; k += 1) {
    const match = {
      ...CREATE_MATCH,
      sides: [
        { name: `Stored ${k}`, players: [`Stored ${k}`] },
        { name: `Rival ${k}`, players: [`Rival ${k}`] },
      ],
    };
    for (const command of [match, TOSS, board(k % 2)]) submit(host, command);
  }
  host.close();
}

function submit(host: Host, command: unknown): void {
  const result = submitParsed(host, command, CONSOLE);
  if (!result.ok) throw new Error(`the bench's command was refused: ${JSON.stringify(result)}`);
}

async function openTable(browser: Browser, stored: number): Promise<Table> {
  const dir = tempDir();
  storeMatches(dir.path, stored);
  const host = openHost({ dataDir: dir.path });
  for (const command of [CREATE_MATCH, TOSS]) submit(host, command);
  const server = await startWebServer(host, {
    port: 0,
    host: '127.0.0.1',
    staticDir: resolve(import.meta.dirname, '..', 'out', 'renderer'),
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/console`);
  await page.waitForSelector('[data-testid=console][data-ready=true]');
  await page.click('[data-testid=tab-matches]');
  await page.waitForSelector('[data-testid=match-row].current [data-testid=match-result]');
  // The current match's result cell, stamped on the browser's clock when its text changes.
  await page.evaluate(() => {
    const w = window as unknown as { __changed: (previous: string) => Promise<number> };
    // No named helper functions in here: tsx would wrap them in a __name() the page lacks.
    w.__changed = (previous) =>
      new Promise((done) => {
        const observer = new MutationObserver(() => {
          const cell = document.querySelector('[data-testid=match-row].current [data-testid=match-result]');
          if ((cell?.textContent ?? previous) === previous) return;
          observer.disconnect();
          done(performance.timeOrigin + performance.now());
        });
        observer.observe(document.querySelector('[data-testid=match-list]')!, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
  });
  return {
    host,
    server,
    page,
    samples: [],
    async close() {
      await context.close();
      await server.close();
      host.close();
      dir.remove();
    },
  };
}

/** One board on the table's current match (a new match first when the last one is over), timed to the DOM. */
async function timedBoard(table: Table, index: number): Promise<void> {
  if (table.host.current().view.phase === 'matchOver') {
    for (const command of [CREATE_MATCH, TOSS]) submit(table.host, command);
    await table.page.waitForFunction(
      () =>
        document.querySelector('[data-testid=match-row].current [data-testid=match-result]')?.textContent ===
        '0–0 (0–0)',
    );
  }
  const cell = '[data-testid=match-row].current [data-testid=match-result]';
  const previous = (await table.page.textContent(cell)) ?? '';
  const shown = table.page.evaluate(
    (text) => (window as unknown as { __changed: (p: string) => Promise<number> }).__changed(text),
    previous,
  );
  const sent = performance.timeOrigin + performance.now();
  submit(table.host, board(index % 2, 1 + (index % 5), 'loser'));
  table.samples.push((await shown) - sent);
}

export async function benchMatchList(
  boards: number,
  stored: number,
  batches: number,
): Promise<BenchFigure[]> {
  const browser = await launchBenchBrowser();
  const runs: { empty: number[]; full: number[] }[] = [];
  try {
    for (let batch = 0; batch < batches; batch += 1) {
      const empty = await openTable(browser, 0);
      const full = await openTable(browser, stored);
      try {
        for (let index = 0; index < boards; index += 1) {
          await timedBoard(empty, index);
          await timedBoard(full, index);
        }
        runs.push({ empty: empty.samples, full: full.samples });
      } finally {
        await empty.close();
        await full.close();
      }
    }
  } finally {
    await browser.close();
  }
  const empty = summarize(runs.flatMap((run) => run.empty));
  const full = summarize(runs.flatMap((run) => run.full));
  const ratio = full.median / empty.median;
  return [
    {
      name: 'board → console Matches tab, 0 stored matches, median',
      value: round(empty.median),
      unit: 'ms',
      note: `p99 ${round(empty.p99)} ms; ${perRunNote(runs.map((run) => run.empty))}`,
    },
    {
      name: `board → console Matches tab, ${stored.toLocaleString('en-US')} stored matches, median`,
      value: round(full.median),
      unit: 'ms',
      note: `p99 ${round(full.p99)} ms; ${perRunNote(runs.map((run) => run.full))}`,
    },
    {
      name: `Matches tab: ${stored.toLocaleString('en-US')} stored / 0 stored, at the median`,
      value: round(ratio, 2),
      unit: '×',
      target: '≤ 1.1 ×',
      ok: ratio <= 1.1,
      note: `p99 ${round(full.p99 / empty.p99, 2)}×; ${batches} batches × ${boards} boards on each, in turn (issue 36 item 7)`,
    },
  ];
}
