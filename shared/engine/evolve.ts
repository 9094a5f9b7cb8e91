import { impossibleCombination, rulesetProblem } from '../rules/resolve';
import { boardAt, lastBoardRef, withCorrection, withoutLastBoard } from './corrections';
import type { MatchEvent } from './events';
import { extraBoardDue, extraBoardTossDue } from './game';
import { applyOfficial, isOfficialEvent, officialEventProblem, type OfficialEvent } from './officials';
import {
  currentGame,
  freshGameClock,
  isMatchOver,
  rebuild,
  recordsOf,
  replaceGame,
  withBoard,
  withExtraBoardToss,
  withForfeit,
  type RebuildProblem,
  type RebuildResult,
} from './match';
import { EMPTY_STATE, type GameClock, type MatchSetup, type MatchState } from './types';
import { boardLabel, validateEntry } from './validate-entry';
import { infoProblem, sidesProblem } from './validate-setup';
import { openingChoiceProblem, withOpeningChoice } from './opening-choice';
import { redoProblem, rememberUndone, withRedone } from './redo';
import { remarksProblem } from './remarks';
import type { BoardRef } from './violation';
import { isTrackerEvent, type TrackerEvent } from './tracker/match-types';
import { foldTracking, trackedRecordAt, withoutTrackedRecord } from './tracker/match';

/** A refused correction or void: what went wrong and the boards it would orphan. */
export interface Conflict {
  readonly problem: RebuildProblem;
  readonly invalid: readonly BoardRef[];
}

/** One event folded into a state, or why it cannot follow that state (in words). */
export type Evolution =
  | { readonly ok: true; readonly state: MatchState }
  | { readonly ok: false; readonly reason: string; readonly conflict?: Conflict };

/**
 * Folds one event into the state, or says why it does not follow it. Never throws: this is how
 * a stored log is read (a damaged or foreign event is reported, not applied), and how `decide`
 * proves that the events it accepts apply. It checks where each event goes and, against the
 * laws, the values it carries (board entries, the setup).
 */
export function evolveChecked(state: MatchState, event: MatchEvent): Evolution {
  return fold(state, event, true);
}

/**
 * Folds one event into the state. Never throws: an event that does not fit where it goes is left
 * out (the state comes back unchanged). It trusts the values events carry, which `decide` and
 * `readEventLog` (every stored event is read through it) have checked against the laws.
 */
export function evolve(state: MatchState, event: MatchEvent): MatchState {
  // The replay hot path: a board is placed and applied without building an Evolution.
  if (event.type === 'BoardRecorded') {
    return placeProblem(state, event.game, event.board) === null
      ? withBoard(state, event.entry, state.version + 1)
      : state;
  }
  const result = fold(state, event, false);
  return result.ok ? result.state : state;
}

export function replay(events: readonly MatchEvent[], from: MatchState = EMPTY_STATE): MatchState {
  let state = from;
  for (const event of events) state = evolve(state, event);
  return state;
}

/** `laws`: also check the values an event carries (board entries, the setup) against the laws. */
function fold(state: MatchState, event: MatchEvent, laws: boolean): Evolution {
  if (event.type === 'BoardRecorded') {
    const at = { game: event.game, board: event.board };
    const problem =
      placeProblem(state, at.game, at.board) ??
      (laws ? (validateEntry(state.setup as MatchSetup, event.entry, at)?.message ?? null) : null);
    return problem === null
      ? { ok: true, state: withBoard(state, event.entry, state.version + 1) }
      : { ok: false, reason: problem };
  }
  if (event.type === 'MatchCreated') {
    const problem = state.setup ? 'the match was already created' : laws ? setupProblem(event.setup) : null;
    return problem === null ? next(state, created(event.setup)) : { ok: false, reason: problem };
  }
  const setup = state.setup;
  if (!setup) return { ok: false, reason: 'it comes before the match was created' };
  if (isTrackerEvent(event)) return foldTracking(state, event, laws);
  if (event.type === 'BoardCorrected' || event.type === 'BoardVoided') {
    const changed = changeRecord(state, setup, event, laws);
    if (!changed.ok) return changed;
    // Corrected by its entry or undone, a tracked board keeps no strokes.
    const plain = withoutTrackedRecord(changed.state, event);
    if (event.type !== 'BoardVoided') return { ok: true, state: plain };
    return { ok: true, state: rememberUndone(plain, event, trackedRecordAt(state, event)) };
  }
  if (event.type === 'ForfeitWithdrawn') {
    if (!state.forfeit) return { ok: false, reason: 'there is no forfeit to withdraw' };
    return rebuilt(state, rebuild({ ...state, forfeit: null }, recordsOf(state)));
  }
  if (event.type === 'BoardRedone') {
    const problem = placeProblem(state, event.game, event.board) ?? redoProblem(state, event);
    return problem === null
      ? { ok: true, state: withRedone(state, state.version + 1) }
      : { ok: false, reason: problem };
  }
  if (isOfficialEvent(event)) {
    const problem = officialEventProblem(setup, event);
    return problem === null ? next(state, applyOfficial(state, event)) : { ok: false, reason: problem };
  }
  const problem = eventProblem(state, setup, event);
  return problem === null ? next(state, apply(state, event)) : { ok: false, reason: problem };
}

