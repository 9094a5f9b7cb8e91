/*
 * Undo with its confirmation and Redo, the doubles opening partner, forfeits and the
 * three-player entry, typed on the console against the real host; each checked against what the
 * host stored (audit trail, match file) and the `score` command.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuditEntry } from '../../shared/contract';
import { scoreMatchFileText } from '../../shared/match-file';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import {
  changes,
  createMatch,
  openConsole,
  press,
  readSides,
  revision,
  startNewMatch,
  text,
} from './support/console-page';
import { queryParsed } from '../support/parsed';
import { saveScreenshot } from '../support/screenshot';
import { bannerGone } from '../support/banner';

const CONSOLE = { role: 'console', readOnly: false } as const;

describe('console: undo asks, redo restores, opening partner, forfeits, three players', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('record');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function audit(): Promise<AuditEntry[]> {
    const result = await queryParsed(harness.host, { type: 'AuditTrail' }, CONSOLE);
    if (!result.ok) throw new Error(result.message);
    return [...(result.data as AuditEntry[])];
  }

  async function matchFile(): Promise<Record<string, unknown>> {
    const result = await queryParsed(harness.host, { type: 'ExportMatchFile' }, CONSOLE);
    if (!result.ok) throw new Error(result.message);
    return (result.data as { file: Record<string, unknown> }).file;
  }

  const scores = async (): Promise<number[]> => (await readSides(page)).map((s) => s.score);

  /** Each test starts its own match: Asha and Bruno, Asha breaks, these boards typed (keys before Enter). */
  async function matchWithBoards(...boards: readonly string[]): Promise<void> {
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    for (const keys of boards) await changes(page, () => press(page, ...keys, 'Enter'));
  }

  it('U shows what it will undo and needs a second key; Esc keeps the board; O puts it back', async () => {
    await matchWithBoards('14l', '23w');
    expect(await scores()).toEqual([4, 6]);

    await press(page, 'u');
    expect(await text(page, '[data-testid=undo-ask] .question')).toBe(
      'Undo board 2: Bruno won · pieces left: 3 · queen: winner → +6?',
    );
    await saveScreenshot(page, `${ARTIFACTS_DIR}/undo-ask-en.png`);
    const before = await revision(page);
    await press(page, 'Escape');
    expect(await page.isVisible('[data-testid=undo-ask]')).toBe(false);
    expect(await revision(page)).toBe(before);
    expect(await scores()).toEqual([4, 6]);

    await press(page, 'u');
    await changes(page, () => press(page, 'u'));
    expect(await scores()).toEqual([4, 0]);
    expect(await text(page, '[data-testid=redo]')).toBe(
      'O Redo board 2 (Bruno won · pieces left: 3 · queen: winner)',
    );
    await changes(page, () => press(page, 'o'));
    expect(await scores()).toEqual([4, 6]);
    expect(await page.isVisible('[data-testid=redo]')).toBe(false);

    const types = (await audit()).map((e) => e.event.type);
    expect(types.slice(-3)).toEqual(['BoardRecorded', 'BoardVoided', 'BoardRedone']);
  });

  it('in one burst: U Enter, then a new board — the undo is confirmed first and Redo is gone', async () => {
    await matchWithBoards('14l', '23w');
    expect(await scores()).toEqual([4, 6]);
    // No waiting between keys: the key queue holds the board's keys until the undo is shown.
    await changes(page, () => press(page, 'u', 'Enter', '1', '2', 'l', 'Enter'));
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=undo]')?.textContent?.includes('board 2'),
    );
    expect(await scores()).toEqual([6, 0]);
    expect(await page.isVisible('[data-testid=redo]')).toBe(false);
    const events = (await audit()).slice(-2).map((e) => e.event);
    expect(events.map((e) => e.type)).toEqual(['BoardVoided', 'BoardRecorded']);
    expect(events[1]).toMatchObject({ game: 1, board: 2, entry: { winner: 0, pieces: 2, queen: 'loser' } });
  });

  it('F: the forfeit panel asks which side and why, Enter asks what it records, Enter again ends the match; boards stay on the record', async () => {
    await matchWithBoards('14l', '12l');
    expect(await scores()).toEqual([6, 0]);
    await press(page, 'f');
    // A board typed into the panel is refused, named, and nothing after it applies until Esc or Backspace.
    await press(page, '6', 'w', 'Enter');
    expect(await page.$('[data-testid=forfeit-question]')).toBeNull();
    await press(page, 'Backspace');
    await press(page, '2', 'r');
    expect(await text(page, '[data-testid=forfeit-summary]')).toBe(
      'Bruno: Resigned. Asha wins the match. The boards played stay on the record.',
    );
    await saveScreenshot(page, `${ARTIFACTS_DIR}/forfeit-panel-en.png`);
    await press(page, 'Enter');
    expect(await text(page, '[data-testid=forfeit-question] .summary')).toBe(
      'Record: Bruno: Resigned. Asha wins the match?',
    );
    await changes(page, () => press(page, 'Enter'));
    expect(await text(page, '[data-testid=match-forfeit]')).toBe('Asha wins the match: Bruno resigned');
    const file = await matchFile();
    expect(file.forfeit).toEqual({ by: 1, kind: 'resigned' });
    const report = scoreMatchFileText(JSON.stringify(file)).output as unknown as {
      endedBy: string;
      games: { boards: unknown[] }[];
    };
    expect(report.endedBy).toBe('forfeit');
    expect(report.games[0]!.boards).toHaveLength(2);

    // The hall display says why the match ended.
    const display = await harness.browser.newPage();
    await display.clock.install();
    await display.goto(`${harness.url}/display`);
    await display.waitForSelector('[data-testid=banner-subtitle]');
    // Who and how, the side named (issue 38 item 2); names isolated (FSI … PDI).
    expect(await display.textContent('[data-testid=banner-subtitle]')).toBe('\u2068Bruno\u2069 resigned');
    await saveScreenshot(display, `${ARTIFACTS_DIR}/forfeit-display-en.png`);
    // Once the banner has gone: the result as it happened. No "0–0" (no game was won at the
    // table), and game 1 unfinished at the score where it stopped, not "Asha beats Bruno 6–0".
    await bannerGone(display);
    await display.waitForSelector('[data-testid=match-result]', { timeout: 15_000 });
    const shown = async (id: string): Promise<string> =>
      ((await display.textContent(`[data-testid=${id}]`)) ?? '').replace(/[\u2068\u2069]/g, '').trim();
    expect(await shown('match-result-text')).toBe('Asha wins the match');
    expect(await shown('match-forfeit')).toBe('Bruno resigned');
    expect(await shown('match-game-1')).toBe('Unfinished: stopped at Asha 6 – Bruno 0');
    expect(await shown('match-result')).not.toMatch(/0–0|beats/);
    await saveScreenshot(display, `${ARTIFACTS_DIR}/forfeit-display-result-en.png`);
    await display.close();

    // The printed sheet: game 1 unfinished with its score, the match won by the resignation.
    await page.click('button:has-text("Print score sheet")');
    await page.waitForSelector('[data-testid=sheet-unfinished-1]');
    expect((await text(page, '[data-testid=sheet-unfinished-1]')).replace(/[\u2068\u2069]/g, '')).toBe(
      'Game 1: unfinished, stopped at Asha 6 – Bruno 0',
    );
    await page.click('button:has-text("Back")');
    await page.waitForSelector('[data-testid=tab-match]');
    await page.click('[data-testid=tab-match]');
  });

  it('doubles: before game 2 the console shows who of the opening side breaks; X changes it (in the match file)', async () => {
    await createMatch(page, {
      type: 'doubles',
      players: [
        ['Asha', 'Bela'],
        ['Chen', 'Dev'],
      ],
    });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    // Game 1: Asha, Chen, Bela break; 12 + 12 + 12 = 36 for Asha / Bela after three boards.
    for (let i = 0; i < 3; i++) await changes(page, () => press(page, '1', '9', 'w', 'Enter'));
    // Game 2 is opened by Chen / Dev; going round from Bela the first of them is Dev.
    expect(await text(page, '[data-testid=opening-partner]')).toBe(
      'Game 2: who of Chen / Dev breaks first? Dev — continues the order round the table X Chen breaks instead',
    );
    await changes(page, () => press(page, 'x'));
    expect(await text(page, '[data-testid=opening-breaker]')).toBe('Chen');
    expect(await text(page, '[data-testid=opening-partner]')).toContain('chosen instead of Dev');
    await saveScreenshot(page, `${ARTIFACTS_DIR}/opening-partner-en.png`);
    await changes(page, () => press(page, '2', '1', 'l', 'Enter'));
    expect(await page.isVisible('[data-testid=opening-partner]')).toBe(false);

    const file = await matchFile();
    expect((file.games as { openingPlayer?: number }[])[1]!.openingPlayer).toBe(0);
    const report = scoreMatchFileText(JSON.stringify(file)).output as unknown as {
      games: { boards: { breaker: number; breakerPlayer: number }[] }[];
    };
    expect(report.games[1]!.boards[0]).toMatchObject({ breaker: 1, breakerPlayer: 0 });
    expect((await audit()).some((e) => e.event.type === 'OpeningPlayerChosen')).toBe(true);
  });

  it('three players: no colour words, impossible boards refused with the reason, a points preview, the tie words', async () => {
    await page.click('[data-testid=tab-setup]');
    await page.click('button:has-text("Three players")');
    for (const [i, name] of ['Asha', 'Bruno', 'Chen'].entries())
      await page.fill(`[data-testid=player-${i}-0]`, name);
    await startNewMatch(page);
    await press(page, '1', 'b');
    expect(await text(page, '[data-testid=toss-result]')).toBe('Asha breaks first.');
    await changes(page, () => press(page, 'Enter'));
    expect(await text(page, '[data-testid=next-breaker]')).toBe('Next: Asha breaks');
    expect(await text(page, '[data-testid=key-help]')).toContain('pieces each player pocketed');
    expect(await text(page, '[data-testid=key-help]')).not.toContain('winner');

    // An all-zero board: refused before it is sent, with the reason.
    const before = await revision(page);
    await page.click('[data-testid=three-submit]');
    expect(await text(page, '[data-testid=three-problem]')).toBe(
      'Not a finished board yet: 9 black and 9 white still to enter.',
    );
    expect(await page.getAttribute('[data-testid=three-problem]', 'role')).toBe('alert');
    expect(await revision(page)).toBe(before);

    // All 18 pieces, no queen holder: still not a finished board.
    for (const i of [0, 1, 2]) {
      await page.fill(`[data-testid=three-black-${i}]`, '3');
      await page.fill(`[data-testid=three-white-${i}]`, '3');
    }
    expect(await text(page, '[data-testid=three-problem]')).toBe(
      'Not a finished board yet: mark who pocketed the queen.',
    );
    await page.check('[data-testid=three-queen-1]');
    expect(await text(page, '[data-testid=three-points-1]')).toBe('+14');
    // Each name is isolated (U+2068 … U+2069) so a right-to-left name keeps its score beside it.
    expect(await text(page, '[data-testid=three-preview]')).toBe(
      'Totals after it: \u2068Asha\u2069 9 · \u2068Bruno\u2069 14 · \u2068Chen\u2069 9',
    );
    await saveScreenshot(page, `${ARTIFACTS_DIR}/three-preview-en.png`);
    await changes(page, () => page.press('[data-testid=three-white-2]', 'Enter'));
    expect(await scores()).toEqual([9, 14, 9]);
    // U works from inside a number field too (letters are not typed there): it asks, Esc keeps the board.
    await page.focus('[data-testid=three-black-0]');
    await press(page, 'u');
    expect(await page.isVisible('[data-testid=undo-ask]')).toBe(true);
    await press(page, 'Escape');
    expect(await page.isVisible('[data-testid=undo-ask]')).toBe(false);
    expect(await page.inputValue('[data-testid=three-black-0]')).toBe('0');
    expect(await text(page, '[data-testid=undo]')).toBe(
      'U Undo board 1 (pocketed Asha: 3B 3W, Bruno: 3B 3W Q, and Chen: 3B 3W → +9 / +14 / +9)',
    );

    // 1 + 2, 4 + 8, 4 + 8 + 5: 12–26–26, two players level above 25.
    const board2 = [
      [1, 1, false],
      [4, 4, false],
      [4, 4, true],
    ] as const;
    for (const [i, [black, white, queen]] of board2.entries()) {
      await page.fill(`[data-testid=three-black-${i}]`, String(black));
      await page.fill(`[data-testid=three-white-${i}]`, String(white));
      if (queen) await page.check(`[data-testid=three-queen-${i}]`);
    }
    await changes(page, () => page.click('[data-testid=three-submit]'));
    expect(await scores()).toEqual([12, 26, 26]);
    expect(await text(page, '[data-testid=prompt-extra-toss] p')).toBe(
      'Game 1: the top is level 12–26–26 at 25 or more: one extra board decides. Toss for the break — who won it?',
    );
    // Each player's row in the board table has that player's colour.
    const colours = await page.$$eval(
      '[data-testid=game-boards] tbody tr:first-child td.num[class*=side-]',
      (cells) => cells.map((cell) => getComputedStyle(cell).color),
    );
    expect(new Set(colours).size).toBe(3);
    await saveScreenshot(page, `${ARTIFACTS_DIR}/three-tie-en.png`);
  });
});

