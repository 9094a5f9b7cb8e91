import { replay, EMPTY_STATE, type MatchEvent } from '../shared/engine';
import { currentGame } from '../shared/engine/match';
import { CURRENT_EVENT_VERSION, readEventLog } from '../shared/engine/stored-log';
import { seededRandom } from '../tests/support/seeded-random';
import { run } from './engine';
import type { BenchFigure } from './figure';

/**
 * The board tracker (issue 28): rebuilding a stored match whose every board was tracked stroke by
 * stroke (about 30 strokes a board), the way the host reads a match back (every stored event
 * checked and folded, `readEventLog`) and the plain replay (`replay`).
 */

/** One tracked board: turns of nothing, the loser pockets some C/m, the winner covers the queen and clears. */
function boardStrokes(random: () => number, breaker: number, winner: number): Record<string, unknown>[] {
  const strokes: Record<string, unknown>[] = [];
  const loserPockets = Math.floor(random() * 8);
  const pairs = 26 + Math.floor(random() * 4);
  for (let i = 0; i < pairs; i++) {
    // The breaker's turn, then the other side's; once, the loser pockets its C/m in its turn.
    const side = i % 2 === 0 ? breaker : 1 - breaker;
    if (side !== winner && i === 3 && loserPockets > 0) strokes.push({ own: loserPockets });
    strokes.push({});
  }
  // `pairs` single-stroke turns passed: the side on turn is the breaker when `pairs` is even.
  const onTurn = pairs % 2 === 0 ? breaker : 1 - breaker;
  if (onTurn !== winner) strokes.push({});
  strokes.push({ queen: true, own: 2 }, { own: 7 });
  return strokes;
}

export function generateTrackedMatch(random: () => number): { events: MatchEvent[]; strokes: number } {
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
      stage: 'knockout',
      info: {},
    },
    events,
  );
  state = run(state, { type: 'RecordToss', winner: 0, choice: 'break' }, events);
  let strokes = 0;
  // Three games: side 0, side 1, side 0 win every board of their game (3 boards of 12).
  while (state.winner === null) {
    const game = currentGame(state);
    const number = game && game.winner === null ? game.number : (game?.number ?? 0) + 1;
    const winner = number === 2 ? 1 : 0;
    const next = state.games[number - 1];
    const breaker =
      next && next.boards.length > 0 ? 1 - (next.boards.at(-1)?.breaker ?? 0) : number === 2 ? 1 : 0;
    for (const entry of boardStrokes(random, breaker, winner)) {
      state = run(state, { type: 'RecordStroke', entry }, events);
      strokes += 1;
    }
  }
  return { events, strokes };
}

export function benchTracker(matches: number): BenchFigure[] {
  const random = seededRandom(20261204);
  const list = Array.from({ length: matches }, () => generateTrackedMatch(random));
  const strokes = list.reduce((n, m) => n + m.strokes, 0);
  const rows = list.map((m) =>
    m.events.map((event, i) => ({
      seq: i + 1,
      version: CURRENT_EVENT_VERSION,
      type: event.type,
      payload: JSON.stringify(event),
    })),
  );
  for (const m of list.slice(0, 10)) replay(m.events);
  let replayBest = Infinity;
  let readBest = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    let start = process.hrtime.bigint();
    for (const m of list) replay(m.events);
    replayBest = Math.min(replayBest, Number(process.hrtime.bigint() - start) / 1e9);
    start = process.hrtime.bigint();
    for (const r of rows) {
      const read = readEventLog(r);
      if (read.bad) throw new Error(read.bad.reason);
    }
    readBest = Math.min(readBest, Number(process.hrtime.bigint() - start) / 1e9);
  }
  const perMatchMs = (readBest / list.length) * 1000;
  return [
    {
      name: 'tracked match read back from its stored log (3 games, every board tracked)',
      value: perMatchMs,
      unit: 'ms',
      note: `${Math.round(strokes / list.length)} strokes a match, ${Math.round(strokes / (list.length * 9))} a board; readEventLog (schema + checked fold), best of 5`,
    },
    {
      name: 'strokes replayed per second (replay)',
      value: strokes / replayBest,
      unit: 'strokes/s',
      note: `${list.length} matches, ${strokes} strokes, best of 5 passes`,
    },
    {
      name: 'strokes read back per second (readEventLog)',
      value: strokes / readBest,
      unit: 'strokes/s',
    },
  ];
}
