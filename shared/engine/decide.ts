import { resolveRuleset } from '../rules/resolve';
import { STAGES } from '../rules/ruleset';
import type { Command } from './commands';
import { boardAt, lastBoardRef } from './corrections';
import type { MatchEvent } from './events';
import { evolveChecked, type Conflict } from './evolve';
import { extraBoardDue, extraBoardTossDue } from './game';
import {
  currentGame,
  gameInPlay,
  isMatchOver,
  nextBoardRef,
  placementProblem,
  type RebuildProblem,
} from './match';
import { decideOfficial } from './officials';
import { earlyTimeUpProblem, timeUpCallProblem } from './time-up';
import { decideMore, unfinishedThreeBoard } from './decide-more';
import { decideRemarks } from './remarks';
import {
  FORFEIT_KINDS,
  type BoardEntry,
  type ForfeitKind,
  type MatchSetup,
  type MatchState,
  type SideIndex,
} from './types';
import { boardLabel, validateEntry } from './validate-entry';
import { infoProblem, newSidesProblem, nfcSides } from './validate-setup';
import { isTrackerCommand } from './tracker/match-types';
import { decideTracking, duesClockEvent, trackedBoardGate } from './tracker/match';
import { violation, type BoardRef, type Violation } from './violation';

export type Decision =
  | {
      readonly ok: true;
      readonly events: readonly MatchEvent[];
      /** The state after the events: they were folded through `evolveChecked`, so they apply. */
      readonly state: MatchState;
    }
  | { readonly ok: false; readonly violation: Violation };

type Draft =
  { readonly ok: true; readonly event: MatchEvent } | { readonly ok: false; readonly violation: Violation };

const accept = (event: MatchEvent): Draft => ({ ok: true, event });
const refuse = (v: Violation): Draft => ({ ok: false, violation: v });

export function sideName(setup: MatchSetup, side: SideIndex): string {
  return setup.sides[side]?.name ?? `side ${side + 1}`;
}

/**
 * Decides what a command means for the match: the events it produces, or why it is refused.
 * Every accepted event is folded through the same `evolveChecked` that reads a stored log, so
 * nothing is accepted that a replay would refuse (and corrections are judged there, once).
 */
export function decide(state: MatchState, command: Command, options: DecideOptions = {}): Decision {
  const draft = draftEvent(state, command, options);
  if (!draft.ok) return draft;
  const evolved = evolveChecked(state, draft.event);
  if (!evolved.ok) return { ok: false, violation: notApplied(draft.event, evolved.reason, evolved.conflict) };
  const decided: Decided = { events: [draft.event], state: evolved.state };
  const { at } = options;
  return {
    ok: true,
    ...(at === undefined ? decided : withDuesClock(state, withStrokeClock(command, decided, at), at)),
  };
}

export interface DecideOptions {
  /**
   * The command replays a record made before (a match file): rules added at decide time since
   * the first format (a three-player board must be a finished board) are not applied to it, as
   * they are not applied to stored logs.
   */
  readonly record?: boolean;
  /**
   * When the command is decided (epoch ms, the host's clock), as clock commands carry theirs: the
   * clocks the laws start without a key start then, in the same decision (law 50: the stroke
   * clock restarts with every stroke; law 88: the dues clock runs from an entry that sends C/m
   * back). Without it (a record replayed, a preview) those clocks are left as they are.
   */
  readonly at?: number;
}

interface Decided {
  readonly events: readonly MatchEvent[];
  readonly state: MatchState;
}

/**
 * Law 50: the stroke clock restarts with every stroke, without a key, whichever station records
 * the stroke. A stroke that ends the board stops it instead (the board's end resets it), and a
 * ruleset without a stroke clock is left alone.
 */
function withStrokeClock(command: Command, decided: Decided, at: number): Decided {
  if (command.type !== 'RecordStroke' || !decided.state.strokeClock || !decided.state.live) return decided;
  const restart = decide(decided.state, { type: 'StartStrokeClock', at });
  return restart.ok ? { events: [...decided.events, ...restart.events], state: restart.state } : decided;
}

