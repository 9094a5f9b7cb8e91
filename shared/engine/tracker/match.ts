import { withCorrection } from '../corrections';
import type { MatchEvent } from '../events';
import type { Evolution } from '../evolve';
import { breakerPlayerFor, extraBoardTossDue, firstBreakerFromToss, nextBreaker } from '../game';
import { gameInPlay, isMatchOver, nextBoardRef, withBoard } from '../match';
import type { BoardEntry, MatchSetup, MatchState, SidesBoardEntry, Toss } from '../types';
import { boardLabel, validateEntry } from '../validate-entry';
import { violation, type BoardRef, type Violation } from '../violation';
import { readEntry } from './check';
import { applyEntry, putBack } from './laws';
import type {
  BoardStart,
  LiveBoard,
  TrackedBoard,
  TrackedRecord,
  TrackerCommand,
  TrackerEvent,
} from './match-types';
import { demandProblem, replayEntries, trackRecord } from './record';
import type { StrokeEntry } from './types';

type Draft =
  { readonly ok: true; readonly event: MatchEvent } | { readonly ok: false; readonly violation: Violation };

const refuse = (v: Violation): Draft => ({ ok: false, violation: v });
const accept = (event: MatchEvent): Draft => ({ ok: true, event });
const sameRef = (a: BoardRef, b: BoardRef): boolean => a.game === b.game && a.board === b.board;

/** The board being tracked, while the match is not over. */
export function liveBoard(state: MatchState): LiveBoard | null {
  return state.live && !isMatchOver(state) ? state.live : null;
}

export function trackedRecordAt(state: MatchState, at: BoardRef): TrackedBoard | null {
  return state.tracked.find((t) => sameRef(t, at)) ?? null;
}

/** Who breaks the next board and where it goes: what a new tracked board starts from. */
export function nextStart(
  state: MatchState,
): { readonly at: BoardRef; readonly start: BoardStart } | Violation {
  const setup = state.setup;
  if (!setup) return violation('no_match', 'No match has been set up yet: create a match first.');
  if (setup.type === 'three-player' || setup.sides.length !== 2) {
    return violation(
      'invalid_format',
      'Three-player boards are not tracked stroke by stroke: enter what each player pocketed.',
    );
  }
  if (!state.toss) return violation('toss_required', 'Record the toss before the first board.');
  const at = nextBoardRef(state);
  const game = gameInPlay(state);
  if (!at || !game)
    return violation('game_after_match_end', 'The match is already decided: no board can be tracked.');
  if (extraBoardTossDue(game)) {
    return violation(
      'missing_toss',
      `Game ${game.number} is level ${game.scores.join('–')}: record the toss for the extra board's break first.`,
      at,
    );
  }
  const breaker = nextBreaker(setup, game) as number;
  const toss = state.toss as Toss;
  const start: BoardStart = {
    breaker,
    opener: firstBreakerFromToss(setup, toss),
    breakerPlayer: breakerPlayerFor(setup, toss, game, breaker),
  };
  return { at, start };
}

/** The live board, or a fresh one for the next board; a violation when none can be tracked. */
function liveOrNew(state: MatchState): LiveBoard | Violation {
  const live = liveBoard(state);
  if (live) return live;
  const next = nextStart(state);
  if ('code' in next) return next;
  return { ...next.at, start: next.start, play: replayEntries(next.start, []), redo: [], dues: null };
}

function wrongPlace(live: BoardRef, command: { game?: number; board?: number }): Violation | null {
  if ((command.game ?? live.game) === live.game && (command.board ?? live.board) === live.board) return null;
  return violation(
    'wrong_board',
    `This was meant for board ${command.board} of game ${command.game}, but ${boardLabel(live)} is in play: nothing was recorded.`,
    live,
  );
}

export function decideTracking(state: MatchState, setup: MatchSetup, command: TrackerCommand): Draft {
  if (command.type === 'CorrectStrokes') return decideStrokeCorrection(state, setup, command);
  const live = liveOrNew(state);
  if ('code' in live) return refuse(live);
  const place = wrongPlace(live, command);
  if (place) return refuse(place);
  switch (command.type) {
    case 'RecordStroke':
      return decideStroke(live, command.entry, command.demand);
    case 'UndoStroke':
      return decideUndoStroke(live);
    case 'RedoStroke':
      return decideRedoStroke(live);
    case 'AwardBoard':
      return decideAward(live, setup, command.entry);
  }
}

