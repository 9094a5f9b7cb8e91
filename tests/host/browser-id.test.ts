/**
 * The browser's one id (renderer/lib/browser-id.ts): the command keys' client and the id a PIN
 * login finds its remembered device by. A browser that kept the two old ids keeps its device:
 * the real host and web server, a console page's client in Node with the browser's storage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { connectConsole } from '../../renderer/lib/client';
import {
  BROWSER_ID_KEY,
  OLD_BROWSER_KEY,
  OLD_CLIENT_KEY,
  browserId,
  type IdStorage,
} from '../../renderer/lib/browser-id';
import { serveTinyBuild } from './web-helpers';
import { TestSocket } from './ws-helpers';
import { CREATE_MATCH } from './fixtures/match-script';
import { parseCommand } from '../../shared/contract/contract';
import { waitFor } from './helpers';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A browser's localStorage: what it holds, read back by the test. */
function storage(items: Record<string, string> = {}): IdStorage & { readonly items: Map<string, string> } {
  const held = new Map(Object.entries(items));
  return {
    items: held,
    getItem: (key) => held.get(key) ?? null,
    setItem: (key, value) => void held.set(key, String(value)),
    removeItem: (key) => void held.delete(key),
  };
}

/** What a page stored before there was one id: the device's (a UUID) and the commands'. */
const OLD_BROWSER = '3f0c2b8e-6a51-4c7e-9d2a-1b4e8f7a6c5d';
const OLD_CLIENT = '0a1b2c3d4e5f60718293a4b5';

describe('the browser id', () => {
  it('is made once and kept: the same id on every later page', () => {
    const kept = storage();
    const first = browserId(kept);
    expect(first.kept).toBe(true);
    expect(first.id).toMatch(/^[0-9a-f]{24}$/);
    expect(kept.items.get(BROWSER_ID_KEY)).toBe(first.id);
    expect(browserId(kept)).toEqual(first);
  });

  it("carries over a browser's old device id, and forgets both old keys", () => {
    const kept = storage({ [OLD_BROWSER_KEY]: OLD_BROWSER, [OLD_CLIENT_KEY]: OLD_CLIENT });
    expect(browserId(kept)).toEqual({ id: OLD_BROWSER, kept: true });
    expect([...kept.items]).toEqual([[BROWSER_ID_KEY, OLD_BROWSER]]);
  });

  it('carries over the old command id when the browser had no device id', () => {
    const kept = storage({ [OLD_CLIENT_KEY]: OLD_CLIENT });
    expect(browserId(kept)).toEqual({ id: OLD_CLIENT, kept: true });
    expect([...kept.items]).toEqual([[BROWSER_ID_KEY, OLD_CLIENT]]);
  });

  it('replaces a stored id a command key would refuse, rather than sending it', () => {
    const kept = storage({ [BROWSER_ID_KEY]: 'bad id!', [OLD_BROWSER_KEY]: 'x' });
    const made = browserId(kept);
    expect(made.id).toMatch(/^[0-9a-f]{24}$/);
    expect(kept.items.get(BROWSER_ID_KEY)).toBe(made.id);
  });

  it('is a page-only id, not kept, when storage is missing or refuses to store', () => {
    expect(browserId(null).kept).toBe(false);
    const full: IdStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const made = browserId(full);
    expect(made.kept).toBe(false);
    expect(made.id).toMatch(/^[0-9a-f]{24}$/);
  });
});

/** ws's WebSocket that notes the address it opened and every message it sent. */
class NotingSocket extends WebSocket {
  static readonly urls: string[] = [];
  static readonly sent: string[] = [];

  constructor(url: string) {
    super(url);
    NotingSocket.urls.push(url);
  }

  override send(data: string): void {
    NotingSocket.sent.push(data);
    super.send(data);
  }
}

describe('a browser that kept the two old ids, after the upgrade', () => {
  it('finds its remembered device by its old device id, and keys its commands with that same id', async () => {
    const served = await serveTinyBuild({ requirePin: true });
    cleanups.push(() => served.close());
    const pin = served.host.pin();
    // The page before the upgrade: a PIN login that sent the old device id; the host remembered it.
    const before = await TestSocket.open(
      `ws://127.0.0.1:${served.port}/ws?role=console&pin=${pin}&browser=${OLD_BROWSER}`,
    );
    await waitFor(() => ((served.host.settings().devices ?? []).length === 1 ? true : undefined), 'a device');
    before.close();
    const [device] = served.host.settings().devices ?? [];

    // The page after it, in the same browser (its device token lost: the PIN is asked again).
    const kept = storage({ [OLD_BROWSER_KEY]: OLD_BROWSER, [OLD_CLIENT_KEY]: OLD_CLIENT });
    vi.stubGlobal('localStorage', kept);
    const client = connectConsole({
      pageUrl: `http://127.0.0.1:${served.port}/console`,
      pin,
      WebSocket: NotingSocket as unknown as typeof globalThis.WebSocket,
    });
    cleanups.push(() => client.close());
    const statuses: string[] = [];
    client.onConnection((status) => statuses.push(status));
    await waitFor(() => (statuses.at(-1) === 'connected' ? true : undefined), 'the console to connect');
    const create = parseCommand(CREATE_MATCH);
    if (!create.ok) throw new Error(create.message);
    expect(await client.submit(create.value)).toMatchObject({ ok: true });

    expect(new URL(NotingSocket.urls.at(-1)!).searchParams.get('browser')).toBe(OLD_BROWSER);
    const command = NotingSocket.sent
      .map((text) => JSON.parse(text) as { type: string; key?: { client: string } })
      .find((message) => message.type === 'command');
    expect(command?.key?.client).toBe(OLD_BROWSER);
    // One device still: the one remembered before the upgrade, not a second one for a new id.
    expect((served.host.settings().devices ?? []).map((one) => one.id)).toEqual([device!.id]);
    expect(kept.items.get(BROWSER_ID_KEY)).toBe(OLD_BROWSER);
    expect(kept.items.has(OLD_BROWSER_KEY) || kept.items.has(OLD_CLIENT_KEY)).toBe(false);
  });
});