/**
 * Law 88: an entry that sends C/m back to the board starts the dues clock, whichever station
 * records it (the tracker says what goes back: not a diff of the board). The next entry stops it.
 */
function withDuesClock(before: MatchState, decided: Decided, at: number): Decided {
  const event = duesClockEvent(before, decided.events, decided.state, at);
  if (!event) return decided;
  const started = evolveChecked(decided.state, event);
  return started.ok ? { events: [...decided.events, event], state: started.state } : decided;
}

/**
 * Once a match is decided (on the table or by a forfeit) its record takes no more boards, undo,
 * redo, toss, side change or opening choice: the reason says who won and what can still be done
 * (a correction; a forfeit can be withdrawn).
 */
const CLOSED_BY_DECISION: ReadonlySet<Command['type']> = new Set([
  'RecordToss',
  'RecordBoard',
  'VoidLastBoard',
  'RedoBoard',
  'RecordExtraBoardToss',
  'RecordSideChange',
  'ChooseOpeningPlayer',
  'Forfeit',
]);

function decidedMatchViolation(state: MatchState, setup: MatchSetup, command: Command): Violation {
  const what: Partial<Record<Command['type'], string>> = {
    RecordToss: 'No toss can be recorded.',
    RecordBoard: 'No more boards can be entered.',
    VoidLastBoard: state.forfeit
      ? 'Undo is refused: withdraw the forfeit first, or correct a board.'
      : 'Undo is refused: correct a board instead.',
    RedoBoard: 'Redo is refused.',
  };
  const after = what[command.type] ?? 'Nothing was recorded.';
  return violation('game_after_match_end', `${matchOverMessage(state, setup)} ${after}`);
}

function draftEvent(state: MatchState, command: Command, options: DecideOptions): Draft {
  if (command.type === 'CreateMatch') return decideCreate(state, command);
  const setup = state.setup;
  if (!setup) return refuse(violation('no_match', 'No match has been set up yet: create a match first.'));
  // A stored board replayed from a match file keeps its own, more precise refusal (decideBoard).
  if (isMatchOver(state) && CLOSED_BY_DECISION.has(command.type) && command.type !== 'RecordBoard') {
    return refuse(decidedMatchViolation(state, setup, command));
  }
  if (isTrackerCommand(command)) return decideTracking(state, setup, command);
  const tracked = trackedBoardGate(state, command);
  if (tracked) return refuse(tracked);
  switch (command.type) {
    case 'WithdrawForfeit':
      return decideWithdrawForfeit(state);
    case 'SetUmpireRemarks':
      return decideRemarks(state.remarks, command.text);
    case 'RecordToss':
      return decideToss(state, setup, command.winner, command.choice);
    case 'RecordBoard':
      return decideBoard(state, setup, command, options);
    case 'CorrectBoard':
      return decideCorrection(state, setup, { game: command.game, board: command.board }, command.entry);
    case 'VoidLastBoard':
      return decideVoid(state, command.game, command.board);
    case 'RecordExtraBoardToss':
      return decideExtraToss(state, setup, command.winner, command.game);
    case 'RecordSideChange':
      return decideSideChange(state, command.game);
    case 'RedoBoard':
    case 'ChooseOpeningPlayer':
      return decideMore(state, command);
    case 'Forfeit':
      return decideForfeit(state, setup, command.by, command.kind);
    case 'UpdateDetails': {
      const sides = nfcSides(command.sides);
      const problem = newSidesProblem(setup.type, sides) ?? infoProblem(command.info);
      if (problem) return refuse(violation('invalid_format', capitalize(problem) + '.'));
      return accept({ type: 'DetailsUpdated', sides, info: command.info });
    }
    case 'StartTimeOut':
    case 'StartInterval':
    case 'StopOfficialTimer':
    case 'RecordOfficialNote':
      return decideOfficial(state, setup, command);
    default:
      return decideClock(state, setup, command);
  }
}