describe('console: a walkover before the toss', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('record-walkover');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('ends the match from the toss screen, and the display and the score sheet say why', async () => {
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    await page.click('[data-testid=forfeit-open]');
    await page.click('[data-testid=forfeit-side-1]');
    await page.click('[data-testid=forfeit-kind-walkover]');
    expect(await text(page, '[data-testid=forfeit-summary]')).toBe(
      'Bruno: Walkover — did not appear. Asha wins the match. The boards played stay on the record.',
    );
    await page.click('[data-testid=forfeit-confirm]');
    expect(await text(page, '[data-testid=forfeit-question] .summary')).toBe(
      'Record: Bruno: Walkover — did not appear. Asha wins the match?',
    );
    await changes(page, () => page.click('[data-testid=forfeit-record]'));
    expect(await text(page, '[data-testid=prompt-match-won]')).not.toContain('0–0');
    expect(await text(page, '[data-testid=match-forfeit]')).toBe(
      'Asha wins the match by walkover: Bruno did not appear',
    );
    await saveScreenshot(page, `${ARTIFACTS_DIR}/walkover-console-en.png`);

    const display = await harness.browser.newPage();
    await display.goto(`${harness.url}/display`);
    await display.waitForSelector('[data-testid=banner-subtitle]');
    expect(await display.textContent('[data-testid=banner-subtitle]')).toBe(
      'Walkover: \u2068Bruno\u2069 did not appear',
    );
    await display.close();

    await page.click('button:has-text("Print score sheet")');
    await page.waitForSelector('[data-testid=sheet-match-result]');
    const result = await text(page, '[data-testid=sheet-match-result]');
    // The names isolated on the sheet (FSI … PDI, issue 23 item 11).
    expect(result).toContain('\u2068Asha\u2069 wins the match by walkover: \u2068Bruno\u2069 did not appear');
    expect(result).not.toContain('0–0');
    await saveScreenshot(page, `${ARTIFACTS_DIR}/walkover-sheet-en.png`);
    // Back from the sheet to the console, the match still over by the walkover.
    await page.click('button:has-text("Back")');
    await page.waitForSelector('[data-testid=tab-match]');
    await page.click('[data-testid=tab-match]');
    expect(await text(page, '[data-testid=match-forfeit]')).toBe(
      'Asha wins the match by walkover: Bruno did not appear',
    );
  });

  it('withdraws the forfeit (asked first): the toss comes back and the audit trail keeps both', async () => {
    // Its own console page and match, forfeited by walkover before the toss.
    const page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    await changes(page, async () => {
      expect(harness.host.submit({ type: 'Forfeit', by: 1, kind: 'walkover' }, CONSOLE).ok).toBe(true);
    });
    expect(await text(page, '[data-testid=match-forfeit]')).toBe(
      'Asha wins the match by walkover: Bruno did not appear',
    );
    await press(page, 'f');
    expect(await text(page, '[data-testid=withdraw-ask] .question')).toBe(
      'Withdraw the forfeit (Bruno: Walkover — did not appear)? The match goes on from its boards.',
    );
    await changes(page, () => press(page, 'Enter'));
    await page.waitForSelector('[data-testid=toss-panel]');
    await page.click('[data-testid=tab-corrections]');
    await page.click('[data-testid=toggle-audit]');
    await page.waitForSelector('[data-testid=audit-trail] tr[data-event=ForfeitWithdrawn]');
    expect(await text(page, '[data-testid=audit-trail] tr[data-event=ForfeitWithdrawn]')).toContain(
      'Forfeit by Bruno withdrawn (Walkover — did not appear): the match goes on',
    );
    await page.click('[data-testid=tab-match]');
  });
});

