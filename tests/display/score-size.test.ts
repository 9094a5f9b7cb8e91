/*
 * Issue 25, item 1: the scores are the largest text on the display in every state and never
 * below 25 % of the screen height, badges or not: game point, match point, the last board, the
 * extra board, both breakers' labels, a two-line queen status, long names, doubles player lines,
 * three players; at 1920×1080 and 1280×720, in every language. The other facts keep their sizes
 * (names ≥ 5 %, board and games ≥ 6 %, who breaks and the queen ≥ 5 %); a label takes one line,
 * or where allowed two (a name, the queen) or three (the board, in the narrow centre), and never
 * breaks inside a word, a number or a bracket. A name that is one word wider than its panel
 * ("extreme-names") shrinks below 5 % rather than break: the set-up's short name is for that. Measured with bounding boxes
 * in real Chromium; every state is photographed into test-artifacts/display/score-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { LONG_NAMES, push, scenarios, side, singlesView } from './fixtures';
import { ARTIFACTS_DIR, consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { overflowingTexts } from './layout-probes';
import { saveScreenshot } from '../support/screenshot';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('score-size', push(scenarios()['mid-game']!));
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

const lastBoard = {
  game: 2,
  board: 7,
  winner: 0,
  points: [9, 0],
  pieces: 9,
  queen: 'winner',
  queenCounted: false,
  finish: 'normal',
  extraPoints: 0,
  extraBoard: false,
} as const;

/** The states the issue names, each as hard as it gets: badges on both sides, long lines. */
function states(): Readonly<Record<string, ScoreboardView>> {
  const [long0, long1] = LONG_NAMES.latin as [string, string];
  return {
    // The case: doubles, ICF, 24 : 0, match point, the queen no longer counts for one side.
    'doubles-match-point': singlesView({
      type: 'doubles',
      game: 2,
      board: 4,
      games: [{ number: 1, scores: [25, 10], winner: 0, endedBy: 'points' }],
      lastBoard,
      sides: [
        side(0, 'Иван Петров / Юлия Смирнова', {
          players: ['Иван Петров', 'Юлия Смирнова'],
          score: 24,
          gamesWon: 1,
          queenCounts: false,
          breaks: true,
          breakerPlayer: 1,
          gamePoint: true,
          matchPoint: true,
        }),
        side(1, 'Bruno Rossi / Chen Wei', { players: ['Bruno Rossi', 'Chen Wei'], score: 0 }),
      ],
    }),
    'singles-game-point-both': singlesView({
      board: 6,
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 21, breaks: true, gamePoint: true }),
        side(1, 'Ben Carter', { club: 'London', score: 23, gamePoint: true, queenCounts: false }),
      ],
    }),
    'last-board': singlesView({
      board: 8,
      lastRegularBoard: true,
      sides: [
        side(0, 'Asha Kulkarni', { score: 17, gamePoint: true, matchPoint: true, gamesWon: 1 }),
        side(1, 'Ben Carter', { score: 14, breaks: true, gamePoint: true, gamesWon: 1 }),
      ],
      game: 3,
      games: [
        { number: 1, scores: [25, 14], winner: 0, endedBy: 'points' },
        { number: 2, scores: [19, 26], winner: 1, endedBy: 'points' },
      ],
    }),
    'extra-board': singlesView({
      board: 9,
      extraBoard: true,
      sides: [
        side(0, 'Asha Kulkarni', { score: 12, breaks: true, gamePoint: true }),
        side(1, 'Ben Carter', { score: 12, gamePoint: true }),
      ],
    }),
    'long-names': singlesView({
      board: 5,
      sides: [
        side(0, 'Venkata Subrahmanyam Kulkarni', {
          club: 'Hyderabad',
          score: 22,
          breaks: true,
          queenCounts: false,
        }),
        side(1, 'Maximilian von Hohenzollern-Sigmaringen', { club: 'Sigmaringen', score: 9 }),
      ],
    }),
    // One word longer than a panel is wide: it shrinks (never breaks); the score stays.
    'extreme-names': singlesView({
      board: 5,
      sides: [
        side(0, long0, { club: `${long1} Club`, score: 22, breaks: true, queenCounts: false }),
        side(1, long1, { club: `${long0} Club`, score: 9 }),
      ],
    }),
    'three-player': singlesView({
      type: 'three-player',
      bestOf: 1,
      queenCutoff: null,
      target: 29,
      board: 5,
      sides: [
        side(0, 'Asha Kulkarni', { score: 26, breaks: true, gamePoint: true }),
        side(1, 'Ben Carter', { score: 19 }),
        side(2, 'Chen Wei', { score: 25, gamePoint: true }),
      ],
    }),
  };
}

