/**
 * /venue/results in Chromium against a real hall host and hub (issue 41): two tables set up from
 * their pairings of a SoL export finish their matches; the page lists the whole turn as the
 * director keys it into SoL: table 1 and 3 with their points from SoL's competitor 1 / 2 view,
 * table 2 (no result sent) marked missing, the bye with the phantom score.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { readTournamentFile } from '../../electron/host/tournament-file';
import { openTablePublisher, type TablePublisher } from '../../electron/venue/table-publisher';
import { CONSOLE, tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { startScreenHost, type ScreenHost } from '../venue/screen-host';
import { brokerOf, finishMatch, VENUE } from '../venue/tables';

const fixture = fileURLToPath(new URL('../fixtures/sol/spring-open-byes.sol', import.meta.url));

function tableOf(dataDir: string, table: number, url: string): { host: Host; publisher: TablePublisher } {
  const host = openHost({ dataDir });
  const { fileName, text } = readTournamentFile(fixture);
  for (const command of [
    { type: 'ImportTournament', fileName, text },
    { type: 'SetUpPairing', turn: 2, table },
    { type: 'RecordToss', winner: 0, choice: 'break' },
  ] as const) {
    const result = host.submit(command, CONSOLE);
    if (!result.ok) throw new Error(result.message);
  }
  const publisher = openTablePublisher(host, {
    broker: brokerOf(url, table),
    venue: VENUE,
    table,
    log: () => undefined,
  });
  return { host, publisher };
}

describe('/venue/results: the tournament turn', () => {
  const dir = tempDir('venue-sol-');
  let screens: ScreenHost;
  let browser: Browser;
  const tables: { host: Host; publisher: TablePublisher }[] = [];

  beforeAll(async () => {
    screens = await startScreenHost(join(dir.path, 'hall'));
    tables.push(
      tableOf(join(dir.path, 't1'), 1, screens.hub.url),
      tableOf(join(dir.path, 't3'), 3, screens.hub.url),
    );
    for (const table of tables) finishMatch(table);
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    for (const table of tables) {
      await table.publisher.close();
      table.host.close();
    }
    await screens?.close();
    dir.remove();
  });

  it('lists every table of the turn in SoL order, the missing one marked, the bye with the phantom score', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${screens.server.url}/venue/results`);
    const rows = page.locator('[data-testid=sol-row]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(4);
    expect(await page.textContent('[data-testid=sol-turn-title]')).toBe('Torneo di Primavera · turn 2');
    const points = (table: { host: Host }): string => table.host.current().view.games[0]!.scores.join(' – ');
    const texts = await rows.evaluateAll((all) =>
      all.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
    expect(texts).toEqual([
      ['1', 'Emanuele Gaifax – Giulia Rossi', points(tables[0]!), 'Played'],
      ['2', '', '', 'No result yet'],
      ['3', 'Amélie Mée – Marco Bianchi', points(tables[1]!), 'Played'],
      ['', 'Łukasz Kowalczyk', '25 – 0', 'Bye: phantom score'],
    ]);
    await page.screenshot({
      path: join(import.meta.dirname, '..', '..', 'test-artifacts', 'venue-sol-turn.png'),
    });
    await page.close();
  }, 40_000);
});