const whereOf = (live: LiveBoard): BoardRef => ({ game: live.game, board: live.board });

function decideStroke(live: LiveBoard, raw: unknown, asked: number | undefined): Draft {
  const where = whereOf(live);
  const read = readEntry(live.play, raw);
  if (!read.ok) return refuse(violation(read.problem.code, read.problem.message, where));
  const demand = demandProblem(applyEntry(live.play, read.entry), { demand: asked });
  if (typeof demand === 'string') return refuse(violation('invalid_extra', demand, where));
  return accept({
    type: 'StrokeRecorded',
    ...where,
    entry: read.entry,
    ...(asked !== undefined ? { demand } : {}),
  });
}

function decideUndoStroke(live: LiveBoard): Draft {
  const last = live.play.entries.at(-1);
  if (last) return accept({ type: 'StrokeUndone', ...whereOf(live), entry: last });
  const why = `${capitalize(boardLabel(live))} has no stroke to undo: a finished board is corrected instead.`;
  return refuse(violation('nothing_to_void', why, whereOf(live)));
}

function decideRedoStroke(live: LiveBoard): Draft {
  const top = live.redo.at(-1);
  if (top) return accept({ type: 'StrokeRedone', ...whereOf(live), entry: top });
  const why = 'There is no undone stroke to redo: a new stroke ends what could be redone.';
  return refuse(violation('not_needed', why, whereOf(live)));
}

function decideAward(live: LiveBoard, setup: MatchSetup, entry: SidesBoardEntry): Draft {
  const where = whereOf(live);
  const invalid = validateEntry(setup, entry, where);
  if (invalid) return refuse(invalid);
  if (entry.kind !== 'sides') {
    return refuse(violation('invalid_format', 'An award names the winner, the pieces and the queen.', where));
  }
  return accept({ type: 'BoardAwarded', ...where, entry });
}

function decideStrokeCorrection(
  state: MatchState,
  setup: MatchSetup,
  command: Extract<TrackerCommand, { type: 'CorrectStrokes' }>,
): Draft {
  const at = { game: command.game, board: command.board };
  const scored = state.games[at.game - 1]?.boards[at.board - 1];
  if (!scored) return refuse(violation('wrong_board', `There is no ${boardLabel(at)} to correct.`, at));
  if (liveBoard(state)?.play.entries.length) return refuse(trackingViolation(state));
  const outcome = trackRecord(startOf(state, setup, scored), {
    strokes: command.strokes,
    demand: command.demand,
    award: command.award ?? null,
  });
  const unfinished = correctionProblem(outcome, at);
  if (unfinished || !outcome.ok || !outcome.entry) return refuse(unfinished as Violation);
  const entry = scored.entry.timeUp ? { ...outcome.entry, timeUp: true } : outcome.entry;
  const invalid = validateEntry(setup, entry, at);
  if (invalid) return refuse(invalid);
  const record: TrackedRecord = {
    entries: outcome.entries,
    demand: outcome.demand,
    award: outcome.awarded ? outcome.entry : null,
  };
  const before = trackedRecordAt(state, at);
  if (before && sameRecord(before, record) && JSON.stringify(scored.entry) === JSON.stringify(entry)) {
    return refuse(violation('not_needed', `${capitalize(boardLabel(at))} already has these strokes.`, at));
  }
  return accept({ type: 'StrokesCorrected', ...at, record, entry, previous: scored.entry });
}

/** A stroke correction's record that cannot stand: refused by the tracker, or not ending the board. */
function correctionProblem(outcome: ReturnType<typeof trackRecord>, at: BoardRef): Violation | null {
  if (!outcome.ok) {
    const stroke = outcome.stroke ? { stroke: outcome.stroke } : {};
    return violation(outcome.code, outcome.message, { ...at, ...stroke });
  }
  if (outcome.entry) return null;
  const why = `The corrected strokes of ${boardLabel(at)} do not end the board: a recorded board must be finished.`;
  return violation('board_not_finished', why, at);
}

const sameRecord = (a: TrackedRecord, b: TrackedRecord): boolean =>
  JSON.stringify([a.entries, a.demand, a.award]) === JSON.stringify([b.entries, b.demand, b.award]);