function next(state: MatchState, applied: MatchState): Evolution {
  return { ok: true, state: { ...applied, version: state.version + 1 } };
}

function created(setup: MatchSetup): MatchState {
  const seconds = setup.ruleset.strokeSeconds;
  return {
    ...EMPTY_STATE,
    setup,
    gameClock: freshGameClock(setup),
    strokeClock: seconds === null ? null : { seconds, startedAt: null },
  };
}

function setupProblem(setup: MatchSetup): string | null {
  return (
    sidesProblem(setup.type, setup.sides) ??
    infoProblem(setup.info) ??
    rulesetProblem(setup.ruleset) ??
    impossibleCombination(setup.ruleset, setup.type)
  );
}

/** Why a board does not go where it is recorded (the replay hot path: plain field reads only). */
function placeProblem(state: MatchState, game: number, board: number): string | null {
  if (!state.setup) return 'it comes before the match was created';
  if (!state.toss) return 'it comes before the toss';
  if (state.winner !== null) return 'it comes after the match was decided';
  // Where the next board goes: as nextBoardRef says, without building the reference.
  const games = state.games;
  const open = games.length > 0 ? games[games.length - 1] : undefined;
  const opensGame = open === undefined || open.winner !== null;
  const expectedGame = opensGame ? games.length + 1 : open.number;
  const expectedBoard = opensGame ? 1 : open.boards.length + 1;
  if (expectedGame !== game || expectedBoard !== board) {
    const expected = { game: expectedGame, board: expectedBoard };
    return `it is recorded as ${boardLabel({ game, board })}, but ${boardLabel(expected)} was next`;
  }
  if (!opensGame && open.tiedAtEnd && extraBoardTossDue(open)) {
    return `${boardLabel({ game, board })} is an extra board and its toss was not recorded`;
  }
  return null;
}

type RecordEvent = Extract<MatchEvent, { type: 'BoardCorrected' | 'BoardVoided' }>;

/** Corrections and voids: the record changed through corrections.ts, scored again. */
function changeRecord(state: MatchState, setup: MatchSetup, event: RecordEvent, laws: boolean): Evolution {
  const at = { game: event.game, board: event.board };
  if (event.type === 'BoardVoided') {
    const last = lastBoardRef(state);
    if (!last || last.game !== at.game || last.board !== at.board) {
      return { ok: false, reason: `${boardLabel(at)} is not the last board, so it cannot be undone` };
    }
    return rebuilt(state, withoutLastBoard(state));
  }
  if (!boardAt(state, at)) return { ok: false, reason: `there is no ${boardLabel(at)} to correct` };
  const invalid = laws ? validateEntry(setup, event.entry, at) : null;
  if (invalid) return { ok: false, reason: invalid.message };
  return rebuilt(state, withCorrection(state, at, event.entry));
}

const CONFLICT_WORDS: Readonly<Record<RebuildProblem['kind'], string>> = {
  board_after_game_end: 'it would decide a game earlier, leaving later boards after its end',
  game_not_finished: 'it would leave a game undecided while later games were played',
  game_after_match_end: 'it would decide the match earlier, leaving later boards after its end',
  wrong_board: 'it would change the order of the boards',
  missing_toss: 'it would make an extra board due that has no toss recorded',
  forfeit_after_match_end: 'it would decide the match on the table before the recorded forfeit',
};

