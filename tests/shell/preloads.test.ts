import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS as channels } from '../../shared/contract/bridge';
import type * as FakeElectron from './fake-electron';

vi.mock('electron', () => import('./fake-electron'));

type Api = Record<string, (...args: unknown[]) => unknown>;

let contextBridge: typeof FakeElectron.contextBridge;
let ipcRenderer: typeof FakeElectron.ipcRenderer;

/** Runs a preload as a fresh page would (the module registry is reset before each test). */
async function load(preload: 'console' | 'display'): Promise<void> {
  if (preload === 'console') await import('../../electron/shell/preload-console');
  else await import('../../electron/shell/preload-display');
}

beforeEach(async () => {
  vi.resetModules();
  // The instance the preloads get for 'electron' (vitest keeps the mock across resetModules).
  const fake = (await import('electron')) as unknown as typeof FakeElectron;
  fake.resetFakeElectron({ userData: '/nonexistent' });
  contextBridge = fake.contextBridge;
  ipcRenderer = fake.ipcRenderer;
});

function exposed(key: string): Api {
  const api = contextBridge.exposed.get(key);
  if (!api) throw new Error(`nothing exposed as ${key}`);
  return api as Api;
}

describe('the display preload', () => {
  it('exposes only carromScreen.onState', async () => {
    await load('display');
    expect([...contextBridge.exposed.keys()]).toEqual(['carromScreen']);
    expect(Object.keys(exposed('carromScreen'))).toEqual(['onState']);
  });

  it('never sends anything to the main process', async () => {
    await load('display');
    const unsubscribe = exposed('carromScreen')['onState']?.(() => undefined) as () => void;
    ipcRenderer.fromMain(channels.onState, { revision: 1 });
    unsubscribe();
    expect(ipcRenderer.invoked).toEqual([]);
    expect(ipcRenderer.sentToMain).toEqual([]);
  });

  it('delivers each state without the IPC event, replays the latest to a late subscriber, and unsubscribes', async () => {
    await load('display');
    const onState = exposed('carromScreen')['onState'] as (listener: (push: unknown) => void) => () => void;
    const early: unknown[][] = [];
    const stop = onState((...args: unknown[]) => early.push(args));
    ipcRenderer.fromMain(channels.onState, { revision: 1 });
    ipcRenderer.fromMain(channels.onState, { revision: 2 });
    expect(early).toEqual([[{ revision: 1 }], [{ revision: 2 }]]);

    const late: unknown[] = [];
    onState((push) => late.push(push));
    expect(late).toEqual([{ revision: 2 }]);

    stop();
    ipcRenderer.fromMain(channels.onState, { revision: 3 });
    expect(early).toHaveLength(2);
    expect(late).toEqual([{ revision: 2 }, { revision: 3 }]);
  });

  it('refuses a listener that is not a function', async () => {
    await load('display');
    expect(() => exposed('carromScreen')['onState']?.('alert(1)')).toThrow(/needs a function/);
  });
});

describe('the console preload', () => {
  it('exposes named verbs only, never ipcRenderer', async () => {
    await load('console');
    expect([...contextBridge.exposed.keys()]).toEqual(['carromConsole']);
    expect(Object.keys(exposed('carromConsole')).sort()).toEqual(
      [
        'moveDisplay',
        'onLedStatus',
        'onScreens',
        'onSettings',
        'onState',
        'query',
        'screens',
        'showDisplay',
        'savePdf',
        'submit',
        'toggleFullscreen',
      ].sort(),
    );
    for (const value of Object.values(exposed('carromConsole'))) {
      expect(typeof value).toBe('function');
      expect(value).not.toBe(ipcRenderer.invoke);
    }
  });

  it('maps each verb to its channel with only the given argument', async () => {
    await load('console');
    const api = exposed('carromConsole');
    await api['submit']?.({ type: 'NewMatch' }, 'ignored');
    await api['query']?.({ type: 'CurrentState' });
    await api['screens']?.();
    await api['moveDisplay']?.(7);
    await api['toggleFullscreen']?.();
    await api['showDisplay']?.();
    expect(ipcRenderer.invoked).toEqual([
      { channel: channels.submit, args: [{ type: 'NewMatch' }] },
      { channel: channels.query, args: [{ type: 'CurrentState' }] },
      { channel: channels.screens, args: [] },
      { channel: channels.moveDisplay, args: [7] },
      { channel: channels.toggleFullscreen, args: [] },
      { channel: channels.showDisplay, args: [] },
    ]);
  });

  it('subscribes to state, screen changes, LED status and settings separately', async () => {
    await load('console');
    const api = exposed('carromConsole');
    const states: unknown[] = [];
    const screens: unknown[] = [];
    api['onState']?.((push: unknown) => states.push(push));
    const leds: unknown[] = [];
    const settings: unknown[] = [];
    api['onScreens']?.((report: unknown) => screens.push(report));
    api['onLedStatus']?.((status: unknown) => leds.push(status));
    api['onSettings']?.((value: unknown) => settings.push(value));
    ipcRenderer.fromMain(channels.onState, { revision: 5 });
    ipcRenderer.fromMain(channels.onScreens, { screens: [] });
    ipcRenderer.fromMain(channels.onLedStatus, [{ id: 'main' }]);
    ipcRenderer.fromMain(channels.onSettings, { consoleLanguage: 'pl' });
    expect(states).toEqual([{ revision: 5 }]);
    expect(screens).toEqual([{ screens: [] }]);
    expect(leds).toEqual([[{ id: 'main' }]]);
    expect(settings).toEqual([{ consoleLanguage: 'pl' }]);
  });
});
