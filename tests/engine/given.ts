/**
 * Engine tests as given / when / then: the events so far, one command, and either the events it
 * produces or its refusal. The state comes only from the given events (replayed), so a test
 * states the whole history it depends on.
 *
 *   given(...played(normal(0, 4))).when({ type: 'VoidLastBoard' }).then(voided(1, 1, normal(0, 4)));
 *   given(...played()).when({ type: 'VoidLastBoard' }).then(refused('nothing_to_void'));
 */
import { expect } from 'vitest';
import {
  decide,
  replay,
  type BoardEntry,
  type BoardRef,
  type Command,
  type MatchEvent,
  type MatchState,
  type Violation,
  type ViolationCode,
} from '../../shared/engine';
import { Match, type MatchOptions } from './support';

export interface Refused {
  readonly refused: ViolationCode;
  readonly message?: RegExp;
  readonly invalidBoards?: readonly BoardRef[];
}

export function refused(code: ViolationCode, details: Omit<Refused, 'refused'> = {}): Refused {
  return { refused: code, ...details };
}

/** The events of a match created with `options` (default: singles, ICF, side 0 breaks) and these boards. */
export function playedUnder(options: MatchOptions, ...entries: readonly BoardEntry[]): MatchEvent[] {
  return new Match(options).boards(...entries).events;
}

export function played(...entries: readonly BoardEntry[]): MatchEvent[] {
  return playedUnder({}, ...entries);
}

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

class When {
  constructor(
    private readonly history: readonly MatchEvent[],
    private readonly command: Command,
  ) {}

  /** Refused as expected: the reason is in words and nothing changed. */
  then(expected: Refused): Violation;
  /** Accepted with exactly these events; returns the state after them. */
  then(...expected: MatchEvent[]): MatchState;
  then(...expected: (MatchEvent | Refused)[]): MatchState | Violation {
    const before = replay(this.history);
    const snapshot = structuredClone(before);
    const decision = decide(before, this.command);
    const [first] = expected;
    if (first && 'refused' in first) {
      if (decision.ok) throw new Error(`expected a refusal, got ${JSON.stringify(decision.events)}`);
      expect(decision.violation.code).toBe(first.refused);
      expect(decision.violation.message.length).toBeGreaterThan(10);
      if (first.message) expect(decision.violation.message).toMatch(first.message);
      if (first.invalidBoards) expect(decision.violation.invalidBoards).toEqual(first.invalidBoards);
      expect(before).toEqual(snapshot);
      return decision.violation;
    }
    if (!decision.ok) throw new Error(`refused: ${decision.violation.code}: ${decision.violation.message}`);
    expect(decision.events).toEqual(expected);
    // The state decide vouches for is the one the events make when replayed.
    const after = replay([...this.history, ...decision.events]);
    expect(decision.state).toEqual(after);
    return after;
  }
}

export function given(...history: readonly MatchEvent[]): { when(command: Command): When } {
  return { when: (command) => new When(history, command) };
}
