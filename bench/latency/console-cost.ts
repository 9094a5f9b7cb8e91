/**
 * Diagnostic, not part of `npm run bench`: how much main-thread time the console page spends per
 * board entered by keyboard (Chromium's own Performance metrics over CDP). On a 2-core machine
 * this is CPU the audience display does not get. `npx tsx bench/latency/console-cost.ts [boards]`
 */
import { pathToFileURL } from 'node:url';
import { launchBenchBrowser } from './browser';
import { HostClient } from './host-client';
import { startHostProcess } from './host-process';
import { MatchModel, boardAt, boardCommand, keysOf } from './match-model';

const METRICS = [
  'TaskDuration',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
  'LayoutCount',
] as const;

export async function consoleCost(boards = 60): Promise<Record<(typeof METRICS)[number], number>> {
  const host = await startHostProcess();
  const client = await HostClient.open(host.url);
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
    const page = await context.newPage();
    await page.goto(`${host.url}/console`);
    const model = new MatchModel();
    const chores = (): Promise<unknown> => model.playChores(client);
    const ready = (): Promise<unknown> =>
      page.waitForFunction(
        () =>
          document.querySelector('[data-testid=console]')?.getAttribute('data-ready') === 'true' &&
          document.querySelector('[data-testid=board-entry]') !== null,
      );
    await chores();
    await ready();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async (): Promise<Map<string, number>> => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      return new Map(metrics.map((m) => [m.name, m.value]));
    };
    const before = await read();
    for (let n = 0; n < boards; n += 1) {
      const next = boardAt(n);
      model.apply(boardCommand(next));
      for (const key of keysOf(next)) await page.keyboard.press(key);
      await page.waitForTimeout(20);
      await chores();
      await ready();
    }
    const after = await read();
    const perBoard = (name: string, scale: number): number =>
      Math.round((((after.get(name) ?? 0) - (before.get(name) ?? 0)) / boards) * scale * 1000) / 1000;
    return Object.fromEntries(
      METRICS.map((name) => [name, perBoard(name, name.endsWith('Count') ? 1 : 1000)]),
    ) as Record<(typeof METRICS)[number], number>;
  } finally {
    await browser.close();
    client.close();
    await host.stop();
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  consoleCost(Number(process.argv[2] ?? 60)).then(
    (cost) => console.table({ 'per board (ms, or count)': cost }),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
