/**
 * The events written by the code of 2026-12-01 (tests/fixtures/events/v1-events.sqlite, made by
 * make-fixture.ts, rows without a version) must replay unchanged forever. A copy of the file is
 * opened by today's store (migrating it), every match is read back through the checked reader,
 * and its report is compared with the `score` command's output for the committed match file
 * with the same record (the `.expected.json` beside it, checked by hand when it was written),
 * plus the facts below, worked out from the laws.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openHost } from '../../electron/host/host';
import { SCHEMA_VERSION } from '../../electron/host/migrations';
import { openStore, type Store } from '../../electron/host/store';
import type { MatchState } from '../../shared/engine';
import { CURRENT_EVENT_VERSION } from '../../shared/engine/stored-log';
import { importMatchFile } from '../../shared/match-file';
import { toScoreReport } from '../../shared/views/score-report';
import { toScoreSheet } from '../../shared/views/score-sheet';
import { CONSOLE, tempDir } from './helpers';
import { CREATE_MATCH } from './fixtures/match-script';
import { submitParsed } from '../support/parsed';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const FIXTURE = join(fixtures, 'events/v1-events.sqlite');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(fixtures, path), 'utf8'));

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A copy of the fixture in a fresh data folder (the committed file is never opened for writing). */
function fixtureCopy(): string {
  const dir = tempDir('carrom-event-fixture-');
  cleanups.push(dir.remove);
  copyFileSync(FIXTURE, join(dir.path, DATABASE_FILE));
  return dir.path;
}

/** Each stored match by the match file its record equals (make-fixture.ts puts it in info.event). */
function matchesByFile(store: Store): Map<string, { id: string; state: MatchState }> {
  const byFile = new Map<string, { id: string; state: MatchState }>();
  for (const row of store.matches(0)) {
    const log = store.readMatch(row.id);
    expect(log.bad, `match ${row.id}`).toBeNull();
    const file = log.state.setup?.info.event;
    if (!file) throw new Error(`match ${row.id} names no match file`);
    byFile.set(file, { id: row.id, state: log.state });
  }
  return byFile;
}

/** Examples are compared whole; the repo's fixtures list the fields checked by hand (as the CLI test does). */
const FILES = [
  'examples/best-of-three.json',
  'examples/tie-after-eight-then-extra-board.json',
  'matches/doubles-breaker-player.json',
  'matches/three-player.json',
  'matches/forfeit.json',
  'matches/timed-time-up.json',
] as const;

