import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_PUSH_AFTER_MS } from '../../electron/session/session-hub';
import { CHANNELS as channels } from '../../shared/contract/bridge';
import { FakeFrame, FakeWebContents, ipcMain } from './fake-electron';
import { startTestShell, type TestShell } from './harness';

vi.mock('electron', () => import('./fake-electron'));

let shell: TestShell | null = null;
afterEach(() => shell?.cleanup());

const validCommand = { type: 'UpdateDisplay', title: 'Club final' };

/** The console's verbs the main process answers (a literal: the contract must not grow one unseen). */
const consoleInvokeChannels = [
  'carrom:submit',
  'carrom:query',
  'carrom:screens',
  'carrom:move-display',
  'carrom:toggle-fullscreen',
  'carrom:show-display',
  'carrom:save-pdf',
];

describe('IPC from the console window', () => {
  it('hands a valid command to the host as the console', async () => {
    shell = await startTestShell();
    const result = await ipcMain.invoke(channels.submit, shell.from(shell.consoleWindow()), validCommand);
    expect(result).toEqual({ ok: true, revision: 0, matchId: null });
    expect(shell.host.submitted).toEqual([
      { message: validCommand, origin: { role: 'console', readOnly: false } },
    ]);
  });

  it('answers a valid query from the host', async () => {
    shell = await startTestShell();
    const result = await ipcMain.invoke(channels.query, shell.from(shell.consoleWindow()), {
      type: 'CurrentState',
    });
    expect(result).toMatchObject({ ok: true, type: 'CurrentState' });
    expect(shell.host.queried).toHaveLength(1);
  });

  it.each([
    ['not an object', 'RecordBoard', /must be an object/],
    ['an unknown command', { type: 'DropDatabase' }, /Unknown command "DropDatabase"/],
    ['a wrong field type', { type: 'UpdateDisplay', mode: 42 }, /UpdateDisplay" is not valid: mode/],
    ['an extra field', { type: 'UpdateDisplay', title: 'x', admin: true }, /unexpected field "admin"/],
    [
      'a prototype-polluting key',
      JSON.parse('{"type":"UpdateDisplay","__proto__":{"polluted":true}}'),
      /__proto__/,
    ],
    ['a huge string', { type: 'UpdateDisplay', title: 'x'.repeat(300_000) }, /too long/],
  ])('refuses %s with a message and leaves the host untouched', async (_what, payload, message) => {
    shell = await startTestShell();
    const result = await ipcMain.invoke(channels.submit, shell.from(shell.consoleWindow()), payload);
    expect(result).toMatchObject({
      ok: false,
      code: expect.stringMatching(/invalid_message|unknown_command/),
    });
    expect((result as { message: string }).message).toMatch(message);
    expect(shell.host.submitted).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses an invalid query with a message', async () => {
    shell = await startTestShell();
    const result = await ipcMain.invoke(channels.query, shell.from(shell.consoleWindow()), {
      type: 'ListMatches',
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid_message',
      message: expect.stringMatching(/scope/),
    });
    expect(shell.host.queried).toEqual([]);
  });

  it('reports a host failure as a refusal instead of throwing into the page', async () => {
    shell = await startTestShell();
    shell.host.submit = () => {
      throw new Error('disk full');
    };
    const result = await ipcMain.invoke(channels.submit, shell.from(shell.consoleWindow()), validCommand);
    expect(result).toMatchObject({
      ok: false,
      code: 'internal',
      message: expect.stringContaining('disk full'),
    });
  });
});

describe('IPC from anywhere else', () => {
  it('is refused from the display window: it can only receive state', async () => {
    shell = await startTestShell();
    const display = shell.from(shell.displayWindow());
    for (const channel of consoleInvokeChannels) {
      const payload =
        channel === channels.submit
          ? validCommand
          : channel === channels.query
            ? { type: 'CurrentState' }
            : 1;
      const result = await ipcMain.invoke(channel, display, payload);
      expect(result, channel).toMatchObject({
        ok: false,
        message: expect.stringMatching(/audience display only shows/),
      });
    }
    expect(shell.host.submitted).toEqual([]);
    expect(shell.host.queried).toEqual([]);
  });

  it('is refused from an iframe inside the console window', async () => {
    shell = await startTestShell();
    const console = shell.consoleWindow();
    const iframe = new FakeFrame('carrom://app/console/index.html', console.webContents.mainFrame);
    const result = await ipcMain.invoke(
      channels.submit,
      { sender: console.webContents, senderFrame: iframe },
      validCommand,
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'read_only',
      message: expect.stringMatching(/did not come from the scoreboard console/),
    });
    expect(shell.host.submitted).toEqual([]);
  });

  it('is refused when the console window shows some other page', async () => {
    shell = await startTestShell();
    const console = shell.consoleWindow();
    console.webContents.mainFrame.url = 'https://evil.example/console/index.html';
    const result = await ipcMain.invoke(channels.submit, shell.from(console), validCommand);
    expect(result).toMatchObject({ ok: false, code: 'read_only' });
    expect(shell.host.submitted).toEqual([]);
  });

  it('is refused from web contents that are not one of our windows, or from a vanished frame', async () => {
    shell = await startTestShell();
    const stranger = new FakeWebContents();
    stranger.mainFrame.url = 'carrom://app/console/index.html';
    const foreign = await ipcMain.invoke(
      channels.submit,
      { sender: stranger, senderFrame: stranger.mainFrame },
      validCommand,
    );
    expect(foreign).toMatchObject({ ok: false, code: 'read_only' });
    const vanished = await ipcMain.invoke(
      channels.submit,
      { sender: shell.consoleWindow().webContents, senderFrame: null },
      validCommand,
    );
    expect(vanished).toMatchObject({ ok: false, code: 'read_only' });
    const screens = await ipcMain.invoke(
      channels.moveDisplay,
      { sender: stranger, senderFrame: stranger.mainFrame },
      1,
    );
    expect(screens).toMatchObject({ ok: false, message: expect.stringMatching(/console window/) });
    expect(shell.host.submitted).toEqual([]);
  });

  it('has no handler for any channel but the console verbs', async () => {
    shell = await startTestShell();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...consoleInvokeChannels].sort());
  });
});

