/*
 * The score sheet PDF, made the way an operator makes it: the REAL host, the console page in
 * Debian's Chromium, the Print screen, and Chromium's PDF of it (page.pdf, the print path
 * window.print() and Electron's printToPDF take). The PDF's text is read back with unpdf and
 * checked for a singles, a doubles and a three-game match with corrections, in English,
 * Chinese and Hindi; page images and the PDFs are saved under test-artifacts/paperwork/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTranslator, type ConsoleTranslate } from '../../shared/i18n/console';
import { LANGUAGE_TAGS, type Language } from '../../shared/i18n/languages';
import { ARTIFACTS_DIR as CONSOLE_ARTIFACTS, startHarness, type Harness } from '../console/support/harness';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import { CONSOLE } from '../host/helpers';
import { savePdfPages } from './support/pdf-image';
import { withPrintedSheet } from './support/print-sheet';
import {
  THREE_GAMES_REMARKS,
  playDoubles,
  playSingles,
  playThreeGames,
  playWithdrawn,
  type PlayedMatch,
} from './support/matches';
import { queryParsed, submitParsed } from '../support/parsed';
import { sheetClock, sheetNames, withdrawnForfeitWords } from '../../renderer/console/print/sheet-text';

const ARTIFACTS = join(CONSOLE_ARTIFACTS, '..', 'paperwork');
const LANGUAGES: readonly Language[] = ['en', 'zh', 'hi'];

/**
 * Text as compared: all white space removed (PDF text runs split and join words at will), and
 * the isolates around names (FSI … PDI, issue 23 item 11), which the page carries and a PDF's
 * text may or may not give back: they are drawn as nothing.
 */
const squash = (text: string): string => text.replace(/[\s\u2066-\u2069]+/g, '');

const DEVANAGARI = /([\u0900-\u097F]+)/;

/**
 * What text extraction can give back of a printed string. Chromium's PDFs map a Devanagari
 * cluster drawn as one ligature glyph (ब्र, the repha of र्म, the pre-base ि) to part of its
 * characters only (the rest come back as nothing or NUL), so a Devanagari run matches any
 * Devanagari run; everything else (Latin and
 * Chinese text, digits, times, punctuation) must be there exactly. The Devanagari text itself is
 * checked exactly in the page the PDF is printed from, and by words that extract whole.
 */
function readable(expected: string): RegExp {
  const source = squash(expected)
    .split(DEVANAGARI)
    .map((part, i) =>
      i % 2 === 1 ? '[\\u0900-\\u097F\\u0000]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(source, 'u');
}

interface SheetPdf {
  readonly pages: readonly string[];
  readonly all: string;
  /** The text of the page the PDF was printed from. */
  readonly html: string;
  /** Per game, the cells of its board table as the page shows them. */
  readonly boardRows: readonly (readonly string[])[][];
  /** How many lines the remarks take on the page (their line breaks are kept). */
  readonly remarksLines: number;
}

/** The sheet shows `expected`: exactly in the printed page, and as far as extraction allows in the PDF. */
function expectSheet(sheet: SheetPdf, expected: string, page?: string): void {
  expect(squash(sheet.html)).toContain(squash(expected));
  expect(squash(page ?? sheet.all)).toMatch(readable(expected));
}

async function sheetPdf(
  harness: Harness,
  match: PlayedMatch,
  language: Language,
  name: string,
): Promise<SheetPdf> {
  const open = submitParsed(harness.host, { type: 'OpenMatch', matchId: match.matchId }, CONSOLE);
  expect(open.ok).toBe(true);
  return withPrintedSheet(
    harness,
    language,
    '[data-testid=score-sheet]',
    join(ARTIFACTS, `${name}-${language}.pdf`),
    async (page, pdf) => {
      const html = (await page.textContent('[data-testid=score-sheet]')) ?? '';
      const boardRows = await page.$$eval('[data-testid^=sheet-game-]', (games) =>
        games.map((game) =>
          [...game.querySelectorAll('table:first-of-type tbody tr')].map((row) =>
            [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()),
          ),
        ),
      );
      const remarksLines = await page.$eval('[data-testid=sheet-remarks] p', (p) =>
        Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)),
      );
      const proxy = await getDocumentProxy(new Uint8Array(pdf));
      const { text } = await extractText(proxy, { mergePages: false });
      // The pages as a reader of the PDF sees them, for a person to look at.
      const drawn = await savePdfPages(harness.browser, pdf, (n) =>
        join(ARTIFACTS, `${name}-${language}-p${n}.png`),
      );
      expect(drawn).toBe(text.length);
      return { pages: text, all: text.join('\n'), html, boardRows, remarksLines };
    },
  );
}

