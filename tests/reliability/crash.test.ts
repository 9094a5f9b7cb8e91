import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { statusOf, summaryOf } from '../../electron/host/match-summary';
import { parseCommand } from '../../shared/contract/contract';
import {
  EMPTY_STATE,
  decide,
  evolve,
  replay,
  type Command,
  type MatchEvent,
  type MatchState,
} from '../../shared/engine/index';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { bundleForNode } from './support/bundle';
import { FREE_PLAY_MATCH, TOSS, boardCommand, seededRandom } from './support/match';
import { REPO } from './support/paths';
import { tempDir } from './support/temp';

/*
 * Fifty SIGKILLs of a real host process (electron/host/host.ts, bundled so a restart takes a
 * fraction of a second) at random moments of a steady stream of board commands, all on one data
 * folder. After each kill the database is checked as it lies on disk, then the host is
 * restarted on it and must show exactly the stored match.
 */
const KILLS = 50;
/** The kill lands this long (uniformly random, ms) after the stream starts. */
const MAX_KILL_DELAY_MS = 150;
const SEED = Number(process.env['CRASH_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(SEED);

/** Command n of the stream (0-based): the match, the toss, then boards without end. */
const streamCommand = (n: number): unknown =>
  n === 0 ? FREE_PLAY_MATCH : n === 1 ? TOSS : boardCommand(n - 2);

/** The events the engine gives for each command of the stream, and the state after the first n. */
class Expectation {
  private readonly eventsPerCommand: (readonly MatchEvent[])[] = [];
  private readonly states: MatchState[] = [EMPTY_STATE];

  private extend(count: number): void {
    while (this.eventsPerCommand.length < count) {
      const n = this.eventsPerCommand.length;
      const parsed = parseCommand(streamCommand(n));
      if (!parsed.ok) throw new Error(parsed.message);
      const before = this.states[n]!;
      const decision = decide(before, parsed.value as Command);
      if (!decision.ok) throw new Error(decision.violation.message);
      this.eventsPerCommand.push(decision.events);
      this.states.push(decision.events.reduce(evolve, before));
    }
  }

  eventsOf(commands: number): MatchEvent[] {
    this.extend(commands);
    return this.eventsPerCommand.slice(0, commands).flat();
  }

  viewAfter(commands: number): ScoreboardView {
    this.extend(commands);
    return toScoreboardView(this.states[commands]!);
  }
}

interface Reopened {
  readonly revision: number;
  readonly matchId: string | null;
  readonly view: ScoreboardView;
}

interface Round {
  readonly reopened: Reopened;
  /** Stream positions acknowledged in this round. */
  readonly acked: readonly number[];
}

let childScript = '';
const expectation = new Expectation();
const dir = tempDir('crash');

beforeAll(async () => {
  childScript = await bundleForNode('tests/reliability/fixtures/crash-host.ts', 'crash');
});
afterAll(() => dir.remove());

/** Starts the host, checks it reopened, streams commands from `from` and kills it after `killDelayMs` (null: end it gently). */
function runHost(from: number, killDelayMs: number | null): Promise<Round> {
  const child = spawn(process.execPath, [childScript, dir.path], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.on('error', () => undefined);
  let reopened: Reopened | null = null;
  const acked: number[] = [];
  let stdout = '';
  let stderr = '';
  return new Promise<Round>((resolve, reject) => {
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the host did not start or stop in time (seed ${SEED}): ${stderr}`));
    }, 20_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const lines = stdout.split('\n');
      stdout = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('ready ')) {
          reopened = JSON.parse(line.slice('ready '.length)) as Reopened;
          if (killDelayMs === null) {
            child.stdin.end();
            continue;
          }
          const stream: string[] = [];
          for (let n = from; n < from + 4000; n += 1)
            stream.push(JSON.stringify({ n, command: streamCommand(n) }));
          child.stdin.write(stream.join('\n') + '\n');
          setTimeout(() => child.kill('SIGKILL'), killDelayMs);
          continue;
        }
        const ack = /^ack (\d+) (\d+)$/.exec(line);
        if (ack) acked.push(Number(ack[1]));
        else if (line.startsWith('refused'))
          reject(new Error(`a valid command was refused (seed ${SEED}): ${line}`));
      }
    });
    // 'close', not 'exit': acknowledgements still in the pipe when the host died are read first.
    child.on('close', () => {
      clearTimeout(guard);
      if (!reopened) reject(new Error(`the host exited before it was ready (seed ${SEED}): ${stderr}`));
      else resolve({ reopened, acked });
    });
  });
}

/** The database as the kill left it: integrity, and exactly the first `n` commands of the stream, whole. */
function storedCommands(): number {
  const db = new Database(join(dir.path, DATABASE_FILE), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true }), `seed ${SEED}`).toBe('ok');
    const setting = (key: string): unknown => {
      const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
        { value: string } | undefined;
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    };
    const revision = (setting('revision') as number | undefined) ?? 0;
    if (revision === 0) return 0;
    const matchId = setting('currentMatchId') as string;
    const rows = db
      .prepare('SELECT seq, type, payload, revision FROM events WHERE match_id = ? ORDER BY seq')
      .all(matchId) as { seq: number; type: string; payload: string; revision: number }[];
    const events = rows.map((row) => JSON.parse(row.payload) as MatchEvent);
    // Every command of the stream is accepted and raises the revision by one: revision n means
    // the first n commands are stored, each with all its events and nothing of the next.
    expect(
      rows.map((row) => row.seq),
      `seed ${SEED}`,
    ).toEqual(rows.map((_, index) => index + 1));
    expect(rows.at(-1)!.revision, `seed ${SEED}`).toBe(revision);
    expect(events, `seed ${SEED}`).toEqual(expectation.eventsOf(revision));
    expect(rows.map((row) => row.type)).toEqual(events.map((event) => event.type));
    const match = db.prepare('SELECT status, summary FROM matches WHERE id = ?').get(matchId) as {
      status: string;
      summary: string;
    };
    const state = replay(events);
    expect(match.status, `seed ${SEED}`).toBe(statusOf(state));
    expect(JSON.parse(match.summary), `seed ${SEED}`).toEqual(summaryOf(state));
    expect(db.prepare('SELECT count(*) AS n FROM matches').get(), `seed ${SEED}`).toEqual({ n: 1 });
    return revision;
  } finally {
    db.close();
  }
}

describe('crash: SIGKILL at random moments of a steady command stream', () => {
  it(`keeps every acknowledged board, half-applies nothing, and stays intact over ${KILLS} kills`, async () => {
    let stored = 0;
    let totalAcked = 0;
    let inFlightCommitted = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const delay = Math.round(random() * MAX_KILL_DELAY_MS);
      const round = await runHost(stored, delay);
      // The restarted host shows exactly what was stored before it.
      expect(round.reopened.revision, `kill ${kill}, seed ${SEED}`).toBe(stored);
      expect(round.reopened.view, `kill ${kill}, seed ${SEED}`).toEqual(expectation.viewAfter(stored));
      // Acknowledgements come in stream order, each for the next command.
      expect(round.acked, `kill ${kill}, seed ${SEED}`).toEqual(
        round.acked.map((_, index) => stored + index),
      );
      const acked = stored + round.acked.length;
      const now = storedCommands();
      // Every acknowledged command is stored; at most the one in flight at the kill is stored
      // without its acknowledgement, and then whole.
      expect(now, `kill ${kill} after ${delay} ms, seed ${SEED}`).toBeGreaterThanOrEqual(acked);
      expect(now, `kill ${kill} after ${delay} ms, seed ${SEED}`).toBeLessThanOrEqual(acked + 1);
      totalAcked += round.acked.length;
      inFlightCommitted += now - acked;
      stored = now;
    }
    const last = await runHost(stored, null);
    expect(last.reopened.revision).toBe(stored);
    expect(last.reopened.view).toEqual(expectation.viewAfter(stored));
    // The stream really was steady: boards were being committed when the kills landed.
    expect(totalAcked).toBeGreaterThan(KILLS);
    console.info(
      `crash: ${KILLS} kills (seed ${SEED}), ${totalAcked} commands acknowledged, ${stored} stored, ${inFlightCommitted} committed in flight without acknowledgement`,
    );
  }, 150_000);
});
