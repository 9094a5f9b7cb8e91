import { sidesBoardPoints } from '../engine/board-points';
import { decide } from '../engine/decide';
import { breakerOfNextBoard, gameInPlay, nextBoardRef } from '../engine/match';
import { nextIntervalSeconds } from '../engine/officials';
import type { MatchState, SidesBoardEntry } from '../engine/types';
import type { Violation } from '../engine/violation';
import { boardChoices, choiceTable, type BoardChoice, type ChoiceTable } from './board-choice';
import { officialsLog, type OfficialsLogRow } from './officials-log';
import { consoleExtras, type ConsoleExtras } from './console-extras';
import { toScoreSheet, type ScoreSheet } from './score-sheet';

export interface OfficialsView {
  readonly log: readonly OfficialsLogRow[];
  readonly timeOutSeconds: number;
  /** The length of the interval the timekeeper would start next (law 138: longer before game 3). */
  readonly intervalSeconds: number;
}

/** What a board the operator may type next would do, worked out by the host's engine. */
export type NextBoardOutcome =
  | {
      readonly ok: true;
      readonly points: number;
      readonly queenCounted: boolean;
      /** Points before the board cap (the console says when the cap cut something off). */
      readonly uncapped: number;
      /** Both sides' scores in this game after the board. */
      readonly totals: readonly number[];
      /** The board ends the game: its winner, or null. */
      readonly gameWinner: number | null;
      /** The board ends the match: its winner, or null. */
      readonly matchWinner: number | null;
      /** Timed rules: the same when the operator also marks that time ran out in this board. */
      readonly ifTimeUp: GameAndMatchWinner | null;
    }
  | { readonly ok: false; readonly violation: Violation };

export interface GameAndMatchWinner {
  readonly gameWinner: number | null;
  readonly matchWinner: number | null;
}

/** Every board that can be typed next and what it would do (look one up with `outcomeOfChoice`). */
export interface NextBoard extends ChoiceTable<NextBoardOutcome> {
  readonly game: number;
  readonly board: number;
  /** Scores in that game before the board (zeros when it opens a new game). */
  readonly scoresBefore: readonly number[];
}

/** What the operator's console shows beyond the audience's view; the console runs no engine. */
/** The screens showing the hall the score now (the host counts them). */
export interface Audience {
  readonly displays: number;
  readonly overlays: number;
  /** Displays whose browser holds their sound back until someone taps them (0 when absent). */
  readonly silentDisplays?: number;
}

export interface ConsoleView extends ConsoleExtras {
  /** The whole score sheet: this game's table and the corrections list come from it. */
  readonly sheet: ScoreSheet | null;
  /** Side that breaks the next board, or null (no board to enter, or a toss comes first). */
  readonly nextBreaker: number | null;
  /** The game clock ran out: the board in play is the game's last. */
  readonly timeUpPending: boolean;
  /** Ruleset figures the points explanation names. */
  readonly rules: {
    readonly queenPoints: number;
    readonly boardCap: number | null;
    readonly timed: boolean;
  } | null;
  /** The next two-side board, or null (three players, a toss first, or the match is over). */
  readonly next: NextBoard | null;
  /**
   * The match's stored record has an event that cannot be read (the host fills this in): the
   * match is shown as it was before it and takes no more entries. Null when the record is whole.
   */
  readonly damagedRecord: {
    readonly seq: number;
    readonly type: string;
    readonly reason: string;
  } | null;
  /** The timekeeper's log and the lengths of his countdowns (null before a match is set up). */
  readonly officials: OfficialsView | null;
  /** How many displays and overlays are connected (the host fills this in; null when unknown). */
  readonly audience: Audience | null;
}

