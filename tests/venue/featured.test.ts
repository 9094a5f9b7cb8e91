import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE, tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { startScreenHost, type ScreenHost } from './screen-host';
import { openSimTable, sideNames, VENUE, type SimTable, finishMatch } from './tables';
import { submitParsed } from '../support/parsed';

/** The director's featured table, displays and overlays of other tables, the results page, the console's line. */
describe('featured table, ?table=N and /venue/results', () => {
  const dir = tempDir('venue-featured-');
  let screens: ScreenHost;
  let browser: Browser;
  const sims: SimTable[] = [];

  beforeAll(async () => {
    screens = await startScreenHost(join(dir.path, 'screen'));
    sims.push(
      openSimTable(join(dir.path, 't1'), 1, screens.hub.url, 'queen-5'),
      openSimTable(join(dir.path, 't2'), 2, screens.hub.url),
    );
    sims[1]!.board(0);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(sims.map((sim) => sim.close()));
    await screens?.close();
    dir.remove();
  });

  it('lists a finished match on /venue/results and exports it as CSV', async () => {
    const table1 = sims[0]!;
    finishMatch(table1);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${screens.server.url}/venue/results`);
    const row = page.locator('[data-testid=venue-result]');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const [a, b] = sideNames(1);
    expect(await row.textContent()).toContain(`${a} – ${b}`);
    const csv = decodeURIComponent(
      (await page.locator('[data-testid=venue-csv]').getAttribute('href'))!.split(',').slice(1).join(','),
    );
    // UTF-8 with a byte order mark, as the table's own export: Excel reads accents and scripts right.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      // Then the forfeit (issue 38 item 2) and one column per player of a pair (item 3).
      'finished,table,match_id,event,round,type,side_1,side_2,side_3,games_won,game_scores,winner,ended_by,version,' +
        'forfeit_by,forfeit_kind,unfinished_game,unfinished_scores,side_1_player_1,side_1_player_2,side_2_player_1,side_2_player_2',
    );
    expect(csv).toContain(`,1,${table1.host.current().matchId},Venue test,,singles,${a},${b},,1-0,`);
    expect(csv).toContain(`,${a},games,1,`);

    // The winner's name corrected after the result (and a name a spreadsheet would run as a
    // formula): a new version of the match's result, which the page and its CSV show.
    const renamed = ' =HYPERLINK("x")';
    const details = submitParsed(
      table1.host,
      {
        type: 'UpdateDetails',
        sides: [
          { name: renamed, players: [renamed] },
          { name: 'Bruno Corrected', players: ['Bruno Corrected'] },
        ],
        info: { event: 'Venue test', table: '1' },
      },
      CONSOLE,
    );
    expect(details.ok).toBe(true);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Bruno Corrected');
    expect(await row.count()).toBe(1);
    const corrected = decodeURIComponent(
      (await page.locator('[data-testid=venue-csv]').getAttribute('href'))!.split(',').slice(1).join(','),
    );
    expect(corrected).toContain(`,"' =HYPERLINK(""x"")",Bruno Corrected,,1-0,`);
    expect(corrected).toContain(`,"' =HYPERLINK(""x"")",games,2,`);
    expect(corrected.split('\r\n').filter((line) => line !== '')).toHaveLength(2);
    // And back (the next test's displays show these names): version 3.
    expect(
      submitParsed(
        table1.host,
        {
          type: 'UpdateDetails',
          sides: [
            { name: a, players: [a] },
            { name: b, players: [b] },
          ],
          info: { event: 'Venue test', table: '1' },
        },
        CONSOLE,
      ).ok,
    ).toBe(true);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(`${a} – ${b}`);
    expect(
      decodeURIComponent(
        (await page.locator('[data-testid=venue-csv]').getAttribute('href'))!.split(',').slice(1).join(','),
      ),
    ).toContain(`,${a},games,3,`);
    await page.screenshot({ path: 'test-artifacts/venue-results.png' });
    await page.close();
  });

  it('features a table with the PIN; ?table=featured follows it live, ?table=N shows table N', async () => {
    const overview = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await overview.goto(`${screens.server.url}/venue`);
    await expect
      .poll(() => overview.locator('[data-testid=venue-table]').count(), { timeout: 10_000 })
      .toBe(2);
    await overview.keyboard.press('d');
    await overview.selectOption('[data-testid=venue-feature-table]', '2');
    await overview.fill('[data-testid=venue-pin]', '000000' === screens.host.pin() ? '111111' : '000000');
    await overview.click('[data-testid=venue-feature]');
    await expect
      .poll(() => overview.locator('[data-testid=venue-feature-answer]').textContent(), { timeout: 5000 })
      .toMatch(/PIN/i);
    await overview.fill('[data-testid=venue-pin]', screens.host.pin());
    await overview.click('[data-testid=venue-feature]');
    await expect
      .poll(() => overview.locator('[data-testid=venue-feature-answer]').textContent(), { timeout: 5000 })
      .toContain('Table 2 is featured');
    await expect
      .poll(() => overview.locator('[data-testid=venue-featured]').textContent(), { timeout: 5000 })
      .toContain('Table 2');
    await overview.screenshot({ path: 'test-artifacts/venue-director.png' });

    const display = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await display.goto(`${screens.server.url}/display?table=featured`);
    await expect
      .poll(() => display.locator('[data-testid=side-0]').textContent(), { timeout: 5000 })
      .toContain(sideNames(2)[0]);
    const overlay = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await overlay.goto(`${screens.server.url}/overlay?table=featured`);
    await expect
      .poll(() => overlay.locator('[data-testid=overlay-side-0]').textContent(), { timeout: 5000 })
      .toContain(sideNames(2)[0]);
    const one = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await one.goto(`${screens.server.url}/display?table=1`);
    // Table 1's match is over (the first test): its display shows the match result, names first.
    await expect.poll(() => one.locator('[data-testid=match-result]').count(), { timeout: 5000 }).toBe(1);
    expect(await one.locator('[data-testid=match-result]').textContent()).toContain(sideNames(1)[0]);

    // The director switches to table 1: the featured display and overlay follow without a reload.
    await overview.selectOption('[data-testid=venue-feature-table]', '1');
    await overview.click('[data-testid=venue-feature]');
    await expect.poll(() => display.locator('[data-testid=match-result]').count(), { timeout: 5000 }).toBe(1);
    expect(await display.locator('[data-testid=match-result]').textContent()).toContain(sideNames(1)[0]);
    await expect
      .poll(() => overlay.locator('[data-testid=overlay-side-0]').textContent(), { timeout: 5000 })
      .toContain(sideNames(1)[0]);
    // A board at table 2 reaches its own ?table=2 display.
    const two = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await two.goto(`${screens.server.url}/display?table=2`);
    const before = sims[1]!.host.current().view.sides.map((side) => side.score);
    sims[1]!.board(1);
    const after = sims[1]!.host.current().view.sides.map((side) => side.score);
    expect(after).not.toEqual(before);
    await expect
      .poll(() => two.locator('[data-testid=side-0]').textContent(), { timeout: 5000 })
      .toContain(String(after[0]));
    await display.screenshot({ path: 'test-artifacts/venue-display-featured.png' });
  });

  it('shows the broker link on the console in words', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${screens.server.url}/console`);
    await expect
      .poll(() => page.locator('[data-testid=venue-link]').getAttribute('data-link'), { timeout: 5000 })
      .toBe('online');
    expect(await page.locator('[data-testid=venue-link]').textContent()).toContain(
      `Venue ${VENUE}: connected`,
    );
  });
});