function decideCreate(state: MatchState, command: Extract<Command, { type: 'CreateMatch' }>): Draft {
  if (state.setup) return refuse(violation('match_exists', 'This match is already set up.'));
  if (!STAGES.includes(command.stage)) {
    return refuse(
      violation('invalid_format', 'The stage must be "early" (up to pre-quarterfinals) or "knockout".'),
    );
  }
  const sides = nfcSides(command.sides);
  const problem = newSidesProblem(command.matchType, sides) ?? infoProblem(command.info);
  if (problem) return refuse(violation('invalid_format', capitalize(problem) + '.'));
  const resolved = resolveRuleset(command.rules, command.matchType, command.stage);
  if (!resolved.ok) return refuse(violation('invalid_format', capitalize(resolved.message) + '.'));
  const setup: MatchSetup = {
    type: command.matchType,
    sides,
    ruleset: resolved.ruleset,
    stage: command.stage,
    info: command.info,
  };
  return accept({ type: 'MatchCreated', setup });
}

function validSide(setup: MatchSetup, side: unknown): side is SideIndex {
  return typeof side === 'number' && Number.isInteger(side) && side >= 0 && side < setup.sides.length;
}

function decideToss(state: MatchState, setup: MatchSetup, winner: SideIndex, choice: string): Draft {
  if (state.games.length > 0) {
    return refuse(violation('toss_already_recorded', 'The toss cannot change once boards have been played.'));
  }
  if (!validSide(setup, winner))
    return refuse(violation('invalid_winner', 'The toss winner must be one of the sides.'));
  if (choice !== 'break' && choice !== 'side') {
    return refuse(violation('invalid_format', 'The toss winner takes either the break or the side.'));
  }
  return accept({ type: 'TossRecorded', toss: { winner, choice } });
}

function matchOverMessage(state: MatchState, setup: MatchSetup): string {
  const winner = state.winner === null ? '' : `: ${sideName(setup, state.winner)} won`;
  const how = state.forfeit
    ? ` by forfeit (${sideName(setup, state.forfeit.by)}, ${state.forfeit.kind})`
    : '';
  return `The match is already decided${winner}${how}.`;
}

/** A forfeit recorded by mistake is withdrawn: the match goes on from its boards (audit trail keeps both). */
function decideWithdrawForfeit(state: MatchState): Draft {
  if (!state.forfeit) return refuse(violation('not_needed', 'There is no forfeit to withdraw.'));
  return accept({ type: 'ForfeitWithdrawn', forfeit: state.forfeit });
}

function decideBoard(
  state: MatchState,
  setup: MatchSetup,
  { entry, game, board }: Extract<Command, { type: 'RecordBoard' }>,
  options: DecideOptions,
): Draft {
  if (!state.toss) return refuse(violation('toss_required', 'Record the toss before the first board.'));
  const expected = nextBoardRef(state);
  if (!expected && game === undefined) {
    return refuse(
      violation('game_after_match_end', `${matchOverMessage(state, setup)} No more boards can be entered.`),
    );
  }
  const at = {
    game: game ?? expected?.game ?? currentGame(state)?.number ?? 1,
    board: board ?? expected?.board ?? 1,
  };
  const problem = placementProblem(state, at);
  if (problem) return refuse(placementViolation(state, setup, problem, at));
  const where = expected as BoardRef;
  const invalid =
    validateEntry(setup, entry, where) ??
    earlyTimeUpProblem(state, entry, where) ??
    (options.record ? null : unfinishedThreeBoard(setup, entry, where));
  if (invalid) return refuse(invalid);
  const open = gameInPlay(state);
  if (open && extraBoardTossDue(open)) {
    return refuse(
      violation(
        'missing_toss',
        `Game ${open.number} is level ${open.scores.join('–')}: record the toss for the extra board's break first.`,
        where,
      ),
    );
  }
  return accept({ type: 'BoardRecorded', game: where.game, board: where.board, entry });
}

