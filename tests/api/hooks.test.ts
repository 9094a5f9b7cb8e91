import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_HOOKS, type ApiHooks, type ApiState } from '../../shared/contract/api';
import type { HookTiming } from '../../electron/app/api/api-hooks';
import { waitFor } from '../host/helpers';
import { fullMatchCommands } from '../host/fixtures/match-script';
import { parseCommand } from '../../shared/contract/parse';
import { consoleSubmits, serveApi, type ApiServed } from './api-harness';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const FAST: HookTiming = { retryBaseMs: 60, attempts: 4, timeoutMs: 300, queueLimit: 100 };

async function served(hookTiming: HookTiming = FAST): Promise<ApiServed> {
  const api = await serveApi({ hookTiming });
  cleanups.push(() => api.close());
  return api;
}

function setHooks(api: ApiServed, hooks: Partial<ApiHooks>): void {
  consoleSubmits(api.host, { type: 'SetApiHooks', hooks: { ...DEFAULT_API_HOOKS, ...hooks } });
}

/** A real TCP server as Companion's listener: the lines it got. */
async function companionListener(): Promise<{ port: number; lines: string[] }> {
  const lines: string[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    let text = '';
    socket.on('data', (data) => (text += String(data)));
    socket.on('end', () => lines.push(...text.split('\n').filter((line) => line !== '')));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { port: (server.address() as AddressInfo).port, lines };
}

/** A real HTTP server; `answer` decides each request's fate (it may leave one unanswered). */
async function webhookServer(
  answer: (request: IncomingMessage, response: ServerResponse, count: number) => void,
): Promise<{ url: string; received: { at: number; body: string }[] }> {
  const received: { at: number; body: string }[] = [];
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (data) => (body += String(data)));
    request.on('end', () => {
      received.push({ at: Date.now(), body });
      answer(request, response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/carrom`, received };
}

describe('outgoing hooks', () => {
  it('are off by default: nothing is sent', async () => {
    const api = await served();
    expect(api.host.settings().api?.hooks).toEqual(DEFAULT_API_HOOKS);
    for (const command of fullMatchCommands()) consoleSubmits(api.host, command);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.server.hooks()).toMatchObject({
      pending: { companion: 0, webhook: 0 },
      delivered: { companion: 0, webhook: 0 },
    });
  });

  it('press Companion buttons over TCP on match start, time-out, each game end and match end', async () => {
    const api = await served();
    const companion = await companionListener();
    setHooks(api, {
      companion: {
        enabled: true,
        host: '127.0.0.1',
        port: companion.port,
        buttons: { matchStart: '1/0/0', gameEnd: '1/0/1', matchEnd: '1/0/2', timeOut: '2/3/4' },
      },
    });
    const [create, toss, ...boards] = fullMatchCommands();
    consoleSubmits(api.host, create);
    consoleSubmits(api.host, toss);
    consoleSubmits(api.host, { type: 'StartTimeOut', side: 1 });
    consoleSubmits(api.host, { type: 'StopOfficialTimer' });
    for (const command of boards) consoleSubmits(api.host, command);
    await waitFor(() => companion.lines.length >= 6 || undefined, 'six button presses');
    expect(companion.lines).toEqual([
      'LOCATION 1/0/0 PRESS',
      'LOCATION 2/3/4 PRESS',
      'LOCATION 1/0/1 PRESS',
      'LOCATION 1/0/1 PRESS',
      'LOCATION 1/0/1 PRESS',
      'LOCATION 1/0/2 PRESS',
    ]);
  });

  it('post the event and the state to a webhook, retried with back-off while it fails', async () => {
    const api = await served();
    const hook = await webhookServer((_request, response, count) => {
      response.statusCode = count <= 2 ? 503 : 204;
      response.end();
    });
    setHooks(api, { webhook: { enabled: true, url: hook.url } });
    api.startMatch();
    await waitFor(
      () => (api.server.hooks().delivered.webhook === 1 ? true : undefined),
      'the webhook delivered',
    );
    expect(hook.received).toHaveLength(3);
    const [first, second, third] = hook.received.map((request) => request.at);
    // Back-off: the second retry waits about twice as long as the first.
    expect(second! - first!).toBeGreaterThanOrEqual(FAST.retryBaseMs - 5);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * FAST.retryBaseMs - 5);
    const body = JSON.parse(hook.received[2]!.body) as { event: string; revision: number; state: ApiState };
    expect(body).toMatchObject({ event: 'matchStart', state: { phase: 'playing', table: '3' } });
    expect(body.state.sides.map((side) => side.name)).toEqual(['Asha', 'Bruno']);
    expect(body.revision).toBe(body.state.revision);
  });

  it('never hold a board up: with a webhook that never answers the commit and its push go on, the queue stays bounded', async () => {
    const api = await served({ retryBaseMs: 20, attempts: 2, timeoutMs: 400, queueLimit: 2 });
    const hung: ServerResponse[] = [];
    const hook = await webhookServer((_request, response) => void hung.push(response));
    const companion = await companionListener();
    setHooks(api, {
      companion: { ...DEFAULT_API_HOOKS.companion, enabled: true, host: '127.0.0.1', port: companion.port },
      webhook: { enabled: true, url: hook.url },
    });
    const pushed: number[] = [];
    cleanups.push(api.host.subscribe((push) => pushed.push(push.revision)));
    for (const command of fullMatchCommands()) {
      const revision = consoleSubmits(api.host, command);
      // The push to the screens went out in the commit's own turn, before any hook was tried.
      expect(pushed.at(-1)).toBe(revision);
    }
    // Five events (match start, three game ends, match end) for a queue of two.
    expect(api.server.hooks().pending.webhook).toBe(2);
    expect(api.server.hooks().dropped.webhook).toBeGreaterThan(0);
    // Boards still go in while the webhook hangs.
    await waitFor(() => (hook.received.length > 0 ? true : undefined), 'the webhook asked');
    expect(api.host.current().view.phase).toBe('matchOver');
    expect(companion.lines).toEqual([]);
    await waitFor(
      () => (api.server.hooks().pending.webhook === 0 ? true : undefined),
      'every delivery given up after its tries',
    );
    expect(api.server.hooks().delivered.webhook).toBe(0);
  });

  it('give up on a Companion that is not running after its tries, the scoring going on', async () => {
    const api = await served({ retryBaseMs: 20, attempts: 3, timeoutMs: 300, queueLimit: 10 });
    // A port nothing listens on: a closed server's.
    const gone = await companionListener();
    await cleanups.pop()!();
    setHooks(api, {
      companion: {
        enabled: true,
        host: '127.0.0.1',
        port: gone.port,
        buttons: { ...DEFAULT_API_HOOKS.companion.buttons, matchStart: '1/0/0' },
      },
    });
    api.startMatch();
    expect(api.server.hooks().pending.companion).toBe(1);
    await waitFor(
      () => (api.server.hooks().dropped.companion === 1 ? true : undefined),
      'the press given up',
    );
    expect(api.server.hooks()).toMatchObject({ pending: { companion: 0 }, delivered: { companion: 0 } });
    expect(api.host.current().view.phase).toBe('playing');
  });

  it('refuses settings that cannot work, in words, changing nothing', async () => {
    const api = await served();
    const webhook = parseCommand({
      type: 'SetApiHooks',
      hooks: { ...DEFAULT_API_HOOKS, webhook: { enabled: true, url: '' } },
    });
    expect(webhook).toMatchObject({
      ok: false,
      message: expect.stringContaining("the webhook's URL is needed"),
    });
    const button = parseCommand({
      type: 'SetApiHooks',
      hooks: {
        ...DEFAULT_API_HOOKS,
        companion: {
          ...DEFAULT_API_HOOKS.companion,
          buttons: { ...DEFAULT_API_HOOKS.companion.buttons, gameEnd: '1-2-3' },
        },
      },
    });
    expect(button).toMatchObject({ ok: false, message: expect.stringContaining('page/row/col') });
    expect(
      parseCommand({
        type: 'SetApiHooks',
        hooks: { ...DEFAULT_API_HOOKS, webhook: { enabled: true, url: 'ftp://x' } },
      }),
    ).toMatchObject({ ok: false });
    expect(api.host.settings().api?.hooks).toEqual(DEFAULT_API_HOOKS);
  });
});
