import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { startWebServer } from '../../electron/app/web-server';
import { connectConsole } from '../../renderer/lib/client';
import { parseCommand, type CommandMessage } from '../../shared/contract/contract';
import { tempDir, waitFor } from './helpers';
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';

/*
 * The browser's client against the real host (store, web server) when the host's answer is lost
 * AFTER it committed: the link drops between the commit and the answer. A signal cannot cut
 * there, so the socket drops the answer and closes itself. The client must not call it refused:
 * its outcome is not known, it sends the command again with the same id on reconnecting, and the
 * host answers with its first answer: one board in the database.
 */

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** ws's WebSocket that, when told, swallows the next command's answer and drops the link. */
class AnswerLosingSocket extends WebSocket {
  static loseNextAnswer = false;
  static readonly sent: string[] = [];

  override send(data: string): void {
    AnswerLosingSocket.sent.push(data);
    super.send(data);
  }

  /** ws hands every frame to its listeners through `emit('message', data)`. */
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    const text = event === 'message' ? String(args[0]) : '';
    if (
      AnswerLosingSocket.loseNextAnswer &&
      text.startsWith('{"type":"result"') &&
      text.includes('"revision"')
    ) {
      AnswerLosingSocket.loseNextAnswer = false;
      this.terminate();
      return true;
    }
    return super.emit(event, ...args);
  }
}

function parsed(message: unknown): CommandMessage {
  const result = parseCommand(message);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('the client when an answer is lost after the host committed', () => {
  it('says the outcome is not known, sends the board again with the same id, and it is recorded once', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const staticDir = join(dir.path, 'renderer');
    mkdirSync(staticDir);
    const host = openHost({ dataDir: join(dir.path, 'data') });
    const server = await startWebServer(host, { port: 0, host: '127.0.0.1', staticDir, pin: host.pin() });
    cleanups.push(
      () => host.close(),
      () => server.close(),
    );
    const client = connectConsole({
      pageUrl: `${server.url}/console`,
      WebSocket: AnswerLosingSocket as unknown as typeof globalThis.WebSocket,
    });
    cleanups.push(() => client.close());
    const statuses: string[] = [];
    client.onConnection((status) => statuses.push(status));
    await waitFor(() => (statuses.at(-1) === 'connected' ? true : undefined), 'the console to connect');
    expect(await client.submit(parsed(CREATE_MATCH))).toMatchObject({ ok: true });
    expect(await client.submit(parsed(TOSS))).toMatchObject({ ok: true });

    AnswerLosingSocket.loseNextAnswer = true;
    AnswerLosingSocket.sent.length = 0;
    let unknown = 0;
    const answer = await client.submit(parsed(board(0)), { onUnknown: () => (unknown += 1) });

    expect(unknown).toBe(1);
    expect(statuses).toContain('reconnecting');
    expect(answer).toEqual({ ok: true, revision: host.current().revision, matchId: expect.any(String) });
    // Sent twice (before and after the drop), with one and the same command id.
    const keys = AnswerLosingSocket.sent.map((text) => (JSON.parse(text) as { key?: unknown }).key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(keys[1]);
    expect(keys[0]).toMatchObject({ client: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const boards = host.store.database
      .prepare("SELECT COUNT(*) FROM events WHERE type = 'BoardRecorded'")
      .pluck()
      .get();
    expect(boards).toBe(1);
  });
});