/** A cell's text as the page gives it: runs of white space as one space. */
const squashSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

function timeOf(at: number, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

function dateOf(at: number, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** Each page carries the running header and "page N of M". */
function expectRunningHeader(
  pdf: SheetPdf,
  match: PlayedMatch,
  t: ConsoleTranslate,
  startedAt: number,
  language: Language,
): void {
  const pages = pdf.pages.length;
  const header = [
    match.event,
    `${t('round')} ${match.round}`,
    t('table', { table: match.table }),
    t('sheetMatchNo', { number: match.number }),
    t('sheetDateTime', { date: dateOf(startedAt, language), time: timeOf(startedAt, language) }),
  ];
  pdf.pages.forEach((text, index) => {
    // The page number and the match number extract whole in every language, Hindi included.
    expect(squash(text)).toContain(squash(t('sheetPage', { page: index + 1, pages })));
    expect(squash(text)).toContain(squash(t('sheetMatchNo', { number: match.number })));
    for (const part of header) expect(squash(text)).toMatch(readable(part));
  });
}

/** The match result, winner first, and the signature lines are on the page of the last game's table. */
function expectClosingWithLastGame(
  pdf: SheetPdf,
  t: ConsoleTranslate,
  lastGame: number,
  result: string,
  names: readonly string[],
): void {
  const heading = squash(t('sheetGame', { game: lastGame }));
  const last = [...pdf.pages].reverse().find((text) => squash(text).includes(heading));
  expect(last, `a page with ${heading}`).toBeDefined();
  expectSheet(pdf, result, last);
  expectSheet(pdf, t('sheetSignUmpire'), last);
  for (const name of names) expectSheet(pdf, t('sheetSignSide', { name }), last);
}

async function sheetData(harness: Harness, match: PlayedMatch): Promise<OfficialSheet> {
  const result = await queryParsed(harness.host, { type: 'OfficialSheet', matchId: match.matchId }, CONSOLE);
  if (!result.ok || result.type !== 'OfficialSheet') throw new Error('no official sheet');
  return result.data as OfficialSheet;
}

describe('score sheet PDF', () => {
  let harness: Harness;
  const matches: Record<'singles' | 'doubles' | 'three' | 'withdrawn', PlayedMatch> = {} as never;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startHarness('paperwork');
    matches.singles = playSingles(harness.host, ['Łukasz Wiśniewski', 'Ørjan Strøm']);
    matches.doubles = playDoubles(harness.host, ['王明', '李娜', 'Иван Петров', 'Anna Rossi']);
    matches.three = playThreeGames(harness.host, ['राहुल देव', 'Asha Raman']);
    matches.withdrawn = playWithdrawn(harness.host, ['محمد علي', 'Bruno']);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  // The card's "Remarks of Umpire" field in the other three languages (en, zh, hi: below).
  for (const language of ['pl', 'ru', 'it'] as const) {
    it(`the Remarks of Umpire field in ${language}`, async () => {
      const t = consoleTranslator(language);
      const pdf = await sheetPdf(harness, matches.three, language, 'three-games');
      expectSheet(pdf, `${t('remarksTitle')}${THREE_GAMES_REMARKS}`);
      expect(pdf.remarksLines).toBe(2);
    });
  }

  for (const language of LANGUAGES) {
    const t = consoleTranslator(language);

    it(`singles 2–0 in ${language}: header, rules by name, toss, board times, winner first`, async () => {
      const match = matches.singles;
      const data = await sheetData(harness, match);
      const pdf = await sheetPdf(harness, match, language, 'singles');
      const text = squash(pdf.all);
      expectRunningHeader(pdf, match, t, data.startedAt, language);
      expectSheet(pdf, t('sheetTitle'));
      expectSheet(pdf, t('sheetMatchNo', { number: match.number }));
      expectSheet(pdf, t('sheetRulesLine', { rules: t('presetIcf'), stage: t('stageEarly'), bestOf: 3 }));
      expect(text).not.toContain('icf,');
      expect(text).not.toContain(squash('stage: early'));
      expectSheet(
        pdf,
        t('sheetToss', {
          name: match.names[0]!,
          choice: t('sheetTossChoseBreak'),
          time: timeOf(data.toss!.at, language),
        }),
      );
      expectSheet(pdf, t('sheetFirstBreakToss', { name: match.names[0]! }));
      // Every board's end time is printed (three boards per game here).
      for (const game of data.games) for (const row of game.rows) expect(row.endedAt).not.toBeNull();
      expectSheet(pdf, timeOf(data.games[1]!.rows[2]!.endedAt!, language));
      const gameOne = t('sheetGameResult', { game: 1, name: match.names[0]!, scores: '25–0' });
      expectSheet(pdf, gameOne);
      // How the game ended follows the result with the language's space and brackets (it lost its space once).
      expect(squashSpaces(pdf.html.replace(/[\u2066-\u2069]/g, ''))).toContain(
        t('sheetGameResultHow', { result: gameOne, how: t('sheetEndPoints') }),
      );
      const result = t('sheetWinsMatch', { name: match.names[0]!, games: '2–0' });
      expectSheet(pdf, result);
      expectSheet(pdf, t('sheetNoCorrections'));
      expectClosingWithLastGame(pdf, t, 2, result, match.names);
    });

    it(`doubles in ${language}: the toss for the side, the extra board's toss, breakers by player`, async () => {
      const match = matches.doubles;
      const data = await sheetData(harness, match);
      const pdf = await sheetPdf(harness, match, language, 'doubles');
      expectRunningHeader(pdf, match, t, data.startedAt, language);
      expectSheet(
        pdf,
        t('sheetToss', {
          name: match.names[1]!,
          choice: t('sheetTossChoseSide'),
          time: timeOf(data.toss!.at, language),
        }),
      );
      const extra = data.games[0]!.extraBoardToss!;
      expect(extra.winner).toBe(1);
      expectSheet(pdf, t('sheetExtraToss', { name: match.names[1]!, time: timeOf(extra.at, language) }));
      // Game 1 was decided on the extra board, and the sheet says so.
      // How the game ended, in the language's brackets (Chinese: full-width).
      expectSheet(pdf, t('sheetGameResultHow', { result: '', how: t('sheetEndExtraBoard') }));
      // The ruleset as played: ICF with a 20-minute game clock and 10-second time-outs.
      const changes = t.list([`${t('setting.timeLimitMinutes')}: 20`, `${t('setting.timeOutSeconds')}: 10`]);
      expectSheet(
        pdf,
        t('sheetRulesLine', {
          rules: t('sheetRulesExcept', { preset: t('presetIcf'), changes }),
          stage: t('stageEarly'),
          bestOf: 3,
        }),
      );
      expectSheet(pdf, `9 (${t('sheetExtra')})`);
      // Doubles: the breaking player by name (the Winner column names the side).
      const players = data.sides.map((side) => side.players);
      const expected = data.games[0]!.rows.map((row) => players[row.breaker]![row.breakerPlayer!]);
      expect(new Set(expected)).toEqual(new Set(['王明', '李娜', 'Иван Петров', 'Anna Rossi']));
      // Each name isolated in its cell (FSI … PDI, issue 23 item 11).
      expect(pdf.boardRows[0]!.map((cells) => cells[1])).toEqual(
        expected.map((name) => `\u2068${name}\u2069`),
      );
      for (const name of expected) expectSheet(pdf, name!);
      const result = t('sheetWinsMatch', { name: match.names[0]!, games: '2–0' });
      expectSheet(pdf, result);
      expectClosingWithLastGame(pdf, t, 2, result, match.names);
    });

    it(`three games with corrections in ${language}: side change, corrections trail, 2–1`, async () => {
      const match = matches.three;
      const data = await sheetData(harness, match);
      const pdf = await sheetPdf(harness, match, language, 'three-games');
      // Game 1 board 3: the queen covered at 24 adds nothing, and the sheet says so in words.
      expectSheet(pdf, t('sheetQueenNotCounted', { queen: t('queenWordWinner') }));
      expect(squash(pdf.html)).not.toContain('(0)');
      expectRunningHeader(pdf, match, t, data.startedAt, language);
      expect(data.games).toHaveLength(3);
      expectSheet(pdf, t('sheetFirstBreakAlternate', { name: match.names[0]! }));
      const change = data.games[2]!.sideChange!;
      expect(change).not.toBeNull();
      const changeText = t('sheetSideChange', {
        board: change.afterBoard,
        time: timeOf(change.at, language),
      });
      expectSheet(pdf, changeText);
      // …at the board where it happened: the row right under board 4 of game 3's table.
      const game3 = pdf.boardRows[2]!;
      expect(game3[change.afterBoard - 1]![0]).toBe(String(change.afterBoard));
      expect(game3[change.afterBoard]).toEqual([changeText]);
      // The umpire's name from the set-up (ICF score card).
      expectSheet(pdf, t('sheetUmpire', { name: 'राहुल शर्मा' }));
      // The Remarks of Umpire as last written after the match, in their field, lines kept.
      expectSheet(pdf, t('remarksTitle'));
      expectSheet(pdf, `${t('remarksTitle')}${THREE_GAMES_REMARKS}`);
      expect(squash(pdf.all)).not.toContain('Protestlodged');
      expect(pdf.remarksLines).toBe(2);
      // How each game ended, and the officials' table with its column headers.
      expectSheet(pdf, t('sheetGameResultHow', { result: '', how: t('sheetEndPoints') }));
      expectSheet(pdf, t('sheetOfficials'));
      expectSheet(pdf, `${t('colTime')}${t('colBoard')}${t('colKind')}${t('colSide')}`);
      expectSheet(pdf, t('sheetKindWarning'));
      // The corrections trail: which board, before → after, when.
      expect(data.corrections.map((c) => [c.game, c.board, c.kind])).toEqual([
        [1, 3, 'corrected'],
        [3, 3, 'voided'],
      ]);
      const [corrected, voided] = data.corrections as [
        (typeof data.corrections)[0],
        (typeof data.corrections)[0],
      ];
      expectSheet(pdf, t('sheetCorrections'));
      expectSheet(pdf, `${timeOf(corrected.at, language)}3 (${t('sheetCorrected')})`);
      expectSheet(pdf, `${timeOf(voided.at, language)}3 (${t('sheetVoided')})`);
      expectSheet(pdf, t('sheetRemoved'));
      expectSheet(pdf, `+1`);
      const result = t('sheetWinsMatch', { name: match.names[0]!, games: '2–1' });
      expectSheet(pdf, result);
      expectClosingWithLastGame(pdf, t, 3, result, match.names);
    });

    it(`a forfeit withdrawn in ${language}: printed under the board it followed; an Arabic name isolated`, async () => {
      const match = matches.withdrawn;
      const data = await sheetData(harness, match);
      const [withdrawn] = data.withdrawnForfeits;
      expect(withdrawn).toMatchObject({ by: 1, kind: 'resigned', game: 1, afterBoard: 2 });
      const pdf = await sheetPdf(harness, match, language, 'withdrawn');
      const line = withdrawnForfeitWords(withdrawn!, sheetNames(data.sides), t, sheetClock(language));
      // Under board 2, before board 3: the row after the second board's row.
      expect(pdf.boardRows[0]![2]).toEqual([squashSpaces(line)]);
      expectSheet(pdf, line);
      expect(pdf.html).toContain(`\u2068${match.names[0]}\u2069`);
    });
  }
});
