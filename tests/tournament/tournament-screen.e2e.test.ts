/**
 * The console's Tournament screen in Chromium against the real host: a gzipped SoL export chosen
 * in the file picker (unpacked by the browser, read and kept by the host), the current turn's
 * pairings by table with the bye, a turn picked, a pairing set up as the table's match in one
 * step, a broken export refused naming where, the results downloaded as CSV, and the screen in
 * another language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, startHarness, type Harness } from '../console/support/harness';
import { openConsole } from '../console/support/console-page';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/sol/${name}`, import.meta.url));

const rowTexts = (page: Page): Promise<string[]> =>
  page.locator('[data-testid=pairing-row]').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td')]
        .slice(0, 5)
        .map((cell) =>
          (
            cell.querySelector('bdi, .muted, [data-testid=pairing-status]')?.textContent ??
            cell.textContent ??
            ''
          ).trim(),
        )
        .join(' | '),
    ),
  );

describe('console: the Tournament screen', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('tournament');
    page = await openConsole(harness.browser, harness.url);
    await page.click('[data-testid=tab-tournament]');
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('imports a gzipped SoL export and lists the current turn by table, the bye included', async () => {
    await page.waitForSelector('text=No tournament imported');
    await page.setInputFiles('[data-testid=tournament-file]', fixture('spring-open-byes.sol.gz'));
    await page.waitForSelector('[data-testid=pairing-row]');
    expect(await page.textContent('h2')).toBe('Torneo di Primavera');
    expect(await page.textContent('[data-testid=tournament-line]')).toContain(
      'One game of 45 min · warning 5 min before the end',
    );
    expect(await rowTexts(page)).toEqual([
      '1 | Emanuele Gaifax | Giulia Rossi |  | No match yet',
      '2 | Jürg Brändli | Ananya शर्मा |  | No match yet',
      '3 | Amélie Mée | Marco Bianchi |  | No match yet',
      '4 | Łukasz Kowalczyk | Bye | 25 – 0 | Bye: phantom score',
    ]);
    expect(await page.locator('[data-testid=pairing-set-up]').count()).toBe(3);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'tournament-turn-2.png') });
  });

  it('lists a turn the operator picks', async () => {
    await page.selectOption('[data-testid=tournament-turn]', '1');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=pairing-row] bdi')?.textContent === 'Emanuele Gaifax' &&
        document.querySelectorAll('[data-testid=pairing-row]')[3]?.textContent?.includes('Ananya'),
    );
    expect((await rowTexts(page))[3]).toBe('4 | Ananya शर्मा | Bye | 25 – 0 | Bye: phantom score');
    await page.selectOption('[data-testid=tournament-turn]', '2');
    await page.waitForFunction(() =>
      document.querySelectorAll('[data-testid=pairing-row]')[3]?.textContent?.includes('Łukasz'),
    );
  });

  it("sets table 3's match up from its pairing in one step", async () => {
    await page.click('[aria-label="Set up table 3: Amélie Mée – Marco Bianchi"]');
    await page.waitForSelector('text=On the table now');
    const { view } = harness.host.current();
    expect(view.sides.map((side) => [side.name, side.club])).toEqual([
      ['Amélie Mée', 'Club de Carrom de Genève'],
      ['Marco Bianchi', 'Carrom Club Milano'],
    ]);
    expect(view.info).toMatchObject({ event: 'Torneo di Primavera', round: '2', table: '3' });
    expect((await rowTexts(page))[2]).toBe('3 | Amélie Mée | Marco Bianchi |  | Playing');
  });

  it('shows the sides’ nationality from the pairing: the console’s match header and the hall display', async () => {
    expect(harness.host.current().view.sides.map((side) => side.nationality)).toEqual(['CHE', 'ITA']);
    await page.click('[data-testid=tab-match]');
    expect(await page.textContent('[data-testid=console-nationality-0]')).toBe('CHE');
    expect(await page.textContent('[data-testid=console-nationality-1]')).toBe('ITA');
    const display = await harness.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await display.goto(`${harness.url}/display`);
    await display.waitForSelector('[data-testid=side-nationality]');
    expect(await display.locator('[data-testid=side-nationality]').allTextContents()).toEqual(['CHE', 'ITA']);
    expect(await display.locator('[data-testid=side-players]').first().textContent()).toBe(
      'Club de Carrom de Genève|CHE',
    );
    await display.close();
    await page.click('[data-testid=tab-tournament]');
    await page.waitForSelector('[data-testid=pairing-row]');
  });

  it('downloads the turn’s results as CSV in SoL’s order', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=tournament-csv]'),
    ]);
    expect(download.suggestedFilename()).toBe('Torneo di Primavera-turn-2.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFtable,competitor1,competitor2,score1,score2,players1,players2,status',
      '1,1,3,,,Emanuele Gaifax,Giulia Rossi,missing',
      '2,5,7,,,Jürg Brändli,Ananya शर्मा,missing',
      '3,2,6,,,Amélie Mée,Marco Bianchi,playing',
      '4,4,,25,0,Łukasz Kowalczyk,,bye',
      '',
    ]);
  });

  it('refuses a broken export naming where, and keeps the tournament it had', async () => {
    const broken = readFileSync(fixture('spring-open-byes.sol'), 'utf8').replace(
      'competitor2: 7,',
      'competitor2: 70,',
    );
    await page.setInputFiles('[data-testid=tournament-file]', {
      name: 'broken.sol',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(broken),
    });
    await page.waitForSelector('[data-testid=tournament-refusal]');
    expect(await page.textContent('[data-testid=tournament-refusal] [data-testid=refusal-detail]')).toContain(
      'matches[6].competitor2: 70 is out of range',
    );
    expect(await page.textContent('h2')).toBe('Torneo di Primavera');
    expect(await page.locator('[data-testid=pairing-row]').count()).toBe(4);
  });

  it('speaks the operator’s language', async () => {
    const polish = await openConsole(harness.browser, harness.url, 'pl');
    await polish.click('[data-testid=tab-tournament]');
    await polish.waitForSelector('[data-testid=pairing-row]');
    expect(await polish.textContent('[data-testid=tab-tournament]')).toContain('Turniej');
    expect(await polish.locator('[data-testid=pairing-status]').last().textContent()).toBe(
      'Wolny los: wynik fantomowy',
    );
    await polish.context().close();
  });

  it('picks another tourney of an export of several, and asks another console to import the file itself', async () => {
    expect(await page.locator('[data-testid=tournament-tourney]').count()).toBe(0);
    await page.setInputFiles('[data-testid=tournament-file]', fixture('scr-dump-two-tourneys.sol.gz'));
    await page.waitForFunction(() => document.querySelector('h2')?.textContent === '3° Torneo Sociale');
    expect(
      await page
        .locator('[data-testid=tournament-tourney] option')
        .evaluateAll((options) => options.map((option) => option.textContent)),
    ).toEqual(['1. 3° Torneo Sociale (2024-11-16)', '2. 3° Torneo Sociale – doppio (2024-11-17)']);
    await page.selectOption('[data-testid=tournament-tourney]', '2');
    await page.waitForFunction(
      () => document.querySelector('h2')?.textContent === '3° Torneo Sociale – doppio',
    );
    expect(await rowTexts(page)).toEqual([
      '1 | Emanuele Gaifax / Chiara Zanella | Jürgen Müller / Sanjay Kulkarni |  | No match yet',
      '2 | Anaïs Lelièvre / Mirosław Kołodziej | Paolo Tomasi / Priya Deshpande |  | No match yet',
    ]);

    const other = await openConsole(harness.browser, harness.url);
    await other.click('[data-testid=tab-tournament]');
    await other.waitForSelector('[data-testid=tournament-tourney]');
    await other.selectOption('[data-testid=tournament-tourney]', '1');
    expect(await other.textContent('[data-testid=tournament-problem]')).toContain('import the file again');
    expect(await other.textContent('h2')).toBe('3° Torneo Sociale – doppio');
    await other.context().close();
  });
});
