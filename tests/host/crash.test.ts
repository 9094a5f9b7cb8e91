import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openStore } from '../../electron/host/store';
import { openHost } from '../../electron/host/host';
import { ENDLESS_MATCH, tempDir } from './helpers';

const CHILD = join(import.meta.dirname, 'fixtures', 'crash-child.ts');
const REPO = join(import.meta.dirname, '..', '..');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const boardCommand = (index: number) =>
  JSON.stringify({
    type: 'RecordBoard',
    entry: { kind: 'sides', winner: index % 2, pieces: 1 + (index % 9), queen: 'loser' },
  });

/** Runs the child host, streams commands at it, and kills it with SIGKILL after `killAfterAcks` acknowledgements. */
async function streamAndKill(
  dataDir: string,
  killAfterAcks: number,
  firstLine: number,
): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const acks = new Map<number, number>();
  let buffer = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killed = new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not acknowledge ${killAfterAcks} commands in time: ${stderr}`));
    }, 20_000);
    // 'close', not 'exit': the acknowledgements the child wrote before it died may still be in the
    // pipe when it exits (a loaded machine reads them later), and each counts.
    child.on('close', () => {
      clearTimeout(timeout);
      resolve();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') {
          // A steady stream: far more commands than will be acknowledged before the kill.
          const stream: string[] = [];
          if (firstLine === 0)
            stream.push(
              JSON.stringify(ENDLESS_MATCH),
              JSON.stringify({ type: 'RecordToss', winner: 0, choice: 'break' }),
            );
          for (let i = 0; i < 5000; i += 1) stream.push(boardCommand(firstLine + i));
          child.stdin.write(stream.join('\n') + '\n');
          child.stdin.on('error', () => undefined);
        }
        const match = /^ack (\d+) (\d+)$/.exec(line);
        if (match) {
          acks.set(Number(match[1]), Number(match[2]));
          if (acks.size === killAfterAcks) child.kill('SIGKILL');
        }
      }
    });
  });
  await killed;
  return acks;
}

describe('crash safety', () => {
  it('loses no acknowledged event when the host process is killed with SIGKILL mid-stream', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    let boardsAcknowledged = 0;
    let lastRevision = 0;
    for (const [round, killAfter] of [37, 113, 5, 260].entries()) {
      const acks = await streamAndKill(dir.path, killAfter, round === 0 ? 0 : 1);
      expect(acks.size).toBeGreaterThanOrEqual(killAfter);
      const revisions = [...acks.values()];
      boardsAcknowledged += round === 0 ? acks.size - 2 : acks.size;
      lastRevision = Math.max(lastRevision, ...revisions);

      const store = openStore({ file: join(dir.path, DATABASE_FILE) });
      expect(store.database.pragma('integrity_check', { simple: true })).toBe('ok');
      const matchId = store.setting('currentMatchId') as string;
      const events = store.events(matchId);
      const boards = events.filter((entry) => entry.event.type === 'BoardRecorded');
      // Every acknowledged board is there; at most the one in flight at the kill is extra.
      expect(boards.length).toBeGreaterThanOrEqual(boardsAcknowledged);
      expect(boards.length).toBeLessThanOrEqual(boardsAcknowledged + 1);
      boardsAcknowledged = boards.length;
      // Nothing half-applied: the stored revision is that of the last stored event.
      const storedRevision = store.setting('revision') as number;
      expect(storedRevision).toBeGreaterThanOrEqual(lastRevision);
      expect(storedRevision).toBe(events[events.length - 1]!.revision);
      expect(events.map((entry) => entry.seq)).toEqual(events.map((_, index) => index + 1));
      store.close();
    }
    // The host reopens on the survivor and shows every board.
    const host = openHost({ dataDir: dir.path });
    const view = host.current().view;
    expect(view.board).toBe(boardsAcknowledged + 1);
    host.close();
  }, 60_000);
});
