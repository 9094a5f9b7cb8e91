/**
 * Reading a stored log: versions upcast in order, data checked against the schema, events folded
 * through evolveChecked; a bad event is reported with its number and the reason, never thrown.
 * Each test: given a match's events, when they are stored as rows (some changed) and read back,
 * then they read as the same events, or the reading stops at the bad row saying why.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, decide, evolve, evolveChecked, replay, type MatchEvent } from '../../shared/engine';
import type { RawEvent, Upcaster } from '../../shared/engine/stored-log';
import { given, played, playedUnder, recorded } from './given';
import { Match, normal, times } from './support';

/** Game 1 won 3–0 boards, one board of game 2, one correction, one undo: 10 events. */
const playedMatch = (): MatchEvent[] =>
  played(
    normal(0, 9, 'winner'),
    normal(0, 8),
    normal(0, 9),
    { type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 9) },
    normal(1, 2),
    normal(1, 3),
    { type: 'VoidLastBoard' },
    normal(1, 4),
  );

/** The rows with row `seq` (from 1) replaced by what `change` makes of it. */
const changing =
  (seq: number, change: (row: RawEvent) => RawEvent) =>
  (rows: RawEvent[]): RawEvent[] =>
    rows.map((row) => (row.seq === seq ? change(row) : row));

