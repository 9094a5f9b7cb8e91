/**
 * Test helpers: build commands and drive the engine the way the console does (decide, then
 * evolve each event). Nothing here computes a score: expected values are written in the tests.
 */
import { expect } from 'vitest';
import {
  EMPTY_STATE,
  decide,
  evolve,
  type Command,
  type MatchEvent,
  type MatchState,
  type PocketedBoardEntry,
  type QueenCover,
  type SidesBoardEntry,
  type Violation,
} from '../../shared/engine';
import type { RulesSpec } from '../../shared/rules/resolve';
import type { MatchType, Stage } from '../../shared/rules/ruleset';

/** A normally finished board: `pieces` opponent C/m left, queen covered by winner or loser. */
export function normal(winner: number, pieces: number, queen: QueenCover = 'loser'): SidesBoardEntry {
  return { kind: 'sides', winner, pieces, queen, finish: 'normal', extra: 0, timeUp: false };
}

/** A board ended by a penalty: the winner is the offender's opponent. */
export function penalty(winner: number, pieces: number, queen: QueenCover, extra = 0): SidesBoardEntry {
  return { kind: 'sides', winner, pieces, queen, finish: 'penalty', extra, timeUp: false };
}

export function pocketed(
  ...players: readonly [black: number, white: number, queen?: boolean][]
): PocketedBoardEntry {
  return {
    kind: 'pocketed',
    pocketed: players.map(([black, white, queen]) => ({ black, white, queen: queen ?? false })),
    timeUp: false,
  };
}

export function sidesFor(type: MatchType): { name: string; players: string[] }[] {
  if (type === 'doubles') {
    return [
      { name: 'Asha & Chen', players: ['Asha', 'Chen'] },
      { name: 'Bruno & Dara', players: ['Bruno', 'Dara'] },
    ];
  }
  if (type === 'three-player') {
    return [
      { name: 'Asha', players: ['Asha'] },
      { name: 'Bruno', players: ['Bruno'] },
      { name: 'Chen', players: ['Chen'] },
    ];
  }
  return [
    { name: 'Asha', players: ['Asha'] },
    { name: 'Bruno', players: ['Bruno'] },
  ];
}

export interface MatchOptions {
  readonly type?: MatchType;
  readonly rules?: RulesSpec;
  readonly stage?: Stage;
  /** Toss: [winner, choice]; null = no toss recorded. Default: side 0 takes the break. */
  readonly toss?: readonly [number, 'break' | 'side'] | null;
}

export function createCommand(options: MatchOptions = {}): Command {
  const type = options.type ?? 'singles';
  return {
    type: 'CreateMatch',
    matchType: type,
    sides: sidesFor(type),
    ...(options.rules !== undefined ? { rules: options.rules } : {}),
    stage: options.stage ?? 'early',
    info: {},
  };
}

/** A match driven through decide/evolve; every accepted command's events are kept. */
export class Match {
  state: MatchState = EMPTY_STATE;
  readonly events: MatchEvent[] = [];

  constructor(options: MatchOptions = {}) {
    this.do(createCommand(options));
    const toss = options.toss === undefined ? ([0, 'break'] as const) : options.toss;
    if (toss) this.do({ type: 'RecordToss', winner: toss[0], choice: toss[1] });
  }

  /** Runs a command that must be accepted. */
  do(command: Command): this {
    const decision = decide(this.state, command);
    if (!decision.ok) {
      throw new Error(`refused ${command.type}: ${decision.violation.code}: ${decision.violation.message}`);
    }
    for (const event of decision.events) {
      this.state = evolve(this.state, event);
      this.events.push(event);
    }
    return this;
  }

  /** Records boards (each must be accepted). */
  boards(...entries: readonly (SidesBoardEntry | PocketedBoardEntry)[]): this {
    for (const entry of entries) this.do({ type: 'RecordBoard', entry });
    return this;
  }

  /** Runs a command that must be refused; checks the state did not change and returns why. */
  refuse(command: Command): Violation {
    const before = structuredClone(this.state);
    const decision = decide(this.state, command);
    if (decision.ok)
      throw new Error(`expected ${command.type} to be refused, got ${JSON.stringify(decision.events)}`);
    expect(this.state).toEqual(before);
    expect(decision.violation.message.length).toBeGreaterThan(10);
    return decision.violation;
  }

  game(n: number) {
    const game = this.state.games[n - 1];
    if (!game) throw new Error(`there is no game ${n}`);
    return game;
  }

  board(game: number, n: number) {
    const board = this.game(game).boards[n - 1];
    if (!board) throw new Error(`there is no board ${n} of game ${game}`);
    return board;
  }

  /** Per-board breakers of a game. */
  breakers(game: number): number[] {
    return this.game(game).boards.map((b) => b.breaker);
  }
}

/** Repeats a board `times` times. */
export function times<T>(count: number, item: T): T[] {
  return Array.from({ length: count }, () => item);
}