describe('console: undo and forfeit in Polish', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('record-pl');
    page = await openConsole(harness.browser, harness.url, 'pl');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('asks in Polish and names the forfeit reasons in Polish', async () => {
    await page.click('[data-testid=tab-setup]');
    await page.fill('[data-testid=player-0-0]', 'Asha');
    await page.fill('[data-testid=player-1-0]', 'Bruno');
    await startNewMatch(page);
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    await changes(page, () => press(page, '1', '4', 'l', 'Enter'));
    await press(page, 'u');
    expect(await text(page, '[data-testid=undo-ask] .question')).toMatch(/^Cofnąć rozdanie 1: .*\?$/);
    await press(page, 'Escape');
    await press(page, 'f', '1', 't');
    expect(await text(page, '[data-testid=forfeit-summary]')).toBe(
      'Asha: Decyzja techniczna sędziego głównego. Mecz wygrywa Bruno. Rozegrane rozdania pozostają w zapisie.',
    );
    await saveScreenshot(page, `${ARTIFACTS_DIR}/forfeit-panel-pl.png`);
    await press(page, 'Enter');
    expect(await text(page, '[data-testid=forfeit-question] .summary')).toBe(
      'Zapisać: Asha: Decyzja techniczna sędziego głównego. Mecz wygrywa Bruno?',
    );
    await changes(page, () => press(page, 'Enter'));
    expect((await readSides(page)).map((s) => s.score)).toEqual([4, 0]);
  });
});

