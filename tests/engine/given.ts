/**
 * Engine tests as given / when / then: the events so far, one command, and either the events it
 * produces or its refusal. The state comes only from the given events (replayed), so a test
 * states the whole history it depends on.
 *
 *   given(...played(normal(0, 4))).when({ type: 'VoidLastBoard' }).then(voided(1, 1, normal(0, 4)));
 *   given(...played()).when({ type: 'VoidLastBoard' }).then(refused('nothing_to_void'));
 *
 * An accepted `then` returns the state after the events, for the law's figures (points, winner…);
 * `thenState` is the state of the given events (a property's generated history), and `thenView`
 * projects it (the scoreboard view, the score sheet, the match file…); `fromFile` gives the events
 * a match file makes, as a given.
 * `whenStored` writes the events as the database's rows (changed as a test says) and reads them
 * back: `thenReads` (all of them) or `thenStops` (at a bad row, the match as of the one before).
 */
import { expect } from 'vitest';
import {
  decide,
  replay,
  type BoardEntry,
  type BoardRef,
  type Command,
  type DecideOptions,
  type MatchEvent,
  type MatchState,
  type Violation,
  type ViolationCode,
} from '../../shared/engine';
import type { BoardInPlay, FoulEntry, Stroke, StrokeEntry } from '../../shared/engine/tracker/types';
import {
  CURRENT_EVENT_VERSION,
  readEventLog,
  type LogReading,
  type RawEvent,
  type Upcaster,
} from '../../shared/engine/stored-log';
import { importMatchFile } from '../../shared/match-file';
import { toScoreboardView, type ScoreboardView } from '../../shared/views/scoreboard-view';
import { Match, type MatchOptions } from './support';

export interface Refused {
  /** The code, or the codes any of which the law allows (the message then says which case it is). */
  readonly refused: ViolationCode | readonly ViolationCode[];
  readonly message?: RegExp;
  readonly invalidBoards?: readonly BoardRef[];
}

export function refused(
  code: ViolationCode | readonly ViolationCode[],
  details: Omit<Refused, 'refused'> = {},
): Refused {
  return { refused: code, ...details };
}

/** A board entry to record, or any other command (a toss for the extra board, a clock…). */
export type Step = BoardEntry | Command;

/**
 * The events of a match created with `options` (default: singles, ICF, side 0 breaks), these
 * boards recorded and these commands done in turn (each must be accepted).
 */
export function playedUnder(options: MatchOptions, ...steps: readonly Step[]): MatchEvent[] {
  const match = new Match(options);
  for (const step of steps) {
    if ('type' in step) match.do(step);
    else match.boards(step);
  }
  return match.events;
}

export function played(...steps: readonly Step[]): MatchEvent[] {
  return playedUnder({}, ...steps);
}

/** The events a match file makes when imported (each command accepted, as an operator entered it). */
export function fromFile(file: unknown): MatchEvent[] {
  const imported = importMatchFile(file);
  if (!imported.ok) throw new Error(imported.error.message);
  return [...imported.events];
}

/** The command that records this board (next in turn, or at game/board). */
export const record = (entry: BoardEntry, at: { game?: number; board?: number } = {}): Command => ({
  type: 'RecordBoard',
  ...at,
  entry,
});

export const recorded = (game: number, board: number, entry: BoardEntry): MatchEvent => ({
  type: 'BoardRecorded',
  game,
  board,
  entry,
});

export const voided = (game: number, board: number, entry: BoardEntry): MatchEvent => ({
  type: 'BoardVoided',
  game,
  board,
  entry,
});

/**
 * The command that records a stroke (or a foul entry) on the board in play, as match-file.md
 * writes it. Any entry, even one the contract's schema would refuse: the tracker judges each in
 * words itself, as it does the entries of a match file.
 */
export const stroke = (entry: unknown, demand?: number): Command =>
  ({ type: 'RecordStroke', entry, ...(demand !== undefined ? { demand } : {}) }) as Command;

/** The events of a match whose first board has had these strokes (each must be accepted). */
export function stroked(...entries: readonly unknown[]): MatchEvent[] {
  return strokedUnder({}, ...entries);
}