interface Box {
  readonly id: string;
  readonly text: string;
  /** The box's height, px. */
  readonly height: number;
  /** Lines the text takes (distinct line boxes of its text). */
  readonly lines: number;
  /** Each place a line starts other than after a space: "Раздача 3 / [new line] 8". */
  readonly badBreaks: readonly string[];
  readonly fontSize: number;
}

/** Every visible element with one of these test ids: its box, its lines and its font size. */
async function boxes(page: Page, ids: readonly string[]): Promise<readonly Box[]> {
  return page.evaluate((ids) => {
    const found: Box[] = [];
    for (const id of ids) {
      for (const node of document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)) {
        const box = node.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(node).visibility === 'hidden') continue;
        // Character by character: where each line starts, and what comes before it.
        const text = node.textContent ?? '';
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let lines = 0;
        let lastTop = -Infinity;
        let offset = 0;
        const badBreaks: string[] = [];
        for (let textNode = walker.nextNode(); textNode; textNode = walker.nextNode()) {
          const value = textNode.textContent ?? '';
          for (let i = 0; i < value.length; i += 1) {
            range.setStart(textNode, i);
            range.setEnd(textNode, i + 1);
            const rect = [...range.getClientRects()].find((r) => r.width > 0);
            if (rect && rect.top > lastTop + rect.height / 2) {
              // The isolates around each player's name (FSI … PDI) draw nothing: the character a
              // line starts after is the last visible one before it.
              const before = text
                .slice(0, offset + i)
                .replace(/[\u2066-\u2069]+$/u, '')
                .at(-1);
              // Chinese breaks between its characters, outside brackets; other scripts at spaces
              // (or after a hyphen).
              const han = /\p{Script=Han}/u;
              const opened = (text.slice(0, offset + i).match(/[（(]/g) ?? []).length;
              const closed = (text.slice(0, offset + i).match(/[）)]/g) ?? []).length;
              const chinese =
                han.test(before ?? '') && /[\p{Script=Han}（(]/u.test(value[i]!) && opened === closed;
              if (lines > 0 && before !== ' ' && before !== '-' && value[i] !== ' ' && !chinese) {
                badBreaks.push(`${text.slice(0, offset + i)} ⏎ ${text.slice(offset + i)}`);
              }
              lines += 1;
              lastTop = rect.top;
            }
          }
          offset += value.length;
        }
        found.push({
          id,
          text: text.trim(),
          height: box.height,
          lines,
          badBreaks,
          fontSize: parseFloat(getComputedStyle(node).fontSize),
        });
      }
    }
    return found;
  }, ids);
}

/** The largest glyph box (px) of any visible text that is not a score. */
async function largestOtherText(page: Page): Promise<{ readonly height: number; readonly text: string }> {
  return page.evaluate(() => {
    let best = { height: 0, text: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('.digits-box, [aria-hidden="true"]'))
        continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.height > best.height) best = { height: rect.height, text: node.textContent.trim() };
      }
    }
    return best;
  });
}

/**
 * The least room between a badge (match or game point, winner, who breaks) and the score's glyph
 * box, as a share of the screen height: a badge never overlaps or touches the digits.
 */
const BADGE_GAP_SHARE = 0.006;

interface ScoreRoom {
  /** How far (px) each shown badge's box stays above or below its panel's score glyphs. */
  readonly gaps: readonly { readonly badge: string; readonly gap: number }[];
  /** Scores whose ink the digits' box clips (it hides what overflows it). */
  readonly clipped: readonly string[];
}

/**
 * Around each score: its glyph box is the ink of its figures as the font draws them (canvas
 * measureText: above and below the baseline, which the digits' box sits on through text-box
 * trimming), so round figures' overshoot counts; each badge's box includes its glow (a box
 * shadow on ::after: its vertical offset, its spread and half its blur reach out from the pill).
 */