function placementViolation(
  state: MatchState,
  setup: MatchSetup,
  problem: NonNullable<ReturnType<typeof placementProblem>>,
  at: BoardRef,
): Violation {
  const expected = nextBoardRef(state);
  switch (problem) {
    case 'board_after_game_end':
      return violation('board_after_game_end', `${boardLabel(at)} comes after the game was decided`, at);
    case 'game_not_finished':
      return violation(
        'game_not_finished',
        `game ${at.game} cannot start: game ${expected?.game ?? at.game - 1} is not decided yet`,
        at,
      );
    case 'game_after_match_end':
      return violation('game_after_match_end', `game ${at.game} comes after the match was decided`, at);
    case 'wrong_board':
      return violation(
        'wrong_board',
        expected
          ? `This entry was meant for ${boardLabel(at)}, but ${boardLabel(expected)} is next: the score moved on. Check the score sheet.`
          : matchOverMessage(state, setup),
        at,
      );
  }
}

function decideCorrection(state: MatchState, setup: MatchSetup, at: BoardRef, corrected: BoardEntry): Draft {
  const previous = boardAt(state, at);
  if (!previous) return refuse(violation('wrong_board', `There is no ${boardLabel(at)} to correct.`, at));
  // "Time up" is a fact of the game clock, not of the entry: a correction keeps it.
  const entry = previous.timeUp && !corrected.timeUp ? { ...corrected, timeUp: true } : corrected;
  const invalid = validateEntry(setup, entry, at) ?? unfinishedThreeBoard(setup, entry, at);
  if (invalid) return refuse(invalid);
  if (JSON.stringify(previous) === JSON.stringify(entry)) {
    return refuse(violation('not_needed', `${capitalize(boardLabel(at))} already has these values.`, at));
  }
  return accept({ type: 'BoardCorrected', game: at.game, board: at.board, entry, previous });
}

/** A drafted event that `evolveChecked` refused: a correction conflict, or the engine's own check. */
function notApplied(event: MatchEvent, reason: string, found?: Conflict): Violation {
  if (
    found &&
    (event.type === 'BoardCorrected' || event.type === 'BoardVoided' || event.type === 'StrokesCorrected')
  ) {
    const what = event.type === 'BoardVoided' ? 'Undoing' : 'Correcting';
    return conflict(`${what} ${boardLabel(event)}`, found.problem, found.invalid);
  }
  return violation('invalid_format', `${capitalize(reason)}: nothing was recorded.`);
}

