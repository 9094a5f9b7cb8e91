/*
 * The official sheet from the stored log of the REAL host, with a clock the test moves: each
 * board's end time is the time it was recorded (a corrected board keeps it, an undone board's
 * replacement has its own), the toss, side change and extra-board toss carry their times, the
 * corrections trail has the points before and after, and the match number counts the matches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import type { AuditEntry } from '../../shared/contract/contract';
import { toOfficialSheet } from '../../shared/views/official-sheet';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import { CONSOLE, manualTime, tempDir } from '../host/helpers';
import { queryParsed, submitParsed } from '../support/parsed';

const START = Date.UTC(2026, 11, 1, 14, 0, 0);
const MINUTE = 60_000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function timedHost(): { host: Host; advance: (ms: number) => void } {
  const dir = tempDir('carrom-sheet-');
  const time = manualTime(START);
  const host = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
  cleanups.push(() => dir.remove());
  cleanups.push(() => host.close());
  return { host, advance: (ms) => time.advance(ms) };
}

function run(host: Host, command: Record<string, unknown>): void {
  const result = submitParsed(host, command, CONSOLE);
  if (!result.ok) throw new Error(`${String(command['type'])}: ${result.message}`);
}

const entry = (winner: number, pieces: number, queen = 'loser') => ({
  kind: 'sides',
  winner,
  pieces,
  queen,
  finish: 'normal',
  extra: 0,
  timeUp: false,
});

/** A singles match of `name` against Bruno, under the default rules. */
const singles = (name: string, info: { readonly event?: string } = {}) => ({
  type: 'CreateMatch',
  matchType: 'singles',
  sides: [
    { name, players: [name] },
    { name: 'Bruno', players: ['Bruno'] },
  ],
  stage: 'early',
  info,
});

async function sheet(host: Host): Promise<OfficialSheet> {
  const result = await queryParsed(host, { type: 'OfficialSheet' }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.data as OfficialSheet;
}

describe('official sheet', () => {
  it('times each board, keeps a corrected board its time, and lists the corrections with points', async () => {
    const { host, advance } = timedHost();
    run(host, singles('Asha', { event: 'Open' }));
    advance(2 * MINUTE);
    run(host, { type: 'RecordToss', winner: 1, choice: 'side' });
    advance(5 * MINUTE);
    run(host, { type: 'RecordBoard', entry: entry(0, 4) });
    advance(4 * MINUTE);
    run(host, { type: 'RecordBoard', entry: entry(1, 6) });
    advance(MINUTE);
    run(host, { type: 'CorrectBoard', game: 1, board: 1, entry: entry(0, 5, 'winner') });
    advance(MINUTE);
    run(host, { type: 'VoidLastBoard' });
    advance(MINUTE);
    run(host, { type: 'RecordBoard', entry: entry(1, 7) });

    const data = await sheet(host);
    expect(data.matchNumber).toBe(1);
    expect(data.createdAt).toBe(START);
    expect(data.startedAt).toBe(START + 2 * MINUTE);
    expect(data.finishedAt).toBeNull();
    expect(data.toss).toEqual({ winner: 1, choice: 'side', at: START + 2 * MINUTE });
    expect(data.preset).toBe('icf');
    expect(data.stage).toBe('early');
    const rows = data.games[0]!.rows;
    expect(rows.map((row) => row.endedAt)).toEqual([START + 7 * MINUTE, START + 14 * MINUTE]);
    expect(rows.map((row) => row.totals)).toEqual([
      [8, 0],
      [8, 7],
    ]);
    expect(data.corrections).toEqual([
      {
        game: 1,
        board: 1,
        kind: 'corrected',
        at: START + 12 * MINUTE,
        before: entry(0, 4),
        after: entry(0, 5, 'winner'),
        pointsBefore: [4, 0],
        pointsAfter: [8, 0],
      },
      {
        game: 1,
        board: 2,
        kind: 'voided',
        at: START + 13 * MINUTE,
        before: entry(1, 6),
        after: null,
        pointsBefore: [0, 6],
        pointsAfter: null,
      },
    ]);
    expect(data.officials).toEqual([]);
  });

  it('prints the board after which the sides really changed (law 60): 4 when Y came after board 4, 5 when board 5 came first', async () => {
    for (const boardsBeforeY of [4, 5]) {
      const { host, advance } = timedHost();
      run(host, singles('Asha'));
      run(host, { type: 'RecordToss', winner: 0, choice: 'break' });
      for (const winner of [0, 1]) {
        for (let b = 0; b < 3; b++) run(host, { type: 'RecordBoard', entry: entry(winner, 9, 'winner') });
      }
      for (let b = 0; b < 4; b++) run(host, { type: 'RecordBoard', entry: entry(0, 1) });
      expect(host.current().view.sideChangeDue).toBe(true);
      // Board 5 from a client that did not ask (the host takes it: the console is the one that asks).
      if (boardsBeforeY === 5) run(host, { type: 'RecordBoard', entry: entry(1, 1) });
      advance(MINUTE);
      run(host, { type: 'RecordSideChange' });
      const game3 = (await sheet(host)).games[2]!;
      expect(game3.sideChange).toEqual({ afterBoard: boardsBeforeY, at: START + MINUTE });
      expect(game3.sideChangeAfterBoard).toBe(4);
    }
  });

  it('numbers matches in the order they were created', async () => {
    const { host, advance } = timedHost();
    for (const name of ['Asha', 'Chen']) {
      advance(MINUTE);
      run(host, singles(name));
    }
    expect((await sheet(host)).matchNumber).toBe(2);
  });

  it("lists the timekeeper's warnings, fouls and time-outs, and is null before a match is set up", async () => {
    const { host, advance } = timedHost();
    run(host, singles('Asha'));
    run(host, { type: 'RecordToss', winner: 1, choice: 'side' });
    run(host, { type: 'RecordBoard', entry: entry(0, 3) });
    advance(60_000);
    run(host, { type: 'RecordOfficialNote', kind: 'warning', side: 0, player: 0 });
    advance(30_000);
    run(host, { type: 'StartTimeOut', side: 1 });
    expect((await sheet(host)).officials).toEqual([
      { at: START + 60_000, game: 1, board: 2, side: 0, player: 'Asha', kind: 'warning' },
      { at: START + 90_000, game: 1, board: 2, side: 1, player: null, kind: 'timeOut' },
    ]);
    const trail = await queryParsed(host, { type: 'AuditTrail' }, CONSOLE);
    if (!trail.ok) throw new Error(trail.message);
    const events = (trail.data as readonly AuditEntry[]).map(({ at, event }) => ({ at, event }));
    const source = { matchId: 'm', matchNumber: 1, createdAt: START };
    expect(toOfficialSheet({ ...source, events })?.officials).toHaveLength(2);
    expect(toOfficialSheet({ ...source, events: [] })).toBeNull();
  });
});
