import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { connectConsole, connectScreen, type ConnectionStatus } from '../../renderer/lib/client';
import type { StatePush } from '../../shared/contract/contract';
import { tempDir, waitFor } from './helpers';
import { fullMatchCommands } from './fixtures/match-script';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(
  port = 0,
  requirePin = false,
): Promise<{ host: Host; server: RunningServer; dataDir: string; staticDir: string }> {
  const dir = tempDir();
  const staticDir = join(dir.path, 'renderer');
  mkdirSync(staticDir);
  const host = openHost({ dataDir: join(dir.path, 'data') });
  const server = await startWebServer(host, {
    port,
    host: '127.0.0.1',
    staticDir,
    pin: host.pin(),
    requirePin,
  });
  cleanups.push(() => dir.remove());
  return { host, server, dataDir: join(dir.path, 'data'), staticDir };
}

const socketOptions = (server: RunningServer, path = '/console') => ({
  pageUrl: `http://127.0.0.1:${server.port}${path}`,
  WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
});

describe('renderer client over WebSocket', () => {
  it('submits a full match as the console and gets the state on every screen, again after a host restart', async () => {
    const first = await started();
    const console1 = connectConsole(socketOptions(first.server));
    const display = connectScreen('display', socketOptions(first.server, '/display'));
    cleanups.push(
      () => console1.close(),
      () => display.close(),
    );
    const statuses: ConnectionStatus[] = [];
    // The console reconnects on its own back-off, not the display's: each is waited for.
    const consoleStatuses: ConnectionStatus[] = [];
    const displayStates: StatePush[] = [];
    display.onConnection((status) => statuses.push(status));
    console1.onConnection((status) => consoleStatuses.push(status));
    display.onState((push) => displayStates.push(push));
    await waitFor(() => (statuses.includes('connected') ? true : undefined), 'the display to connect');
    await waitFor(() => (displayStates.length > 0 ? true : undefined), 'the first state');

    for (const command of fullMatchCommands()) {
      const result = await console1.submit(command as never);
      expect(result.ok).toBe(true);
    }
    const finalRevision = first.host.current().revision;
    await waitFor(
      () => (displayStates.at(-1)?.revision === finalRevision ? true : undefined),
      'the final state',
    );
    expect(displayStates.at(-1)?.view.phase).toBe('matchOver');
    const list = await console1.query({ type: 'ListMatches', scope: 'all' });
    expect(list.ok && list.data).toHaveLength(1);

    // The host goes away: requests are refused in words, and the screens reconnect on their own.
    await first.server.close();
    first.host.close();
    await waitFor(() => (statuses.at(-1) === 'reconnecting' ? true : undefined), 'reconnecting');
    await waitFor(
      () => (consoleStatuses.at(-1) === 'reconnecting' ? true : undefined),
      'the console to notice',
    );
    expect(await console1.submit({ type: 'NewMatch' })).toMatchObject({ ok: false, code: 'disconnected' });

    const host = openHost({ dataDir: first.dataDir });
    const server = await startWebServer(host, {
      port: first.server.port,
      host: '127.0.0.1',
      staticDir: first.staticDir,
    });
    cleanups.push(
      () => host.close(),
      () => server.close(),
    );
    await waitFor(() => (statuses.at(-1) === 'connected' ? true : undefined), 'reconnected', 10_000);
    await waitFor(
      () => (consoleStatuses.at(-1) === 'connected' ? true : undefined),
      'the console to reconnect',
      10_000,
    );
    const count = displayStates.length;
    expect(await console1.submit({ type: 'UpdateDisplay', mode: 'blackout' })).toMatchObject({
      ok: true,
      revision: finalRevision + 1,
    });
    await waitFor(
      () =>
        displayStates.length > count && displayStates.at(-1)?.display.mode === 'blackout' ? true : undefined,
      'the blackout',
    );
    expect(displayStates.at(-1)?.view.phase).toBe('matchOver');
  });

  it('tells the console a PIN is needed and connects once it is given', async () => {
    const { host, server } = await started(0, true);
    cleanups.push(
      () => host.close(),
      () => server.close(),
    );
    const console1 = connectConsole(socketOptions(server));
    cleanups.push(() => console1.close());
    const reasons: string[] = [];
    console1.onPinRequired((reason) => reasons.push(reason));
    await waitFor(() => (reasons.length > 0 ? true : undefined), 'the PIN request');
    expect(reasons).toEqual(['PIN required']);
    console1.setPin(host.pin());
    const states: StatePush[] = [];
    console1.onState((push) => states.push(push));
    await waitFor(() => (states.length > 0 ? true : undefined), 'the state after the PIN');
    const languages: string[] = [];
    console1.onSettings((settings) => languages.push(settings.consoleLanguage));
    expect(await console1.submit({ type: 'SetConsoleLanguage', language: 'it' })).toMatchObject({ ok: true });
    // The new settings came with the command, before its answer: no need to ask for them.
    expect(languages).toEqual(['it']);
  });
});

describe('renderer client inside the desktop app', () => {
  it('uses the preload bridges when they are present', async () => {
    const listeners: ((push: StatePush) => void)[] = [];
    const submitted: unknown[] = [];
    const bridge = {
      onState: (listener: (push: StatePush) => void) => {
        listeners.push(listener);
        return () => undefined;
      },
      submit: (command: unknown) => {
        submitted.push(command);
        return Promise.resolve({ ok: true as const, revision: 9, matchId: null });
      },
      query: () => Promise.reject(new Error('IPC gone')),
      onSettings: (listener: (settings: { consoleLanguage: string }) => void) => {
        listener({ consoleLanguage: 'hi' });
        return () => undefined;
      },
    };
    const global = globalThis as unknown as { window?: unknown };
    global.window = { carromConsole: bridge, carromScreen: { onState: bridge.onState } };
    try {
      const console1 = connectConsole();
      const screen = connectScreen('overlay');
      const statuses: ConnectionStatus[] = [];
      screen.onConnection((status) => statuses.push(status));
      expect(statuses).toEqual(['connected']);
      expect(await console1.submit({ type: 'NewMatch' })).toEqual({ ok: true, revision: 9, matchId: null });
      expect(submitted).toEqual([{ type: 'NewMatch' }]);
      expect(await console1.query({ type: 'GetSettings' })).toMatchObject({
        ok: false,
        code: 'connection_lost',
      });
      const seen: number[] = [];
      screen.onState((push) => seen.push(push.revision));
      for (const listener of listeners) listener({ revision: 4 } as StatePush);
      for (const listener of listeners) listener({ revision: 3 } as StatePush); // stale: dropped
      expect(seen).toEqual([4]);
      const languages: string[] = [];
      console1.onSettings((settings) => languages.push(settings.consoleLanguage));
      expect(languages).toEqual(['hi']);
    } finally {
      delete global.window;
    }
  });
});
