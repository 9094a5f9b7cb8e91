import {
  decide,
  evolve,
  replay,
  EMPTY_STATE,
  type Command,
  type MatchEvent,
  type MatchState,
} from '../shared/engine';
import { currentGame } from '../shared/engine/match';
import { seededRandom } from '../tests/support/seeded-random';
import type { BenchFigure } from './figure';

/** Decides `command`, appends its events to `log` and returns the state after them (throws on a refusal). */
export function run(state: MatchState, command: Command, log: MatchEvent[]): MatchState {
  const d = decide(state, command);
  if (!d.ok) throw new Error(d.violation.message);
  for (const e of d.events) {
    log.push(e);
    state = evolve(state, e);
  }
  return state;
}

/** Plays one full ICF singles match with random (legal) boards; returns its event log. */
export function generateMatch(random: () => number): {
  events: MatchEvent[];
  boards: number;
  state: MatchState;
} {
  const events: MatchEvent[] = [];
  let state = run(
    EMPTY_STATE,
    {
      type: 'CreateMatch',
      matchType: 'singles',
      sides: [
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      stage: 'early',
      info: {},
    },
    events,
  );
  state = run(state, { type: 'RecordToss', winner: random() < 0.5 ? 0 : 1, choice: 'break' }, events);
  let boards = 0;
  while (state.winner === null) {
    const game = currentGame(state);
    if (
      game &&
      game.tiedAtEnd &&
      game.extraBoardBreak === null &&
      game.winner === null &&
      game.boards.every((b) => !b.extra)
    ) {
      state = run(state, { type: 'RecordExtraBoardToss', winner: random() < 0.5 ? 0 : 1 }, events);
    }
    const winner = random() < 0.5 ? 0 : 1;
    const pieces = 1 + Math.floor(random() * 9);
    state = run(
      state,
      {
        type: 'RecordBoard',
        entry: {
          kind: 'sides',
          winner,
          pieces,
          queen: random() < 0.5 ? 'winner' : 'loser',
          finish: 'normal',
          extra: 0,
          timeUp: false,
        },
      },
      events,
    );
    boards += 1;
  }
  return { events, boards, state };
}

export function benchEngine(): BenchFigure[] {
  const random = seededRandom(20261129);
  const matches = Array.from({ length: 5000 }, () => generateMatch(random));
  const totalBoards = matches.reduce((n, m) => n + m.boards, 0);

  // Warm up the JIT, then time several full passes and keep the best (least disturbed) one.
  for (const m of matches.slice(0, 500)) replay(m.events);
  let best = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    const start = process.hrtime.bigint();
    for (const m of matches) replay(m.events);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  const boardsPerSecond = totalBoards / best;

  // One board command (decide + evolve) on a late-match state: game 3 under way.
  const late = lateMatchState(random);
  const command: Command = {
    type: 'RecordBoard',
    entry: {
      kind: 'sides',
      winner: 0,
      pieces: 4,
      queen: 'winner',
      finish: 'normal',
      extra: 0,
      timeUp: false,
    },
  };
  const samples: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const start = process.hrtime.bigint();
    const d = decide(late, command);
    if (d.ok) for (const e of d.events) evolve(late, e);
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number): number => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return [
    {
      name: 'engine replay throughput',
      value: boardsPerSecond,
      unit: 'boards/s',
      target: '≥ 1,000,000',
      ok: boardsPerSecond >= 1e6,
      note: `${matches.length} matches, ${totalBoards} boards, best of 5 passes`,
    },
    {
      name: 'board command on a late-match state (median)',
      value: pct(0.5),
      unit: 'µs',
      target: '< 50',
      ok: pct(0.5) < 50,
    },
    {
      name: 'board command on a late-match state (p99)',
      value: pct(0.99),
      unit: 'µs',
      target: '< 50',
      ok: pct(0.99) < 50,
    },
  ];
}

function lateMatchState(random: () => number): MatchState {
  for (;;) {
    const { events } = generateMatch(random);
    // Cut the log inside game 3, a few boards in.
    let state = EMPTY_STATE;
    for (const e of events) {
      const next = evolve(state, e);
      const game = currentGame(next);
      if (game && game.number === 3 && game.boards.length >= 4 && next.winner === null) {
        return next;
      }
      state = next;
    }
  }
}