describe('reading a row', () => {
  it('reads a row of the current version as the event it holds', () => {
    const history = played(normal(0, 4));
    const reading = given(...history)
      .whenStored()
      .thenReads();
    expect(reading.events.at(-1)).toEqual(recorded(1, 1, normal(0, 4)));
  });

  it('reads a free-play match past board 999 (no board limit): what decide wrote always reads back', () => {
    const history = playedUnder({ rules: 'free-play' }, ...times(1200, normal(0, 1)));
    const reading = given(...history)
      .whenStored()
      .thenReads();
    expect(reading.state.games[0]?.boards).toHaveLength(1200);
  });

  it('upcasts an old version through every later step, in order, and no step twice', () => {
    const calls: string[] = [];
    // A made-up history: v1 stored `pieces` as text, v2 named the board `boardNumber`; this reads v3.
    const chain: Upcaster[] = [
      (p) => {
        calls.push('1→2');
        const v1 = p as { entry?: { pieces: string } };
        return v1.entry ? { ...v1, entry: { ...v1.entry, pieces: Number(v1.entry.pieces) } } : v1;
      },
      (p) => {
        calls.push('2→3');
        const { boardNumber, ...rest } = p as { boardNumber?: number };
        return boardNumber === undefined ? rest : { ...rest, board: boardNumber };
      },
    ];
    const history = played(normal(0, 4));
    const board = history.length; // the board's row, after the match's creation and the toss
    const current = (rows: RawEvent[]) => rows.map((row) => ({ ...row, version: 3 }));
    const v1 = { type: 'BoardRecorded', game: 1, boardNumber: 1, entry: { ...normal(0, 4), pieces: '4' } };
    const asV1 = (row: RawEvent) => ({ ...row, version: 1, payload: JSON.stringify(v1) });
    given(...history)
      .whenStored({ change: (rows) => changing(board, asV1)(current(rows)), upcasters: chain })
      .thenReads();
    expect(calls).toEqual(['1→2', '2→3']);
    calls.length = 0;
    const v2 = { ...v1, entry: normal(0, 4) };
    const asV2 = (row: RawEvent) => ({ ...row, version: 2, payload: JSON.stringify(v2) });
    given(...history)
      .whenStored({ change: (rows) => changing(board, asV2)(current(rows)), upcasters: chain })
      .thenReads();
    expect(calls).toEqual(['2→3']);
    const asV4 = (row: RawEvent) => ({ ...row, version: 4, payload: '{}' });
    given(...history)
      .whenStored({ change: (rows) => changing(board, asV4)(current(rows)), upcasters: chain })
      .thenStops({
        seq: board,
        type: 'BoardRecorded',
        reason: /newer version.*schema 4; this version reads up to 3/,
      });
  });

  it.each([
    [0, /schema version \(0\) is not one this app ever wrote/],
    [1.5, /schema version \(1.5\) is not one/],
  ])('refuses version %s in words', (version, reason) => {
    const history = playedUnder({ rules: 'club-21' }, { type: 'StartGameClock', at: 1 });
    const clock = history.length;
    expect(history.at(-1)).toEqual({ type: 'GameClockStarted', at: 1 });
    given(...history)
      .whenStored({ change: changing(clock, (row) => ({ ...row, version })) })
      .thenStops({ seq: clock, type: 'GameClockStarted', reason });
  });

  it('refuses unknown event types, extra fields and missing ones, naming the field', () => {
    const history = played(normal(0, 3));
    const board = history.length;
    const storedAs = (payload: unknown, type = 'BoardRecorded') =>
      given(...history).whenStored({
        change: changing(board, (row) => ({ ...row, type, payload: JSON.stringify(payload) })),
      });
    storedAs({ type: 'BoardErased' }, 'BoardErased').thenStops({
      seq: board,
      type: 'BoardErased',
      reason: /^its data does not have the shape of an event/,
    });
    storedAs({ type: 'GameClockStarted', at: 1, by: 'me' }, 'GameClockStarted').thenStops({
      seq: board,
      type: 'GameClockStarted',
      reason: /^its data does not have the shape of an event/,
    });
    storedAs({ type: 'BoardRecorded', game: 1, entry: normal(0, 3) }).thenStops({
      seq: board,
      type: 'BoardRecorded',
      reason: /^its data does not have the shape of an event \("board": /,
    });
  });
});

describe('evolve', () => {
  it('never throws: an event that does not follow is left out, and evolveChecked says why', () => {
    const history = played(normal(0, 4));
    const state = replay(history);
    const stale = { type: 'BoardRecorded', game: 1, board: 1, entry: normal(1, 2) } as const;
    expect(evolve(state, stale)).toBe(state);
    expect(replay([...history, stale])).toEqual(state);
    expect(evolveChecked(state, stale)).toEqual({
      ok: false,
      reason: 'it is recorded as board 1 of game 1, but board 2 of game 1 was next',
    });
    given(...history, stale)
      .whenStored()
      .thenStops({
        seq: history.length + 1,
        type: 'BoardRecorded',
        reason: 'it is recorded as board 1 of game 1, but board 2 of game 1 was next',
      });
    expect(evolveChecked(EMPTY_STATE, stale)).toEqual({
      ok: false,
      reason: 'it comes before the match was created',
    });
    given(stale)
      .whenStored()
      .thenStops({ seq: 1, type: 'BoardRecorded', reason: 'it comes before the match was created' });
  });
});

describe('readEventLog', () => {
  it('reads a whole good log to the same state as replaying its events', () => {
    const history = playedMatch();
    expect(history).toHaveLength(10);
    given(...history)
      .whenStored()
      .thenReads();
  });

  it('goes on from where it stopped: reading in two parts equals reading at once', () => {
    given(...playedMatch())
      .whenStored({ splitAt: 6 })
      .thenReads();
  });

  it('a correction that no longer applies is reported with what it would do, and the log stops before it', () => {
    // 9, 18, 18:2, 23:2, 23:5. Board 2 as 9 + queen: 9 + 12 = 21, 21:2, 26:2 at board 4, which
    // ends game 1 and leaves board 5 after its end.
    const history = played(normal(0, 9), normal(0, 9), normal(1, 2), normal(0, 5), normal(1, 3));
    const forged: MatchEvent = {
      type: 'BoardCorrected',
      game: 1,
      board: 2,
      entry: normal(0, 9, 'winner'),
      previous: normal(0, 9),
    };
    given(...history, forged)
      .whenStored()
      .thenStops({
        seq: 8,
        type: 'BoardCorrected',
        reason: 'it would decide a game earlier, leaving later boards after its end',
      });
  });

  it('never throws on damaged rows: it stops at the first bad one and the state is the replay before it', () => {
    const history = played(...times(5, normal(0, 2)), ...times(3, normal(1, 3)));
    const damage = fc.record({
      at: fc.nat({ max: history.length - 1 }),
      kind: fc.constantFrom('payload', 'json', 'version', 'seq', 'type'),
      text: fc.string({ maxLength: 12 }),
      number: fc.oneof(fc.integer({ min: -3, max: 1000 }), fc.double()),
    });
    fc.assert(
      fc.property(damage, ({ at, kind, text, number }) => {
        const damaged = (rows: RawEvent[]): RawEvent[] =>
          changing(at + 1, (original) => {
            const row = { ...original };
            const event = JSON.parse(row.payload) as Record<string, unknown>;
            const keys = Object.keys(event);
            const key = keys[Math.abs(Math.trunc(number)) % keys.length]!;
            if (kind === 'payload') row.payload = JSON.stringify({ ...event, [key]: number });
            if (kind === 'json') row.payload = row.payload.slice(0, text.length);
            if (kind === 'version') row.version = number;
            if (kind === 'seq') row.seq = Math.trunc(number);
            if (kind === 'type') row.type = text;
            return row;
          })(rows);
        const read = given(...history)
          .whenStored({ change: damaged })
          .thenStopsAtFirstBad();
        expect(read.bad === null || read.bad.seq <= at + 1).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back every log decide can write: random boards, corrections, undos, tosses and side changes', () => {
    const entry = fc.record({
      winner: fc.integer({ min: 0, max: 1 }),
      pieces: fc.integer({ min: 1, max: 9 }),
      queen: fc.constantFrom('winner' as const, 'loser' as const),
    });
    const step = fc.oneof(
      { weight: 6, arbitrary: entry.map((e) => ({ kind: 'board' as const, ...e })) },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.nat(), entry).map(([at, e]) => ({ kind: 'correct' as const, at, ...e })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'void' as const }) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 0, max: 1 }).map((winner) => ({ kind: 'toss' as const, winner })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'sides' as const }) },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('icf', 'club-21', 'queen-5'),
        fc.array(step, { maxLength: 60 }),
        (rules, steps) => {
          const m = new Match({ rules });
          for (const s of steps) {
            const boards = m.state.games.flatMap((g) =>
              g.boards.map((b) => ({ game: g.number, board: b.number })),
            );
            const target = boards.length > 0 && s.kind === 'correct' ? boards[s.at % boards.length]! : null;
            const command =
              s.kind === 'board'
                ? { type: 'RecordBoard' as const, entry: normal(s.winner, s.pieces, s.queen) }
                : s.kind === 'correct' && target
                  ? { type: 'CorrectBoard' as const, ...target, entry: normal(s.winner, s.pieces, s.queen) }
                  : s.kind === 'void'
                    ? { type: 'VoidLastBoard' as const }
                    : s.kind === 'toss'
                      ? { type: 'RecordExtraBoardToss' as const, winner: s.winner }
                      : { type: 'RecordSideChange' as const };
            if (decide(m.state, command).ok) m.do(command);
          }
          const read = given(...m.events)
            .whenStored()
            .thenReads();
          expect(read.state).toEqual(m.state);
        },
      ),
      { numRuns: 300 },
    );
  });
});