describe('console: the three-player entry, undo question and forfeit panel in every language', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness('record-languages');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(['en', 'pl', 'ru', 'zh', 'it', 'hi'] as const)('%s', async (language) => {
    const page = await openConsole(harness.browser, harness.url, language);
    await page.click('[data-testid=tab-setup]');
    // The match types carry no test id: the third is "three players" in every language.
    await page.locator('[data-testid=setup-form] .types button').nth(2).click();
    for (const [i, name] of ['Asha', 'Bruno', 'Chen'].entries())
      await page.fill(`[data-testid=player-${i}-0]`, name);
    await startNewMatch(page);
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    await page.click('[data-testid=three-submit]');
    const problem = await text(page, '[data-testid=three-problem]');
    for (const [i, [black, white]] of [
      [3, 3],
      [3, 3],
      [3, 3],
    ].entries()) {
      await page.fill(`[data-testid=three-black-${i}]`, String(black));
      await page.fill(`[data-testid=three-white-${i}]`, String(white));
    }
    await page.check('[data-testid=three-queen-0]');
    await changes(page, () => page.click('[data-testid=three-submit]'));
    await page.click('body');
    await press(page, 'u');
    const question = await text(page, '[data-testid=undo-ask] .question');
    await saveScreenshot(page, `${ARTIFACTS_DIR}/three-undo-${language}.png`);
    await press(page, 'Escape', 'f');
    const forfeit = await text(page, '[data-testid=forfeit-panel] h2');
    await press(page, 'Escape');
    if (language === 'en') {
      expect(problem).toBe('Not a finished board yet: 9 black and 9 white still to enter.');
      expect(question).toMatch(/^Undo board 1: /);
      expect(forfeit).toBe('End the match off the table');
    } else {
      // Translated: none of the English sentences shows through.
      expect(problem).not.toContain('finished board');
      expect(question).not.toContain('Undo board');
      expect(forfeit).not.toBe('End the match off the table');
      expect(question).toContain('1');
    }
    expect((await readSides(page)).map((s) => s.score)).toEqual([14, 9, 9]);
    await page.context().close();
  });
});