function rebuilt(state: MatchState, result: RebuildResult): Evolution {
  if (!result.ok) {
    const conflict = { problem: result.problem, invalid: result.invalid };
    return { ok: false, reason: CONFLICT_WORDS[result.problem.kind], conflict };
  }
  return next(state, result.state);
}

type SimpleEvent = Exclude<
  MatchEvent,
  | { type: 'BoardRecorded' | 'BoardRedone' | 'MatchCreated' | 'ForfeitWithdrawn' }
  | RecordEvent
  | OfficialEvent
  | TrackerEvent
>;

const validSide = (setup: MatchSetup, side: number): boolean =>
  Number.isInteger(side) && side >= 0 && side < setup.sides.length;

/** Why an event other than a board, a correction or a creation cannot follow the state. */
function eventProblem(state: MatchState, setup: MatchSetup, event: SimpleEvent): string | null {
  switch (event.type) {
    case 'TossRecorded':
      if (state.games.length > 0) return 'the toss comes after boards were played';
      return validSide(setup, event.toss.winner) ? null : 'the toss winner is not one of the sides';
    case 'ExtraBoardTossRecorded': {
      const open = currentGame(state);
      if (!open || !extraBoardDue(open) || isMatchOver(state) || open.number !== event.game) {
        return `no extra board is due in game ${event.game}`;
      }
      return validSide(setup, event.winner) ? null : 'the toss winner is not one of the sides';
    }
    case 'SideChangeRecorded': {
      const open = currentGame(state);
      return open && open.number === event.game && open.sideChangeAfterBoard !== null
        ? null
        : `no change of sides is due in game ${event.game}`;
    }
    case 'MatchForfeited':
      if (isMatchOver(state)) return 'the match was already decided';
      return validSide(setup, event.forfeit.by) ? null : 'the side that forfeits is not one of the sides';
    case 'DetailsUpdated':
      return sidesProblem(setup.type, event.sides) ?? infoProblem(event.info);
    case 'OpeningPlayerChosen':
      return openingChoiceProblem(state, event.game, event.side, event.player);
    case 'UmpireRemarksSet':
      return remarksProblem(event.text);
    default:
      return null;
  }
}

function apply(state: MatchState, event: SimpleEvent): MatchState {
  switch (event.type) {
    case 'TossRecorded':
      return { ...state, toss: event.toss };
    case 'ExtraBoardTossRecorded':
      return withExtraBoardToss(state, event.winner);
    case 'SideChangeRecorded': {
      const game = currentGame(state);
      return game ? replaceGame(state, { ...game, sidesChanged: true }) : state;
    }
    case 'MatchForfeited':
      return withForfeit(state, event.forfeit.by, event.forfeit.kind);
    case 'DetailsUpdated':
      return { ...state, setup: { ...(state.setup as MatchSetup), sides: event.sides, info: event.info } };
    case 'OpeningPlayerChosen':
      return withOpeningChoice(state, event.game, event.player);
    case 'UmpireRemarksSet':
      return { ...state, remarks: event.text };
    case 'GameClockStarted':
      return withGameClock(state, (c) => ({ ...c, runningSince: event.at }));
    case 'GameClockPaused':
      return withGameClock(state, (c) => ({ ...c, usedMs: usedAt(c, event.at), runningSince: null }));
    case 'GameTimeUp':
      return {
        ...withGameClock(state, (c) => ({ ...c, usedMs: c.limitMs, runningSince: null, expired: true })),
        timeUpPending: true,
      };
    case 'StrokeClockStarted':
      return state.strokeClock
        ? { ...state, strokeClock: { ...state.strokeClock, startedAt: event.at } }
        : state;
    case 'StrokeClockReset':
      return state.strokeClock ? { ...state, strokeClock: { ...state.strokeClock, startedAt: null } } : state;
  }
}

export function usedAt(clock: GameClock, now: number): number {
  const running = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return Math.min(clock.limitMs, clock.usedMs + running);
}

function withGameClock(state: MatchState, change: (clock: GameClock) => GameClock): MatchState {
  return state.gameClock ? { ...state, gameClock: change(state.gameClock) } : state;
}