export function toConsoleView(state: MatchState): ConsoleView {
  const ruleset = state.setup?.ruleset ?? null;
  return {
    sheet: toScoreSheet(state),
    nextBreaker: breakerOfNextBoard(state),
    timeUpPending: state.timeUpPending,
    rules: ruleset && {
      queenPoints: ruleset.queenPoints,
      boardCap: ruleset.boardCap,
      timed: ruleset.timeLimitMinutes !== null,
    },
    next: nextBoard(state),
    ...consoleExtras(state),
    damagedRecord: null,
    officials: ruleset && {
      log: officialsLog(state),
      timeOutSeconds: ruleset.timeOutSeconds,
      intervalSeconds: nextIntervalSeconds(state) ?? ruleset.intervalSeconds,
    },
    audience: null,
  };
}

function nextBoard(state: MatchState): NextBoard | null {
  const ref = nextBoardRef(state);
  const game = gameInPlay(state);
  if (!ref || !game || !state.setup || state.setup.type === 'three-player') return null;
  if (game.tiedAtEnd && game.extraBoardBreak === null) return null;
  const scoresBefore = game.scores;
  const table = choiceTable(
    boardChoices(state.setup.sides.length),
    (choice) => outcomeOf(state, ref, choice, scoresBefore),
    outcomeKey,
  );
  return { game: ref.game, board: ref.board, scoresBefore, ...table };
}

/**
 * An outcome's content as a short string (the table is built on every push: 240 outcomes, and a
 * JSON text of each cost more than working them out). Refusals, few and varied, stay JSON.
 */
export function outcomeKey(outcome: NextBoardOutcome): string {
  if (!outcome.ok) return `refused ${JSON.stringify(outcome.violation)}`;
  const { points, queenCounted, uncapped, totals, gameWinner, matchWinner, ifTimeUp } = outcome;
  const timeUp = ifTimeUp ? `${ifTimeUp.gameWinner}/${ifTimeUp.matchWinner}` : '-';
  return `${points} ${queenCounted} ${uncapped} ${totals.join(',')} ${gameWinner} ${matchWinner} ${timeUp}`;
}

function outcomeOf(
  state: MatchState,
  ref: { readonly game: number; readonly board: number },
  choice: BoardChoice,
  scoresBefore: readonly number[],
): NextBoardOutcome {
  const entry: SidesBoardEntry = { kind: 'sides', ...choice, timeUp: false };
  const after = recordedState(state, ref, entry);
  if (!after.ok) return after;
  const ruleset = (state.setup as NonNullable<MatchState['setup']>).ruleset;
  const points = sidesBoardPoints(ruleset, entry, scoresBefore[choice.winner] ?? 0);
  return {
    ok: true,
    points: points.points,
    queenCounted: points.queenCounted,
    uncapped: points.uncapped,
    totals: after.state.games[ref.game - 1]?.scores ?? scoresBefore,
    ...winners(after.state, ref.game),
    ifTimeUp: ruleset.timeLimitMinutes === null ? null : timeUpWinners(state, ref, entry),
  };
}

function recordedState(
  state: MatchState,
  ref: { readonly game: number; readonly board: number },
  entry: SidesBoardEntry,
): { readonly ok: true; readonly state: MatchState } | { readonly ok: false; readonly violation: Violation } {
  // Over a board tracked stroke by stroke the console asks before replacing its strokes: the
  // preview shows what the typed board gives once that is confirmed.
  const command = { type: 'RecordBoard', ...ref, entry, replaceStrokes: true } as const;
  const decision = decide(state, command);
  if (!decision.ok) return { ok: false, violation: decision.violation };
  return { ok: true, state: decision.state };
}

function winners(state: MatchState, game: number): GameAndMatchWinner {
  return { gameWinner: state.games[game - 1]?.winner ?? null, matchWinner: state.winner };
}

function timeUpWinners(
  state: MatchState,
  ref: { readonly game: number; readonly board: number },
  entry: SidesBoardEntry,
): GameAndMatchWinner | null {
  const after = recordedState(state, ref, { ...entry, timeUp: true });
  return after.ok ? winners(after.state, ref.game) : null;
}