async function scoreRoom(page: Page): Promise<ScoreRoom> {
  return page.evaluate(() => {
    const gaps: { badge: string; gap: number }[] = [];
    const clipped: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    for (const panel of document.querySelectorAll<HTMLElement>('article[data-testid^="side-"]')) {
      const score = panel.querySelector<HTMLElement>('[data-testid^="score-"]');
      if (!score) continue;
      const style = getComputedStyle(score);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const ink = context.measureText(score.textContent ?? '');
      const baseline = score.getBoundingClientRect().bottom;
      const top = baseline - ink.actualBoundingBoxAscent;
      const bottom = baseline + ink.actualBoundingBoxDescent;
      const clip = score.closest('.digits-box')?.getBoundingClientRect();
      if (clip && (top < clip.top - 0.5 || bottom > clip.bottom + 0.5)) {
        clipped.push(
          `${score.textContent ?? ''} ink ${top.toFixed(1)}–${bottom.toFixed(1)} px in ${clip.top.toFixed(1)}–${clip.bottom.toFixed(1)} px`,
        );
      }
      const badges = [
        ...panel.querySelectorAll<HTMLElement>('.badge'),
        ...panel.querySelectorAll<HTMLElement>('.break-slot.shown'),
      ];
      for (const badge of badges) {
        const pill = badge.getBoundingClientRect();
        if (pill.width === 0) continue;
        const [, y = 0, blur = 0, spread = 0] = (
          getComputedStyle(badge, '::after').boxShadow.match(/-?[\d.]+px/g) ?? []
        ).map(parseFloat);
        const reach = spread + blur / 2;
        const boxTop = pill.top + Math.min(0, y) - reach;
        const boxBottom = pill.bottom + Math.max(0, y) + reach;
        const gap = boxBottom <= top ? top - boxBottom : boxTop >= bottom ? boxTop - bottom : -1;
        gaps.push({ badge: `${panel.dataset['testid']} ${badge.textContent?.trim() ?? ''}`, gap });
      }
    }
    return { gaps, clipped };
  });
}

async function show(page: Page, view: ScoreboardView, language: Language): Promise<void> {
  const state = push(view, { language });
  harness.host.push(state);
  await showsRevision(page, state.revision);
}

const LABELS = ['side-name', 'board-status', 'status-game', 'break-label', 'queen-status', 'point-badge'];
/** Labels that may take more than one line, broken between words. */
const MOST_LINES: Readonly<Record<string, number>> = { 'side-name': 2, 'queen-status': 2, 'board-status': 3 };
/** The sizes: names ≥ 5 %, the board ≥ 6 %, who breaks and the queen ≥ 5 % of the height. */
const LEAST_SHARE: Readonly<Record<string, number>> = {
  'side-name': 0.05,
  'board-status': 0.06,
  'break-label': 0.05,
  'queen-status': 0.05,
};

describe('the score is the largest text, at least 25 % of the height', () => {
  for (const size of SIZES) {
    it(`${size.width}×${size.height}, every state and language`, async () => {
      const page = await openPage(harness, '/display', size);
      const failures: string[] = [];
      for (const language of LANGUAGES) {
        for (const [name, view] of Object.entries(states())) {
          await show(page, view, language);
          await saveScreenshot(
            page,
            `${ARTIFACTS_DIR}score-${language}-${size.width}x${size.height}-${name}.png`,
          );
          const where = `${language} ${name}`;
          const h = size.height;
          const scores = await boxes(
            page,
            view.sides.map((_, index) => `score-${index}`),
          );
          if (scores.length !== view.sides.length) failures.push(`${where}: ${scores.length} scores shown`);
          for (const score of scores) {
            if (score.height < 0.25 * h) {
              failures.push(`${where}: score ${score.text} ${score.height.toFixed(0)} px < 25 %`);
            }
          }
          const lowest = Math.min(...scores.map((score) => score.height));
          const other = await largestOtherText(page);
          if (other.height >= lowest) {
            failures.push(
              `${where}: "${other.text}" ${other.height.toFixed(0)} px ≥ score ${lowest.toFixed(0)} px`,
            );
          }
          const labels = await boxes(page, LABELS);
          for (const label of labels) {
            const most = MOST_LINES[label.id] ?? 1;
            if (label.lines > most)
              failures.push(`${where}: ${label.id} "${label.text}" on ${label.lines} lines`);
            for (const bad of label.badBreaks) failures.push(`${where}: ${label.id} breaks inside: ${bad}`);
            const least =
              name === 'extreme-names' && label.id === 'side-name' ? undefined : LEAST_SHARE[label.id];
            // A fitted label's line is its font size: the least share of the height it may take.
            if (least !== undefined && label.fontSize < least * h) {
              failures.push(
                `${where}: ${label.id} "${label.text}" ${label.fontSize.toFixed(0)} px < ${least * 100} %`,
              );
            }
          }
          for (const id of ['board-status', 'side-name', 'break-label']) {
            if (!labels.some((label) => label.id === id)) failures.push(`${where}: no ${id}`);
          }
          const room = await scoreRoom(page);
          for (const { badge, gap } of room.gaps) {
            if (gap < BADGE_GAP_SHARE * h) {
              failures.push(`${where}: badge "${badge}" ${gap.toFixed(1)} px from the score's glyph box`);
            }
          }
          for (const clipped of room.clipped) failures.push(`${where}: score clipped: ${clipped}`);
          const overflowing = await overflowingTexts(page);
          if (overflowing.length > 0) failures.push(`${where}: overflowing ${JSON.stringify(overflowing)}`);
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