function conflict(what: string, problem: RebuildProblem, invalid: readonly BoardRef[]): Violation {
  const boards = invalid.map(boardLabel);
  const reason: Record<RebuildProblem['kind'], string> = {
    board_after_game_end: `would decide game ${problem.at?.game} earlier, so ${listWords(boards)} would come after the game was decided`,
    game_not_finished: `would leave game ${(problem.at?.game ?? 2) - 1} undecided, so ${listWords(boards)} could not be played`,
    game_after_match_end: `would decide the match earlier, so ${listWords(boards)} would come after the match was decided`,
    wrong_board: `would change the order of the boards (${listWords(boards)})`,
    missing_toss: `would leave game ${problem.at?.game} level after its last regular board, and no toss is recorded for the extra board (${listWords(boards)})`,
    forfeit_after_match_end: 'would decide the match on the table before the recorded forfeit',
  };
  return {
    code: 'correction_conflict',
    message: `${what} ${reason[problem.kind]}. Nothing was changed: void those boards first, or enter a different correction.`,
    invalidBoards: invalid,
    ...(problem.at ?? {}),
  };
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'no board';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function decideVoid(state: MatchState, game?: number, board?: number): Draft {
  const at = lastBoardRef(state);
  const entry = at && boardAt(state, at);
  if (!at || !entry) return refuse(violation('nothing_to_void', 'There is no board to undo.'));
  if ((game !== undefined && game !== at.game) || (board !== undefined && board !== at.board)) {
    return refuse(
      violation(
        'wrong_board',
        `The last board is ${boardLabel(at)}, not board ${board} of game ${game}: nothing was undone.`,
        at,
      ),
    );
  }
  return accept({ type: 'BoardVoided', game: at.game, board: at.board, entry });
}

function decideExtraToss(state: MatchState, setup: MatchSetup, winner: SideIndex, game?: number): Draft {
  const open = currentGame(state);
  if (!open || !extraBoardDue(open) || isMatchOver(state)) {
    return refuse(
      violation('not_needed', 'No extra board is due: the game is not level after its last regular board.'),
    );
  }
  if (game !== undefined && game !== open.number) {
    return refuse(
      violation('wrong_board', `The extra board is due in game ${open.number}, not game ${game}.`),
    );
  }
  if (!validSide(setup, winner))
    return refuse(violation('invalid_winner', 'The toss winner must be one of the sides.'));
  return accept({ type: 'ExtraBoardTossRecorded', game: open.number, winner });
}

function decideSideChange(state: MatchState, game?: number): Draft {
  const open = currentGame(state);
  if (!open || open.sideChangeAfterBoard === null || open.sidesChanged) {
    return refuse(violation('not_needed', 'No change of sides is due now.'));
  }
  if (game !== undefined && game !== open.number) {
    return refuse(
      violation('wrong_board', `The change of sides is due in game ${open.number}, not game ${game}.`),
    );
  }
  // The board after which the players really moved: the last one recorded when Y is pressed (a
  // board entered while the change was due, from another client, came before the change).
  return accept({ type: 'SideChangeRecorded', game: open.number, afterBoard: open.boards.length });
}

function decideForfeit(state: MatchState, setup: MatchSetup, by: SideIndex, kind: string): Draft {
  if (isMatchOver(state)) return refuse(violation('game_after_match_end', matchOverMessage(state, setup)));
  if (!validSide(setup, by))
    return refuse(violation('invalid_winner', 'The side that forfeits must be one of the sides.'));
  if (!FORFEIT_KINDS.includes(kind as ForfeitKind)) {
    return refuse(
      violation(
        'invalid_format',
        'A forfeit is a walkover, a resignation, a side leaving, or a technical decision.',
      ),
    );
  }
  return accept({ type: 'MatchForfeited', forfeit: { by, kind: kind as ForfeitKind } });
}

type ClockCommand = Extract<
  Command,
  { type: 'StartGameClock' | 'PauseGameClock' | 'MarkTimeUp' | 'StartStrokeClock' | 'ResetStrokeClock' }
>;

function decideClock(state: MatchState, setup: MatchSetup, command: ClockCommand): Draft {
  if (typeof command.at !== 'number' || !Number.isFinite(command.at)) {
    return refuse(violation('clock', 'A clock command needs the time it happened.'));
  }
  if (command.type === 'StartStrokeClock' || command.type === 'ResetStrokeClock') {
    if (!state.strokeClock) return refuse(violation('clock', 'This ruleset has no stroke clock.'));
    return accept(
      command.type === 'StartStrokeClock'
        ? { type: 'StrokeClockStarted', at: command.at }
        : { type: 'StrokeClockReset', at: command.at },
    );
  }
  const clock = state.gameClock;
  if (!clock || setup.ruleset.timeLimitMinutes === null) {
    return refuse(violation('clock', 'This ruleset has no game clock.'));
  }
  if (isMatchOver(state)) return refuse(violation('clock', matchOverMessage(state, setup)));
  if (clock.expired) return refuse(violation('clock', 'Time is already up for this game.'));
  switch (command.type) {
    case 'StartGameClock':
      if (clock.runningSince !== null)
        return refuse(violation('clock', 'The game clock is already running.'));
      return accept({ type: 'GameClockStarted', at: command.at });
    case 'PauseGameClock':
      if (clock.runningSince === null) return refuse(violation('clock', 'The game clock is not running.'));
      return accept({ type: 'GameClockPaused', at: command.at });
    case 'MarkTimeUp': {
      const call = timeUpCallProblem(state, clock, command.at, command.early === true);
      if (typeof call !== 'boolean') return refuse(call);
      return accept({ type: 'GameTimeUp', at: command.at, ...(call ? { early: true as const } : {}) });
    }
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