/** The same for a match created with `options` (doubles…). */
export function strokedUnder(options: MatchOptions, ...entries: readonly unknown[]): MatchEvent[] {
  return playedUnder(options, ...entries.map((entry) => stroke(entry)));
}

/** A stroke or foul entry by side `by` as recorded: the fields it leaves out as match-file.md defines them (nothing pocketed, proper, no striker). */
export function strokeEntry(
  by: 0 | 1,
  entry: Partial<Omit<Stroke, 'by'>> | Omit<FoulEntry, 'by'>,
): StrokeEntry {
  return 'foul' in entry
    ? { foul: entry.foul, by }
    : { own: 0, opp: 0, queen: false, striker: false, improper: false, ...entry, by };
}

/** The stroke `by` that side recorded (with the demand it was made with) on a board, by default board 1 of game 1. */
export function struck(
  by: 0 | 1,
  entry: Partial<Omit<Stroke, 'by'>> | Omit<FoulEntry, 'by'>,
  demand?: number,
  at: BoardRef = { game: 1, board: 1 },
): MatchEvent {
  return {
    type: 'StrokeRecorded',
    ...at,
    entry: strokeEntry(by, entry),
    ...(demand !== undefined ? { demand } : {}),
  };
}

/** The board in play of a state (the tracker's count of it); fails if none is in play. */
export function playOf(state: MatchState): BoardInPlay {
  if (!state.live) throw new Error('no board is in play');
  return state.live.play;
}

class When {
  constructor(
    private readonly history: readonly MatchEvent[],
    private readonly command: Command,
    private readonly options: DecideOptions = {},
  ) {}

  /** Accepted with exactly these events; returns the state after them. */
  then(...expected: MatchEvent[]): MatchState;
  /** Refused as expected: the reason is in words and nothing changed. */
  then(expected: Refused): Violation;
  then(...expected: (MatchEvent | Refused)[]): MatchState | Violation {
    const before = replay(this.history);
    const snapshot = structuredClone(before);
    const decision = decide(before, this.command, this.options);
    const [first] = expected;
    if (first && 'refused' in first) {
      if (decision.ok) throw new Error(`expected a refusal, got ${JSON.stringify(decision.events)}`);
      if (typeof first.refused === 'string') expect(decision.violation.code).toBe(first.refused);
      else expect(first.refused).toContain(decision.violation.code);
      expect(decision.violation.message.length).toBeGreaterThan(10);
      if (first.message) expect(decision.violation.message).toMatch(first.message);
      if (first.invalidBoards) expect(decision.violation.invalidBoards).toEqual(first.invalidBoards);
      expect(before).toEqual(snapshot);
      return decision.violation;
    }
    if (!decision.ok) throw new Error(`refused: ${decision.violation.code}: ${decision.violation.message}`);
    expect(decision.events).toEqual(expected);
    // Deciding changes nothing: the events are what change the state.
    expect(before).toEqual(snapshot);
    // The state decide vouches for is the one the events make when replayed.
    const after = replay([...this.history, ...decision.events]);
    expect(decision.state).toEqual(after);
    return after;
  }
}

/** The rows the database holds for these events: numbered from 1, written at `version`. */
export const rowsOf = (events: readonly MatchEvent[], version = CURRENT_EVENT_VERSION): RawEvent[] =>
  events.map((event, i) => ({ seq: i + 1, version, type: event.type, payload: JSON.stringify(event) }));

export interface Storing {
  /** What becomes of the rows before they are read (a row damaged, an old version…). */
  readonly change?: (rows: RawEvent[]) => readonly RawEvent[];
  /** Read in two parts: the rows before this index, then the rest from where the first stopped. */
  readonly splitAt?: number;
  readonly upcasters?: readonly Upcaster[];
}

/** A bad row as the reading reports it; the reason may be a pattern. */
export interface Stopped {
  readonly seq: number;
  readonly type: string;
  readonly reason: string | RegExp;
}

class WhenStored {
  constructor(
    private readonly history: readonly MatchEvent[],
    private readonly storing: Storing,
  ) {}