describe('the v1 event fixture replays unchanged', () => {
  it('opens through the migration: rows keep their events and are marked schema version 1', () => {
    const store = openStore({ file: join(fixtureCopy(), DATABASE_FILE) });
    cleanups.push(() => store.close());
    expect(store.database.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const versions = store.database
      .prepare('SELECT schema_version, count(*) AS n FROM events GROUP BY schema_version')
      .all();
    expect(versions).toEqual([{ schema_version: 1, n: 72 }]);
    expect(store.matches(0)).toHaveLength(6);
  });

  it.each(FILES)('%s: the stored match reports what `score` reports for the file', (file) => {
    const store = openStore({ file: join(fixtureCopy(), DATABASE_FILE) });
    cleanups.push(() => store.close());
    const match = matchesByFile(store).get(file);
    expect(match, file).toBeDefined();
    const report = JSON.parse(JSON.stringify(toScoreReport(match!.state))) as unknown;
    const expected = readJson(file.replace(/\.json$/, '.expected.json'));
    if (file.startsWith('examples/')) expect(report).toEqual(expected);
    else expect(report).toMatchObject(expected as object);
    // The score sheet (what is printed and exported) equals the one of the imported match file.
    const imported = importMatchFile(readJson(file));
    if (!imported.ok) throw new Error(imported.error.message);
    expect(toScoreSheet(match!.state)?.games).toEqual(toScoreSheet(imported.state)?.games);
  });

  it('keeps the facts of each match, worked out from the laws', () => {
    const store = openStore({ file: join(fixtureCopy(), DATABASE_FILE) });
    cleanups.push(() => store.close());
    const m = matchesByFile(store);
    const state = (file: (typeof FILES)[number]): MatchState => m.get(file)!.state;
    // Best of three, 12 + 9 + 9 each game; the deciding game reaches 13 points at board 2 (law 60).
    const bestOfThree = state('examples/best-of-three.json');
    expect(bestOfThree.games.map((g) => g.scores)).toEqual([
      [30, 0],
      [0, 30],
      [30, 0],
    ]);
    expect(bestOfThree.winner).toBe(0);
    expect(bestOfThree.games[2]).toMatchObject({ sideChangeAfterBoard: 2, sidesChanged: true });
    // Doubles: 3, 4 + queen, then 2 and 5 + queen for the others, then 1: 11–10, board 6 next,
    // broken by side 0's first player (side 0 broke boards 2 and 4, players 0 and 1: law 49b).
    const doubles = toScoreReport(state('matches/doubles-breaker-player.json'));
    expect(doubles.games[0]?.scores).toEqual([11, 10]);
    expect(doubles.next).toEqual({
      game: 1,
      board: 6,
      breaker: 0,
      breakerPlayer: 0,
      queenCounts: [true, true],
      needsToss: false,
    });
    // Game 1 ran out of time (the host's own timer) at 5–8; game 2 ended level on time at 4–4,
    // and the extra board (Bruno 1) decided it: Bruno wins 2–0.
    const timed = state('matches/timed-time-up.json');
    expect(timed.games.map((g) => [g.endedBy, g.winner, g.scores])).toEqual([
      ['time', 1, [5, 8]],
      ['extraBoard', 1, [4, 5]],
    ]);
    expect(timed.games[0]?.boards[2]?.entry.timeUp).toBe(true);
    expect(state('matches/forfeit.json')).toMatchObject({ winner: 1, endedBy: 'forfeit' });
    expect(state('matches/three-player.json').games[0]?.scores).toEqual([25, 21, 7]);
  });

  it('keeps the audit trail as it was written: corrections, undo, clocks, origins', () => {
    const store = openStore({ file: join(fixtureCopy(), DATABASE_FILE) });
    cleanups.push(() => store.close());
    const m = matchesByFile(store);
    const trail = store.events(m.get('examples/best-of-three.json')!.id);
    expect(trail.map((e) => e.event.type)).toEqual([
      'MatchCreated',
      'TossRecorded',
      'BoardRecorded',
      'BoardCorrected',
      'BoardRecorded',
      'BoardRecorded',
      'BoardRecorded',
      'BoardRecorded',
      'BoardVoided',
      'BoardRecorded',
      'BoardRecorded',
      'BoardRecorded',
      'BoardRecorded',
      'BoardCorrected',
      'SideChangeRecorded',
      'BoardRecorded',
    ]);
    expect(trail[3]?.event).toMatchObject({
      game: 1,
      board: 1,
      previous: { pieces: 8 },
      entry: { pieces: 9 },
    });
    const timed = store.events(m.get('matches/timed-time-up.json')!.id);
    const timeUps = timed.filter((e) => e.event.type === 'GameTimeUp');
    expect(timeUps.map((e) => e.origin)).toEqual(['timer (game clock ran out)', expect.any(String)]);
  });

  it('the host opens it on the last match and goes on recording, now at the current version', () => {
    const dir = fixtureCopy();
    const host = openHost({ dataDir: dir });
    cleanups.push(() => host.close());
    const before = host.current();
    expect(before.view.phase).toBe('matchOver');
    expect(submitParsed(host, { type: 'NewMatch' }, CONSOLE).ok).toBe(true);
    const created = submitParsed(host, CREATE_MATCH, CONSOLE);
    expect(created.ok).toBe(true);
    const versions = host.store.database
      .prepare('SELECT DISTINCT schema_version FROM events WHERE match_id = ?')
      .pluck()
      .all(host.current().matchId);
    expect(versions).toEqual([CURRENT_EVENT_VERSION]);
  });
});
