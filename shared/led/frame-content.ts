import anyAscii from 'any-ascii';
import type { MatchPhase } from '../rules/match-phase';

/** Longest side name an LED board is sent (8 characters fit a 16-character sign twice). */
export const LED_SHORT_NAME_LENGTH = 8;

/** What an LED board shows of one side. */
export interface LedSideContent {
  /** Printable ASCII only (0x20–0x7E), at most `LED_SHORT_NAME_LENGTH` characters, upper case. */
  readonly shortName: string;
  readonly score: number;
  readonly gamesWon: number;
  readonly queenCounts: boolean;
  readonly breaks: boolean;
  /** C/m of this side on the board while the board in play is tracked stroke by stroke; else null or absent. */
  readonly left?: number | null;
}

/** The numbers and flags every LED protocol encodes: nothing more than the boards can show. */
export interface LedFrameContent {
  readonly phase: MatchPhase;
  readonly sides: readonly LedSideContent[];
  readonly game: number;
  readonly board: number;
  readonly boardLimit: number | null;
  readonly extraBoard: boolean;
  readonly matchWinner: number | null;
}

/**
 * Folds a name to what every LED board can draw, transliterated rather than cut: any-ascii's
 * tables (Latin letters with strokes and ligatures: Łukasz → LUKASZ, Ørjan → ORJAN, Straße →
 * STRASSE; Cyrillic and Greek by their romanisation standards: Иван → IVAN; Pinyin for Chinese:
 * 王明 → WANGMING; Devanagari: राहुल → RAHUL), then anything still outside printable ASCII
 * dropped, spaces collapsed, upper case, cut to `LED_SHORT_NAME_LENGTH`.
 */
export function ledShortName(name: string): string {
  const folded = anyAscii(name.normalize('NFC'))
    .replace(/[^\x20-\x7E]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  return folded.slice(0, LED_SHORT_NAME_LENGTH).trimEnd();
}

/** A side as the boards name it: the set-up's short name when the operator gave one. */
export interface LedNamedSide {
  readonly name: string;
  readonly shortName?: string | null | undefined;
}

/** The set-up's short name overrides the full name when it folds to something drawable. */
export function ledSideName(side: LedNamedSide): string {
  const short = side.shortName ? ledShortName(side.shortName) : '';
  return short.length > 0 ? short : ledShortName(side.name);
}

const wholeNonNegative = (value: number): number =>
  Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * What the boards are worked out from: the fields of the scoreboard view they read (the contract's
 * `ScoreboardView` is one), so the LED code stays below the contract.
 */
export interface LedFrameSource {
  readonly phase: MatchPhase;
  readonly sides: readonly (LedNamedSide & {
    readonly score: number;
    readonly gamesWon: number;
    readonly queenCounts: boolean;
    readonly breaks: boolean;
  })[];
  readonly game: number;
  readonly board: number;
  readonly boardLimit: number | null;
  readonly extraBoard: boolean;
  readonly matchResult: { readonly winner: number } | null;
  readonly live?: { readonly onBoard: readonly number[] } | null;
}

export function toLedFrameContent(view: LedFrameSource): LedFrameContent {
  const live = view.phase === 'playing' ? (view.live ?? null) : null;
  return {
    phase: view.phase,
    sides: view.sides.map((side, index) => ({
      shortName: ledSideName(side),
      score: wholeNonNegative(side.score),
      gamesWon: wholeNonNegative(side.gamesWon),
      queenCounts: side.queenCounts,
      breaks: side.breaks,
      ...(live ? { left: wholeNonNegative(live.onBoard[index] ?? 0) } : {}),
    })),
    game: wholeNonNegative(view.game),
    board: wholeNonNegative(view.board),
    boardLimit: view.boardLimit === null ? null : wholeNonNegative(view.boardLimit),
    extraBoard: view.extraBoard,
    matchWinner: view.matchResult?.winner ?? null,
  };
}

export function sameLedFrameContent(a: LedFrameContent, b: LedFrameContent): boolean {
  if (
    a.phase !== b.phase ||
    a.game !== b.game ||
    a.board !== b.board ||
    a.boardLimit !== b.boardLimit ||
    a.extraBoard !== b.extraBoard ||
    a.matchWinner !== b.matchWinner ||
    a.sides.length !== b.sides.length
  ) {
    return false;
  }
  return a.sides.every((side, index) => {
    const other = b.sides[index];
    return (
      other !== undefined &&
      side.shortName === other.shortName &&
      side.score === other.score &&
      side.gamesWon === other.gamesWon &&
      side.queenCounts === other.queenCounts &&
      side.breaks === other.breaks &&
      (side.left ?? null) === (other.left ?? null)
    );
  });
}

/** What a board shows before any match exists. */
export const EMPTY_LED_FRAME_CONTENT: LedFrameContent = {
  phase: 'setup',
  sides: [],
  game: 0,
  board: 0,
  boardLimit: null,
  extraBoard: false,
  matchWinner: null,
};