  private read(): LogReading {
    const rows = [...(this.storing.change ?? ((all: RawEvent[]) => all))(rowsOf(this.history))];
    const { splitAt, upcasters } = this.storing;
    if (splitAt === undefined) return readEventLog(rows, undefined, upcasters);
    const first = readEventLog(rows.slice(0, splitAt), undefined, upcasters);
    expect(first.bad).toBeNull();
    const rest = readEventLog(rows.slice(splitAt), { seq: first.lastGoodSeq, state: first.state }, upcasters);
    return { ...rest, events: [...first.events, ...rest.events] };
  }

  /** Every row reads back: the same events, and the state their replay makes. */
  thenReads(): LogReading {
    const reading = this.read();
    expect(reading.bad).toBeNull();
    expect(reading.events).toEqual(this.history);
    expect(reading.lastGoodSeq).toBe(this.history.length);
    expect(reading.state).toEqual(replay(this.history));
    return reading;
  }

  /** The reading stops at this bad row, its reason in words; the match is as of the event before it. */
  thenStops(bad: Stopped): LogReading {
    const reading = this.read();
    expect(reading.bad).toEqual({
      ...bad,
      reason: typeof bad.reason === 'string' ? bad.reason : expect.stringMatching(bad.reason),
    });
    this.expectReadUpTo(reading, bad.seq - 1);
    return reading;
  }

  /** The reading stops at the first row it cannot read, if any, with its reason in words; every event before it is read. */
  thenStopsAtFirstBad(): LogReading {
    const reading = this.read();
    this.expectReadUpTo(reading, reading.bad === null ? this.history.length : reading.bad.seq - 1);
    if (reading.bad) expect(reading.bad.reason.length).toBeGreaterThan(10);
    return reading;
  }

  private expectReadUpTo(reading: LogReading, count: number): void {
    const before = this.history.slice(0, count);
    expect(reading.events).toEqual(before);
    expect(reading.lastGoodSeq).toBe(count);
    expect(reading.state).toEqual(replay(before));
  }
}

export interface Given {
  /** `options.at`: the time the host decides the command at (the clocks the laws start run from it). */
  when(command: Command, options?: DecideOptions): When;
  /** The events stored as the database's rows and read back. */
  whenStored(storing?: Storing): WhenStored;
  /** The state the events make (replayed), for a law's figures over a whole history. */
  thenState(): MatchState;
  /** The scoreboard view of the state the events make. */
  thenView(): ScoreboardView;
  /** What `project` makes of the state the events make (the score sheet, the console's view…). */
  thenView<View>(project: (state: MatchState) => View): View;
}

export function given(...history: readonly MatchEvent[]): Given {
  return {
    when: (command, options) => new When(history, command, options),
    whenStored: (storing = {}) => new WhenStored(history, storing),
    thenState: () => {
      const state = replay(history);
      // Replaying is a pure fold: the same events make the same state again.
      expect(replay(history)).toEqual(state);
      return state;
    },
    thenView: <View>(project?: (state: MatchState) => View): View | ScoreboardView => {
      const state = replay(history);
      const snapshot = structuredClone(state);
      const view = project ? project(state) : toScoreboardView(state);
      // A view is a pure function of the state: it changes nothing and gives the same again.
      expect(state).toEqual(snapshot);
      expect(project ? project(state) : toScoreboardView(state)).toEqual(view);
      return view;
    },
  };
}

/** Game `n` (from 1) of a state; fails if there is none. */
export function gameOf(state: MatchState, n: number): MatchState['games'][number] {
  const game = state.games[n - 1];
  if (!game) throw new Error(`there is no game ${n}`);
  return game;
}

/** Board `n` of game `game` (from 1) of a state; fails if there is none. */
export function boardOf(state: MatchState, game: number, n: number) {
  const board = gameOf(state, game).boards[n - 1];
  if (!board) throw new Error(`there is no board ${n} of game ${game}`);
  return board;
}

/** Who broke each board of a game. */
export function breakersOf(state: MatchState, game: number): number[] {
  return gameOf(state, game).boards.map((board) => board.breaker);
}
