import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import { isLoopback, type RunningServer } from '../../electron/app/web-server';
import { waitFor } from './helpers';
import { fullMatchCommands } from './fixtures/match-script';
import { rawRequest, serveTinyBuild } from './web-helpers';
import { TestSocket } from './ws-helpers';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(
  options: { requirePin?: boolean } = {},
): Promise<{ host: Host; server: RunningServer; ws: string; http: string; staticDir: string }> {
  const served = await serveTinyBuild(options);
  cleanups.push(() => served.close());
  const base = `127.0.0.1:${served.port}`;
  return {
    host: served.host,
    server: served.server,
    ws: `ws://${base}/ws`,
    http: `http://${base}`,
    staticDir: served.staticDir,
  };
}

/** A raw HTTP request, so the path reaches the server exactly as written. */
describe('headless host over a real WebSocket', () => {
  it('takes a full match from a console; every screen gets every push in order with increasing revisions', async () => {
    const { host, ws } = await serve();
    const console1 = await TestSocket.open(`${ws}?role=console`);
    const display = await TestSocket.open(`${ws}?role=display`);
    const overlay = await TestSocket.open(`${ws}?role=overlay`);
    cleanups.push(
      () => console1.close(),
      () => display.close(),
      () => overlay.close(),
    );
    await waitFor(() => (overlay.states.length > 0 ? true : undefined), 'the state at connect');
    const start = host.current().revision;

    const revisions: number[] = [];
    for (const command of fullMatchCommands()) {
      const result = await console1.send('command', command);
      expect(result).toMatchObject({ ok: true });
      if (result.ok && 'revision' in result) revisions.push(result.revision);
      // The push of a command reaches its own console after the result: a display frame after the audience's.
      await waitFor(
        () => (console1.states.at(-1)?.revision === revisions.at(-1) ? true : undefined),
        `the console's push of revision ${revisions.at(-1)}`,
      );
    }
    expect(revisions).toEqual(revisions.map((_, index) => start + index + 1));
    expect(console1.states.at(-1)?.console?.audience).toEqual({ displays: 1, overlays: 1 });
    for (const screen of [console1, display, overlay]) {
      await waitFor(
        () => (screen.states.at(-1)?.revision === revisions.at(-1) ? true : undefined),
        'the last push',
      );
      const seen = screen.states.map((push) => push.revision);
      // A console is pushed again (same revision) as each display or overlay joins: it shows the count.
      expect(screen === console1 ? [...new Set(seen)] : seen).toEqual([start, ...revisions]);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(screen.states.at(-1)?.view).toMatchObject({ phase: 'matchOver', matchResult: { winner: 0 } });
    }
    const sheet = await console1.send('query', { type: 'ScoreSheet' });
    expect(sheet).toMatchObject({ ok: true, data: { gamesWon: [2, 1] } });
    const trail = await console1.send('query', { type: 'AuditTrail' });
    expect(trail).toMatchObject({
      ok: true,
      data: expect.arrayContaining([expect.objectContaining({ seq: 1, origin: 'console (web 127.0.0.1)' })]),
    });
  });

  it('refuses commands from read-only screens and bad messages, and keeps serving', async () => {
    const { host, ws } = await serve();
    const display = await TestSocket.open(`${ws}?role=display`);
    cleanups.push(() => display.close());
    const before = host.current().revision;
    expect(await display.send('command', fullMatchCommands()[0])).toMatchObject({
      ok: false,
      code: 'read_only',
    });
    expect(await display.send('query', { type: 'GetSettings' })).toMatchObject({
      ok: false,
      code: 'read_only',
    });
    expect(await display.send('query', { type: 'CurrentState' })).toMatchObject({
      ok: true,
      data: { revision: before },
    });
    display.raw('{not json');
    expect(await display.result(null)).toMatchObject({
      ok: false,
      message: 'The message is not valid JSON.',
    });
    display.raw(JSON.stringify({ type: 'command', id: 7, command: {}, extra: 1 }));
    expect(await display.result(7)).toMatchObject({ ok: false, code: 'invalid_message' });
    display.raw('{"type":"query","id":8,"query":{"type":"CurrentState"},"__proto__":{"x":1}}');
    expect(await display.result(null)).toMatchObject({
      ok: false,
      message: expect.stringContaining('__proto__'),
    });
    expect(host.current().revision).toBe(before);

    // An oversized frame ends that connection only; the host serves the next one.
    const console1 = await TestSocket.open(`${ws}?role=console`);
    console1.raw(
      JSON.stringify({
        type: 'command',
        id: 1,
        command: { type: 'UpdateDisplay', title: 'x'.repeat(300 * 1024) },
      }),
    );
    expect((await console1.waitClosed()).code).toBe(1009);
    const console2 = await TestSocket.open(`${ws}?role=console`);
    cleanups.push(() => console2.close());
    expect(await console2.send('command', fullMatchCommands()[0])).toMatchObject({
      ok: true,
      revision: before + 1,
    });
  });

  it('tells consoles, and only consoles, when the settings change; a board changes none', async () => {
    const { ws } = await serve();
    const console1 = await TestSocket.open(`${ws}?role=console`);
    const display = await TestSocket.open(`${ws}?role=display`);
    cleanups.push(
      () => console1.close(),
      () => display.close(),
    );
    const settingsSent = (socket: TestSocket) =>
      socket.messages.filter((message) => (message as { type: string }).type === 'settings');
    expect(await console1.send('command', { type: 'SetConsoleLanguage', language: 'pl' })).toMatchObject({
      ok: true,
    });
    // The settings arrive before the command's result: a console that waits for the result has them.
    expect(settingsSent(console1)).toEqual([
      { type: 'settings', settings: expect.objectContaining({ consoleLanguage: 'pl' }) },
    ]);
    for (const command of fullMatchCommands().slice(0, 3)) {
      expect(await console1.send('command', command)).toMatchObject({ ok: true });
    }
    expect(settingsSent(console1)).toHaveLength(1);
    expect(await console1.send('command', { type: 'UpdateDisplay', theme: 'light' })).toMatchObject({
      ok: true,
    });
    expect(settingsSent(console1).at(-1)).toMatchObject({ settings: { display: { theme: 'light' } } });
    expect(settingsSent(display)).toEqual([]);
  });

  it('asks consoles for the PIN in LAN mode; read-only screens need none', async () => {
    const { host, ws } = await serve({ requirePin: true });
    const noPin = await TestSocket.open(`${ws}?role=console`);
    expect(await noPin.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });
    const wrong = await TestSocket.open(
      `${ws}?role=console&pin=${host.pin() === '000000' ? '111111' : '000000'}`,
    );
    expect(await wrong.waitClosed()).toEqual({ code: 4401, reason: 'wrong PIN' });
    const display = await TestSocket.open(`${ws}?role=display`);
    const right = await TestSocket.open(`${ws}?role=console&pin=${host.pin()}`);
    cleanups.push(
      () => display.close(),
      () => right.close(),
    );
    expect(await right.send('command', fullMatchCommands()[0])).toMatchObject({ ok: true });
    await waitFor(() => (display.states.length === 2 ? true : undefined), 'the push on the display');
    expect(host.settings().webServer.status).toMatchObject({
      running: true,
      pinRequired: true,
    });
  });

  it('makes an address that keeps giving wrong PINs wait, answering each wrong PIN a second late', async () => {
    const { host, ws } = await serve({ requirePin: true });
    const wrongPin = host.pin() === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = Date.now();
      const socket = await TestSocket.open(`${ws}?role=console&pin=${wrongPin}`);
      expect((await socket.waitClosed()).reason).toBe('wrong PIN');
      expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    }
    const waiting = await TestSocket.open(`${ws}?role=console&pin=${host.pin()}`);
    expect((await waiting.waitClosed()).reason).toMatch(/^too many wrong PINs: wait \d s$/);
  });

  it('refuses WebSocket connections from other sites and unknown roles', async () => {
    const { ws } = await serve();
    await expect(TestSocket.open(`${ws}?role=console`, { Origin: 'http://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(TestSocket.open(`${ws}?role=console`, { Host: 'evil.example' })).rejects.toThrow('HTTP 403');
    const bad = await TestSocket.open(`${ws}?role=admin`);
    expect((await bad.waitClosed()).code).toBe(4400);
  });

  it('serves the three pages with security headers and nothing outside the renderer', async () => {
    const { server } = await serve();
    for (const page of ['console', 'display', 'overlay']) {
      const response = await rawRequest(server.port, `/${page}`);
      expect(response.status).toBe(200);
      expect(response.body).toContain(`<title>${page}</title>`);
      // Only the display may be framed, by this host's own console (its live preview).
      const framing = page === 'display' ? "'self'" : "'none'";
      expect(response.headers['content-security-policy']).toBe(
        `default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; ` +
          `base-uri 'none'; form-action 'none'; frame-ancestors ${framing}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await rawRequest(server.port, '/assets/app.js')).headers['content-type']).toMatch(/javascript/);
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/',
      '/nope',
    ]) {
      const response = await rawRequest(server.port, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('outside the renderer');
    }
    expect((await rawRequest(server.port, '/')).headers.location).toBe('/console');
    expect(server.urls).toEqual([
      `http://127.0.0.1:${server.port}/console`,
      `http://127.0.0.1:${server.port}/display`,
      `http://127.0.0.1:${server.port}/overlay`,
      `http://127.0.0.1:${server.port}/timekeeper`,
      `http://127.0.0.1:${server.port}/umpire`,
    ]);
  });

  it('closes gracefully: screens are told the host is going away', async () => {
    const { server, ws, host } = await serve();
    const display = await TestSocket.open(`${ws}?role=display`);
    await server.close();
    expect((await display.waitClosed()).code).toBe(1001);
    expect(host.settings().webServer.status.running).toBe(false);
    await expect(
      new Promise((resolve, reject) =>
        connect(server.port, '127.0.0.1').on('connect', resolve).on('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '192.168.1.20', '::', 'example.com'].some(isLoopback)).toBe(false);
  });
});