/** Waits for the console's push: it leaves a display frame after the audience's. */
const consolePushed = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, CONSOLE_PUSH_AFTER_MS + 5));

describe('state pushes', () => {
  it('go to both windows, and a page that (re)loads gets the current state at once', async () => {
    shell = await startTestShell();
    const console = shell.consoleWindow();
    const display = shell.displayWindow();
    display.webContents.finishLoad();
    expect(display.webContents.sentOn(channels.onState)).toEqual([shell.host.current()]);
    const pushed = shell.host.push({ matchId: 'm1' });
    // The console's push leaves after the acknowledgement of the command that caused it.
    await consolePushed();
    expect(console.webContents.sentOn(channels.onState)).toEqual([pushed]);
    expect(display.webContents.sentOn(channels.onState).at(-1)).toEqual(pushed);
    console.webContents.finishLoad();
    expect(console.webContents.sentOn(channels.onState).at(-1)).toEqual(pushed);
  });

  it('reach the audience display before the console (one session hub with the LAN screens)', async () => {
    shell = await startTestShell();
    const order: string[] = [];
    for (const [name, window] of [
      ['console', shell.consoleWindow()],
      ['display', shell.displayWindow()],
    ] as const) {
      const send = window.webContents.send.bind(window.webContents);
      window.webContents.send = (channel: string, payload: unknown) => {
        order.push(`${name}:${channel}`);
        send(channel, payload);
      };
    }
    shell.host.push({ matchId: 'm2' });
    expect(order).toEqual([`display:${channels.onState}`]);
    await consolePushed();
    expect(order).toEqual([`display:${channels.onState}`, `console:${channels.onState}`]);
  });

  it('of the LED boards go to the console only', async () => {
    shell = await startTestShell();
    shell.host.pushLedStatus([]);
    expect(shell.consoleWindow().webContents.sentOn(channels.onLedStatus)).toEqual([[]]);
    expect(shell.displayWindow().webContents.sentOn(channels.onLedStatus)).toEqual([]);
  });

  it('of the host settings go to the console only, when they change', async () => {
    shell = await startTestShell();
    const webServer = {
      enabled: true,
      lan: false,
      port: 5171,
      status: { running: false, urls: [], pinRequired: false, error: null },
    };
    shell.host.setWebServer(webServer);
    const sent = shell.consoleWindow().webContents.sentOn(channels.onSettings);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ webServer: { enabled: true, port: 5171 } });
    expect(shell.displayWindow().webContents.sentOn(channels.onSettings)).toEqual([]);
  });

  it('of screen changes go to the console only', async () => {
    shell = await startTestShell();
    shell.consoleWindow().webContents.finishLoad();
    expect(shell.consoleWindow().webContents.sentOn(channels.onScreens).at(-1)).toEqual(
      shell.shell.display.report(),
    );
    expect(shell.displayWindow().webContents.sentOn(channels.onScreens)).toEqual([]);
  });
});