function startOf(
  state: MatchState,
  setup: MatchSetup,
  scored: { breaker: number; breakerPlayer: number | null },
): BoardStart {
  return {
    breaker: scored.breaker,
    opener: firstBreakerFromToss(setup, state.toss as Toss),
    breakerPlayer: scored.breakerPlayer,
  };
}

/** Plain commands that would change the record under a board being tracked. */
export function trackingViolation(state: MatchState): Violation {
  const live = liveBoard(state) as LiveBoard;
  return violation(
    'board_tracked',
    `${capitalize(boardLabel(live))} is being tracked stroke by stroke (${live.play.strokes} stroke${live.play.strokes === 1 ? '' : 's'}): finish it or undo its strokes first, or confirm replacing its strokes with a typed entry.`,
    live,
  );
}

/** Folds a tracker event into the match; `laws`: also check what it carries. */
export function foldTracking(state: MatchState, event: TrackerEvent, laws: boolean): Evolution {
  if (event.type === 'StrokesCorrected') return foldCorrection(state, event, laws);
  const live = liveOrNew(state);
  if ('code' in live) return { ok: false, reason: lower(live.message) };
  if (!sameRef(live, event)) {
    return {
      ok: false,
      reason: `it is recorded for ${boardLabel(event)}, but ${boardLabel(live)} is in play`,
    };
  }
  switch (event.type) {
    case 'StrokeRecorded':
      return withStroke(state, live, event.entry, event.demand, laws, []);
    case 'StrokeRedone': {
      const top = live.redo.at(-1);
      if (!top || JSON.stringify(top) !== JSON.stringify(event.entry))
        return { ok: false, reason: 'it redoes a stroke that was not undone' };
      return withStroke(state, live, event.entry, undefined, laws, live.redo.slice(0, -1));
    }
    case 'StrokeUndone': {
      const entries = live.play.entries;
      const last = entries.at(-1);
      if (!last || JSON.stringify(last) !== JSON.stringify(event.entry))
        return { ok: false, reason: 'it undoes a stroke that is not the last one' };
      const play = replayEntries(live.start, entries.slice(0, -1));
      return next(state, { ...state, live: { ...settled(live), play, redo: [...live.redo, last] } });
    }
    case 'DuesClockStarted': {
      const problem =
        live.play.entries.length === 0
          ? 'the dues clock comes before any entry of the board'
          : laws
            ? duesClockProblem(live, event.toPlace)
            : null;
      if (problem) return { ok: false, reason: problem };
      const dues = { startedAt: event.at, toPlace: event.toPlace };
      return next(state, { ...state, live: { ...live, dues } });
    }
    case 'BoardAwarded': {
      const invalid = laws ? validateEntry(state.setup as MatchSetup, event.entry, live) : null;
      if (invalid) return { ok: false, reason: invalid.message };
      return recorded(state, live, event.entry, {
        entries: live.play.entries,
        demand: 0,
        award: event.entry,
      });
    }
  }
}

function withStroke(
  state: MatchState,
  live: LiveBoard,
  entry: StrokeEntry,
  demand: number | undefined,
  laws: boolean,
  redo: readonly StrokeEntry[],
): Evolution {
  if (laws) {
    const read = readEntry(live.play, entry);
    if (!read.ok) return { ok: false, reason: lower(read.problem.message) };
    if (JSON.stringify(read.entry) !== JSON.stringify(entry))
      return { ok: false, reason: 'the stroke is not in its recorded form' };
  }
  const play = applyEntry(live.play, entry);
  const checked = demandProblem(play, { demand });
  if (typeof checked === 'string') return { ok: false, reason: lower(checked) };
  if (play.end?.kind !== 'finish') return next(state, { ...state, live: { ...settled(live), play, redo } });
  const boardEntry: SidesBoardEntry = { ...play.end.entry, extra: checked };
  return recorded(state, live, boardEntry, { entries: play.entries, demand: checked, award: null });
}

/** The board without its dues clock: the next entry stops it, whoever records it (88). */
const settled = (live: LiveBoard): LiveBoard => (live.dues ? { ...live, dues: null } : live);

/** A dues clock must follow an entry that sent back the C/m it names. */
function duesClockProblem(live: LiveBoard, toPlace: readonly number[]): string | null {
  const entries = live.play.entries;
  const last = entries.at(-1);
  const sent = last ? putBack(replayEntries(live.start, entries.slice(0, -1)), last) : [0, 0];
  if (sent.some((n) => n > 0) && sent.every((n, side) => n === toPlace[side])) return null;
  return 'the dues clock does not follow an entry that sent those C/m back to the board';
}

