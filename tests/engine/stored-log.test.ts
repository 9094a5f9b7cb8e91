/**
 * Reading a stored log: versions upcast in order, data checked against the schema, events folded
 * through evolveChecked; a bad event is reported with its number and the reason, never thrown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, decide, evolve, evolveChecked, replay, type MatchEvent } from '../../shared/engine';
import {
  CURRENT_EVENT_VERSION,
  decodeEvent,
  readEventLog,
  type RawEvent,
  type Upcaster,
} from '../../shared/engine/stored-log';
import { Match, normal, times } from './support';

const rows = (events: readonly MatchEvent[], version = CURRENT_EVENT_VERSION): RawEvent[] =>
  events.map((event, i) => ({ seq: i + 1, version, type: event.type, payload: JSON.stringify(event) }));

/** Game 1 won 3–0 boards, one board of game 2, one correction, one undo: 11 events. */
function playedMatch(): Match {
  return new Match()
    .boards(normal(0, 9, 'winner'), normal(0, 8), normal(0, 9))
    .do({ type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 9) })
    .boards(normal(1, 2), normal(1, 3))
    .do({ type: 'VoidLastBoard' })
    .boards(normal(1, 4));
}

describe('decodeEvent', () => {
  it('reads a row of the current version as the event it holds', () => {
    const event: MatchEvent = { type: 'BoardRecorded', game: 1, board: 1, entry: normal(0, 4) };
    const [row] = rows([event]);
    expect(decodeEvent(row!)).toEqual({ ok: true, event });
  });

  it('reads a free-play match past board 999 (no board limit): what decide wrote always reads back', () => {
    const match = new Match({ rules: 'free-play' }).boards(...times(1200, normal(0, 1)));
    expect(match.state.games[0]?.boards).toHaveLength(1200);
    const reading = readEventLog(rows(match.events));
    expect(reading.bad).toBeNull();
    expect(reading.state).toEqual(match.state);
  });

  it('upcasts an old version through every later step, in order, and no step twice', () => {
    const calls: string[] = [];
    // A made-up history: v1 stored `pieces` as text, v2 named the board `boardNumber`.
    const chain: Upcaster[] = [
      (p) => {
        calls.push('1→2');
        const v1 = p as { entry: { pieces: string } };
        return { ...v1, entry: { ...v1.entry, pieces: Number(v1.entry.pieces) } };
      },
      (p) => {
        calls.push('2→3');
        const { boardNumber, ...rest } = p as { boardNumber: number };
        return { ...rest, board: boardNumber };
      },
    ];
    const entry = { ...normal(0, 4), pieces: '4' };
    const v1 = { type: 'BoardRecorded', game: 1, boardNumber: 2, entry };
    const read = decodeEvent(
      { seq: 1, version: 1, type: 'BoardRecorded', payload: JSON.stringify(v1) },
      chain,
    );
    expect(read).toEqual({
      ok: true,
      event: { type: 'BoardRecorded', game: 1, board: 2, entry: normal(0, 4) },
    });
    expect(calls).toEqual(['1→2', '2→3']);
    calls.length = 0;
    const v2 = { ...v1, entry: normal(0, 4) };
    expect(
      decodeEvent({ seq: 1, version: 2, type: 'BoardRecorded', payload: JSON.stringify(v2) }, chain).ok,
    ).toBe(true);
    expect(calls).toEqual(['2→3']);
    const v4 = decodeEvent({ seq: 1, version: 4, type: 'BoardRecorded', payload: '{}' }, chain);
    expect(v4).toEqual({
      ok: false,
      reason: expect.stringMatching(/newer version.*schema 4; this version reads up to 3/),
    });
  });

  it.each([
    [0, /schema version \(0\) is not one this app ever wrote/],
    [1.5, /schema version \(1.5\) is not one/],
  ])('refuses version %s in words', (version, reason) => {
    const [row] = rows([{ type: 'GameClockStarted', at: 1 }]);
    expect(decodeEvent({ ...row!, version })).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('refuses unknown event types, extra fields and missing ones, naming the field', () => {
    const decode = (payload: unknown, type = 'BoardRecorded') =>
      decodeEvent({ seq: 1, version: 1, type, payload: JSON.stringify(payload) });
    expect(decode({ type: 'BoardErased' }, 'BoardErased')).toMatchObject({ ok: false });
    expect(decode({ type: 'GameClockStarted', at: 1, by: 'me' }, 'GameClockStarted')).toMatchObject({
      ok: false,
    });
    expect(decode({ type: 'BoardRecorded', game: 1, entry: normal(0, 3) })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^its data does not have the shape of an event \("board": /),
    });
  });
});

describe('evolve', () => {
  it('never throws: an event that does not follow is left out, and evolveChecked says why', () => {
    const m = new Match().boards(normal(0, 4));
    const stale = { type: 'BoardRecorded', game: 1, board: 1, entry: normal(1, 2) } as const;
    expect(evolve(m.state, stale)).toBe(m.state);
    expect(replay([...m.events, stale])).toEqual(m.state);
    expect(evolveChecked(m.state, stale)).toEqual({
      ok: false,
      reason: 'it is recorded as board 1 of game 1, but board 2 of game 1 was next',
    });
    expect(evolveChecked(EMPTY_STATE, stale)).toEqual({
      ok: false,
      reason: 'it comes before the match was created',
    });
  });
});

describe('readEventLog', () => {
  it('reads a whole good log to the same state as replaying its events', () => {
    const m = playedMatch();
    const read = readEventLog(rows(m.events));
    expect(read.bad).toBeNull();
    expect(read.lastGoodSeq).toBe(m.events.length);
    expect(read.events).toEqual(m.events);
    expect(read.state).toEqual(m.state);
  });

  it('goes on from where it stopped: reading in two parts equals reading at once', () => {
    const m = playedMatch();
    const all = rows(m.events);
    const first = readEventLog(all.slice(0, 6));
    const rest = readEventLog(all.slice(6), { seq: first.lastGoodSeq, state: first.state });
    expect(rest.state).toEqual(m.state);
    expect([...first.events, ...rest.events]).toEqual(m.events);
  });

  it('a correction that no longer applies is reported with what it would do, and the log stops before it', () => {
    // 9, 18, 18:2, 23:2, 23:5. Board 2 as 9 + queen: 9 + 12 = 21, 21:2, 26:2 at board 4, which
    // ends game 1 and leaves board 5 after its end.
    const m = new Match().boards(normal(0, 9), normal(0, 9), normal(1, 2), normal(0, 5), normal(1, 3));
    const forged: MatchEvent = {
      type: 'BoardCorrected',
      game: 1,
      board: 2,
      entry: normal(0, 9, 'winner'),
      previous: normal(0, 9),
    };
    const read = readEventLog(rows([...m.events, forged]));
    expect(read.bad).toEqual({
      seq: 8,
      type: 'BoardCorrected',
      reason: 'it would decide a game earlier, leaving later boards after its end',
    });
    expect(read.state).toEqual(m.state);
  });

  it('never throws on damaged rows: it stops at the first bad one and the state is the replay before it', () => {
    const m = new Match().boards(...times(5, normal(0, 2)), ...times(3, normal(1, 3)));
    const good = rows(m.events);
    const damage = fc.record({
      at: fc.nat({ max: good.length - 1 }),
      kind: fc.constantFrom('payload', 'json', 'version', 'seq', 'type'),
      text: fc.string({ maxLength: 12 }),
      number: fc.oneof(fc.integer({ min: -3, max: 1000 }), fc.double()),
    });
    fc.assert(
      fc.property(damage, ({ at, kind, text, number }) => {
        const damaged = good.map((row) => ({ ...row }));
        const row = damaged[at]!;
        const event = JSON.parse(row.payload) as Record<string, unknown>;
        const key = Object.keys(event)[Math.abs(Math.trunc(number)) % Object.keys(event).length]!;
        if (kind === 'payload') row.payload = JSON.stringify({ ...event, [key]: number });
        if (kind === 'json') row.payload = row.payload.slice(0, text.length);
        if (kind === 'version') row.version = number;
        if (kind === 'seq') row.seq = Math.trunc(number);
        if (kind === 'type') row.type = text;
        const read = readEventLog(damaged);
        const stop = read.bad === null ? damaged.length : read.bad.seq - 1;
        expect(read.bad === null || read.bad.seq <= at + 1).toBe(true);
        expect(read.events).toEqual(m.events.slice(0, stop));
        expect(read.state).toEqual(replay(m.events.slice(0, stop), EMPTY_STATE));
        if (read.bad) expect(read.bad.reason.length).toBeGreaterThan(10);
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
          const read = readEventLog(rows(m.events));
          expect(read.bad).toBeNull();
          expect(read.state).toEqual(m.state);
        },
      ),
      { numRuns: 300 },
    );
  });
});
