/**
 * The Electron bridge comes from one contract object (shared/contract/bridge.ts's BRIDGE): the
 * preload's API object and the main process's handler table are generated from it. Tested with
 * fakes of ipcRenderer and ipcMain (the Electron binary cannot run here).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IpcMainInvokeEvent, IpcRenderer } from 'electron';
import { BRIDGE, CHANNELS, type BridgeVerb } from '../../shared/contract/bridge';
import { preloadApi } from '../../electron/shell/preload-api';
import { registerVerbs, type SenderCheck } from '../../electron/shell/ipc-verbs';

type Listener = (event: unknown, value: unknown) => void;

/** Just what a preload uses of ipcRenderer: it records invokes and lets the test push values. */
function fakeRenderer() {
  const listeners = new Map<string, Listener[]>();
  const invoked: { channel: string; args: unknown[] }[] = [];
  return {
    invoked,
    on(channel: string, listener: Listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      return this;
    },
    invoke(channel: string, ...args: unknown[]): Promise<unknown> {
      invoked.push({ channel, args });
      return Promise.resolve(`answer of ${channel}`);
    },
    push(channel: string, value: unknown): void {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'the IPC event' }, value);
    },
  };
}

const asIpc = (fake: ReturnType<typeof fakeRenderer>) =>
  fake as unknown as Pick<IpcRenderer, 'on' | 'invoke'>;

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

function fakeMain() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    handle(channel: string, handler: Handler) {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, handler);
    },
    removeHandler(channel: string) {
      handlers.delete(channel);
    },
    call(channel: string, from: string, ...args: unknown[]): unknown {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`no handler for ${channel}`);
      return handler({ senderFrame: { url: from } } as unknown as IpcMainInvokeEvent, ...args);
    },
  };
}

const fromConsoleOnly: SenderCheck = (event) =>
  event.senderFrame?.url === 'console' ? { ok: true } : { ok: false, message: 'Not from the console.' };

/** A made-up table with one verb of each kind, as a new verb would be added: one line each. */
/** A made-up answer: what the main process said. */
const refusedWith = (message: string): { readonly said: string } => ({ said: message });
const TABLE = {
  onTicks: { kind: 'feed', channel: 'test:ticks' },
  rename: {
    kind: 'invoke',
    channel: 'test:rename',
    args: [z.string({ error: 'A name is text.' }), z.int({ error: 'A seat is a whole number.' })],
    refused: refusedWith,
  },
} as const satisfies Readonly<Record<string, BridgeVerb>>;

describe('the preload API generated from a table of verbs', () => {
  it('has exactly the table’s verbs, each a function, none of them ipcRenderer’s', () => {
    const ipc = fakeRenderer();
    const api = preloadApi(asIpc(ipc), BRIDGE.console.verbs);
    expect(Object.keys(api).sort()).toEqual(Object.keys(BRIDGE.console.verbs).sort());
    for (const verb of Object.values(api)) {
      expect(typeof verb).toBe('function');
      expect(verb).not.toBe(ipc.invoke);
    }
    expect(Object.keys(preloadApi(asIpc(fakeRenderer()), BRIDGE.screen.verbs))).toEqual(['onState']);
  });

  it('invokes the verb’s channel with only the arguments it declares, and answers with main’s answer', async () => {
    const ipc = fakeRenderer();
    const api = preloadApi(asIpc(ipc), TABLE);
    await expect(api.rename('Asha', 2)).resolves.toBe('answer of test:rename');
    await (api.rename as (...args: unknown[]) => Promise<unknown>)('Bruno', 1, { extra: true });
    await (api.rename as (...args: unknown[]) => Promise<unknown>)();
    expect(ipc.invoked).toEqual([
      { channel: 'test:rename', args: ['Asha', 2] },
      { channel: 'test:rename', args: ['Bruno', 1] },
      { channel: 'test:rename', args: [] },
    ]);
  });

  it('feeds a subscriber each value without the IPC event, the latest one at once, until it stops', () => {
    const ipc = fakeRenderer();
    const api = preloadApi(asIpc(ipc), TABLE);
    ipc.push('test:ticks', 1);
    const seen: unknown[][] = [];
    const stop = api.onTicks((...args: unknown[]) => seen.push(args));
    ipc.push('test:ticks', 2);
    stop();
    ipc.push('test:ticks', 3);
    expect(seen).toEqual([[1], [2]]);
    expect(ipc.invoked).toEqual([]);
    expect(() => (api.onTicks as (listener: unknown) => unknown)('alert(1)')).toThrow(
      /onTicks needs a function/,
    );
  });
});