/**
 * Law 88: the dues clock that the events of one accepted command start, or null (`decide` adds
 * it when given the command's time). It runs when the command's last entry (a stroke or foul
 * recorded, or one redone) sends C/m back to the board (`putBack`) and the board goes on; stamped
 * with the command's own time.
 */
export function duesClockEvent(
  before: MatchState,
  events: readonly MatchEvent[],
  after: MatchState,
  at: number,
): MatchEvent | null {
  const recorded = events.filter(isEntryEvent).at(-1);
  const live = liveBoard(after);
  const was = liveOrNew(before);
  if (!recorded || !live || 'code' in was || !sameRef(was, live)) return null;
  const toPlace = putBack(was.play, recorded.entry);
  if (toPlace.every((n) => n === 0)) return null;
  return { type: 'DuesClockStarted', game: live.game, board: live.board, at, toPlace };
}

type EntryEvent = Extract<TrackerEvent, { type: 'StrokeRecorded' | 'StrokeRedone' }>;
const isEntryEvent = (event: MatchEvent): event is EntryEvent =>
  event.type === 'StrokeRecorded' || event.type === 'StrokeRedone';

/** The tracked board ends: its entry is recorded as any board is, its record kept beside it. */
function recorded(state: MatchState, live: LiveBoard, entry: BoardEntry, record: TrackedRecord): Evolution {
  const version = state.version + 1;
  const played = withBoard(state, entry, version);
  const tracked: TrackedBoard = { game: live.game, board: live.board, ...record };
  return { ok: true, state: { ...played, tracked: [...state.tracked, tracked] } };
}

function foldCorrection(
  state: MatchState,
  event: Extract<TrackerEvent, { type: 'StrokesCorrected' }>,
  laws: boolean,
): Evolution {
  const at = { game: event.game, board: event.board };
  const scored = state.games[at.game - 1]?.boards[at.board - 1];
  if (!scored) return { ok: false, reason: `there is no ${boardLabel(at)} to correct` };
  if (laws) {
    const setup = state.setup as MatchSetup;
    const outcome = trackRecord(startOf(state, setup, scored), {
      strokes: event.record.entries,
      demand: event.record.demand,
      award: event.record.award,
    });
    const entry =
      outcome.ok &&
      outcome.entry &&
      (scored.entry.timeUp ? { ...outcome.entry, timeUp: true } : outcome.entry);
    if (!entry || JSON.stringify(entry) !== JSON.stringify(event.entry)) {
      return {
        ok: false,
        reason: `the corrected strokes of ${boardLabel(at)} do not give the entry recorded with them`,
      };
    }
    const invalid = validateEntry(setup, event.entry, at);
    if (invalid) return { ok: false, reason: invalid.message };
  }
  const result = withCorrection(state, at, event.entry);
  if (!result.ok) {
    return {
      ok: false,
      reason: 'it would change how later boards or games were decided',
      conflict: { problem: result.problem, invalid: result.invalid },
    };
  }
  const tracked = [...state.tracked.filter((t) => !sameRef(t, at)), { ...at, ...event.record }];
  return next(state, { ...result.state, tracked });
}

/** A board corrected by its entry or undone is no longer a tracked board. */
export function withoutTrackedRecord(state: MatchState, at: BoardRef): MatchState {
  return state.tracked.some((t) => sameRef(t, at))
    ? { ...state, tracked: state.tracked.filter((t) => !sameRef(t, at)) }
    : state;
}

function next(state: MatchState, applied: MatchState): Evolution {
  return { ok: true, state: { ...applied, version: state.version + 1 } };
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1).replace(/[.]$/, '');

/**
 * A plain command that would pass over the strokes of the board in play: a typed entry (unless
 * the operator confirmed replacing the strokes), a correction or an undo of an earlier board.
 */
export function trackedBoardGate(
  state: MatchState,
  command: { readonly type: string; readonly replaceStrokes?: boolean },
): Violation | null {
  if (!liveBoard(state)?.play.entries.length) return null;
  if (command.type === 'RecordBoard' && command.replaceStrokes !== true) return trackingViolation(state);
  if (command.type === 'CorrectBoard' || command.type === 'VoidLastBoard') return trackingViolation(state);
  return null;
}
