import { sidesBoardPoints } from '../engine/board-points';
import { decide } from '../engine/decide';
import { breakerOfNextBoard, gameInPlay, nextBoardRef } from '../engine/match';
import { nextIntervalSeconds } from '../engine/officials';
import type { MatchState, SidesBoardEntry } from '../engine/types';
import type { Violation } from '../engine/violation';
import type { ConsoleView, GameAndMatchWinner, NextBoard, NextBoardOutcome } from '../contract/console-view';
import { boardChoices, choiceTable, type BoardChoice } from './board-choice';
import { officialsLog } from './officials-log';
import { consoleExtras } from './console-extras';
import { toScoreSheet } from './score-sheet';

export type { ConsoleView } from '../contract/console-view';

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