describe('the main-side handlers generated from a table of verbs', () => {
  it('registers one handler per invoke verb and none for a feed; the stop removes them', () => {
    const ipcMain = fakeMain();
    const stop = registerVerbs(ipcMain, TABLE, { rename: () => ({ said: 'renamed' }) }, fromConsoleOnly);
    expect([...ipcMain.handlers.keys()]).toEqual(['test:rename']);
    stop();
    expect([...ipcMain.handlers.keys()]).toEqual([]);
  });

  it('hands checked arguments to the handler, extra ones dropped', async () => {
    const ipcMain = fakeMain();
    const calls: unknown[][] = [];
    registerVerbs(
      ipcMain,
      TABLE,
      { rename: (_event, name, seat) => (calls.push([name, seat]), { said: `${name} at ${seat}` }) },
      fromConsoleOnly,
    );
    expect(await ipcMain.call('test:rename', 'console', 'Asha', 2, 'extra')).toEqual({ said: 'Asha at 2' });
    expect(calls).toEqual([['Asha', 2]]);
  });

  it.each([
    ['a sender that is not the console', 'display', ['Asha', 2], 'Not from the console.'],
    ['a wrong first argument', 'console', [42, 2], 'A name is text.'],
    ['a wrong second argument', 'console', ['Asha', 2.5], 'A seat is a whole number.'],
    ['a missing argument', 'console', ['Asha'], 'A seat is a whole number.'],
  ])(
    'refuses %s with the verb’s own answer, in words, and never runs the handler',
    async (_what, from, args, message) => {
      const ipcMain = fakeMain();
      let ran = false;
      registerVerbs(ipcMain, TABLE, { rename: () => ((ran = true), { said: 'renamed' }) }, fromConsoleOnly);
      expect(await ipcMain.call('test:rename', from, ...args)).toEqual({ said: message });
      expect(ran).toBe(false);
    },
  );

  it('will not start with a verb that has no handler', () => {
    expect(() => registerVerbs(fakeMain(), TABLE, {} as never, fromConsoleOnly)).toThrow(
      /No handler for the bridge verb rename/,
    );
  });
});

describe('the app’s bridge contract', () => {
  it('gives every verb its own carrom: channel, the screen’s the same as the console’s', () => {
    const channels = Object.values(CHANNELS);
    expect(new Set(channels).size).toBe(channels.length);
    for (const channel of channels) expect(channel).toMatch(/^carrom:[a-z-]+$/);
    expect(BRIDGE.screen.verbs.onState.channel).toBe(CHANNELS.onState);
  });

  it('gives the audience window feeds only: it can send nothing', () => {
    for (const verb of Object.values(BRIDGE.screen.verbs)) expect(verb.kind).toBe('feed');
  });

  it('refuses the console’s verbs in the shape each answers with', () => {
    const verbs = BRIDGE.console.verbs;
    expect(verbs.submit.refused('no')).toEqual({ ok: false, code: 'read_only', message: 'no' });
    expect(verbs.query.refused('no')).toEqual({ ok: false, code: 'read_only', message: 'no' });
    expect(verbs.moveDisplay.refused('no')).toEqual({ ok: false, message: 'no' });
    expect(verbs.savePdf.refused('no')).toEqual({ ok: false, cancelled: false, message: 'no' });
  });
});
