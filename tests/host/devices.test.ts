/**
 * Remembered devices: a console that gave the LAN PIN once gets a device token and reconnects
 * with it, without the PIN; the token is kept only hashed in SQLite; the console lists devices
 * with their name and last use and forgets one or all; a new PIN makes every device give it again.
 * The real host and web server, real sockets, the database file read back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { HostSettings, QueryResult } from '../../shared/contract/contract';
import { deviceName } from '../../electron/session/device-name';
import { CONSOLE } from './helpers';
import { serveTinyBuild, type Served } from './web-helpers';
import { TestSocket } from './ws-helpers';
import { submitParsed } from '../support/parsed';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/** The start-up token: the administrator (this computer's console), who alone may change the PIN. */
const ADMIN_TOKEN = 'start-up-token-of-this-computer';

async function lan(): Promise<Served & { ws: string }> {
  const served = await serveTinyBuild({ requirePin: true, consoleToken: ADMIN_TOKEN });
  cleanups.push(() => served.close());
  return { ...served, ws: `ws://127.0.0.1:${served.port}/ws?role=console` };
}

/** A console with a phone's User-Agent; its device token once the host sent one. */
async function connect(url: string): Promise<{ socket: TestSocket; device: () => string | undefined }> {
  const socket = await TestSocket.open(url, { 'User-Agent': PHONE });
  cleanups.push(() => socket.close());
  return {
    socket,
    device: () =>
      (
        socket.messages.find((message) => (message as { type: string }).type === 'device') as
          { token: string } | undefined
      )?.token,
  };
}

async function settingsOf(socket: TestSocket): Promise<HostSettings> {
  const answer = (await socket.send('query', { type: 'GetSettings' })) as QueryResult<'GetSettings'>;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

async function waitForDevice(client: { device: () => string | undefined }): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const token = client.device();
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no device token came');
}

describe('remembered devices', () => {
  it('let a device that gave the PIN once back in without it, listed by name and last use, its token kept only hashed', async () => {
    const { host, ws } = await lan();
    const phone = await connect(`${ws}&pin=${host.pin()}`);
    const token = await waitForDevice(phone);
    expect(token).toMatch(/^[\w-]{43}$/);
    phone.socket.close();

    const again = await TestSocket.open(`${ws}&device=${token}`);
    cleanups.push(() => again.close());
    expect(await again.send('command', { type: 'UpdateDisplay', title: 'from the phone' })).toMatchObject({
      ok: true,
    });
    // A remembered device is given a new token at each use (rotated): a copy of the old one dies.
    const rotated = again.messages.find((message) => (message as { type: string }).type === 'device') as
      { token: string } | undefined;
    expect(rotated?.token).toMatch(/^[\w-]{43}$/);
    expect(rotated?.token).not.toBe(token);

    const listed = (await settingsOf(again)).devices ?? [];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Chrome on Android', lastAddress: '127.0.0.1' });
    expect(listed[0]!.lastUsedAt).toBeGreaterThanOrEqual(listed[0]!.createdAt);
    expect(JSON.stringify(listed)).not.toContain(token);

    // In the database: the hash, never the token.
    const rows = host.store.database.prepare('SELECT * FROM devices').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!['token_hash']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a forgotten device and a made-up token (the PIN is asked for), keeps the others', async () => {
    const { host, ws } = await lan();
    const tokens: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const client = await connect(`${ws}&pin=${host.pin()}`);
      tokens.push(await waitForDevice(client));
      client.socket.close();
    }
    const listed = host.settings().devices ?? [];
    expect(listed).toHaveLength(3);
    const [first] = listed;
    expect(submitParsed(host, { type: 'RevokeDevices', id: first!.id }, CONSOLE)).toMatchObject({ ok: true });
    expect(host.settings().devices).toHaveLength(2);
    expect(submitParsed(host, { type: 'RevokeDevices', id: first!.id }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });

    const outcomes = [];
    for (const token of [...tokens, 'made-up-token']) {
      const socket = await TestSocket.open(`${ws}&device=${token}`);
      cleanups.push(() => socket.close());
      const closed = await socket
        .send('query', { type: 'CurrentState' })
        .then(() => 'in')
        .catch(async () => (await socket.waitClosed()).reason);
      outcomes.push(closed);
    }
    // The most recently used device was forgotten (the list is most recent first).
    expect(outcomes.filter((outcome) => outcome === 'in')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'PIN required')).toHaveLength(2);
    expect(outcomes.at(-1)).toBe('PIN required');

    expect(submitParsed(host, { type: 'RevokeDevices', id: null }, CONSOLE)).toMatchObject({ ok: true });
    expect(host.settings().devices).toEqual([]);
    for (const token of tokens) {
      const socket = await TestSocket.open(`${ws}&device=${token}`);
      cleanups.push(() => socket.close());
      expect((await socket.waitClosed()).reason).toBe('PIN required');
    }
  });

  it('needs the new PIN everywhere after the PIN changes: remembered devices and the old PIN are refused', async () => {
    const { host, ws } = await lan();
    const oldPin = host.pin();
    const phone = await connect(`${ws}&pin=${oldPin}`);
    const token = await waitForDevice(phone);
    const newPin = oldPin === '246810' ? '135790' : '246810';
    // A console that gave the PIN is an operator: only the administrator changes the PIN.
    expect(await phone.socket.send('command', { type: 'ChangePin', pin: newPin })).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
    expect(host.pin()).toBe(oldPin);
    const admin = await TestSocket.open(`${ws}&token=${ADMIN_TOKEN}`);
    cleanups.push(() => admin.close());
    expect(await admin.send('command', { type: 'ChangePin', pin: newPin })).toMatchObject({ ok: true });
    expect(host.pin()).toBe(newPin);
    expect(host.settings().devices).toEqual([]);
    // The console that set it keeps its connection (it knows the new PIN).
    expect(await admin.send('query', { type: 'CurrentState' })).toMatchObject({ ok: true });

    for (const url of [`${ws}&device=${token}`, `${ws}&pin=${oldPin}`]) {
      const socket = await TestSocket.open(url);
      cleanups.push(() => socket.close());
      expect((await socket.waitClosed()).reason).toMatch(/^(PIN required|wrong PIN)$/);
    }
    const withNew = await TestSocket.open(`${ws}&pin=${newPin}`);
    cleanups.push(() => withNew.close());
    expect(await withNew.send('query', { type: 'CurrentState' })).toMatchObject({ ok: true });
    // The PIN stays in the database across a restart of the host (the settings table).
    expect(host.store.setting('pin')).toBe(newPin);
  });

  it('ends the open connections of a forgotten device at once, and of every device when the PIN changes', async () => {
    const { host, ws } = await lan();
    const phone = await connect(`${ws}&pin=${host.pin()}`);
    const phoneToken = await waitForDevice(phone);
    const tablet = await connect(`${ws}&pin=${host.pin()}`);
    const tabletToken = await waitForDevice(tablet);
    const back = await TestSocket.open(`${ws}&device=${phoneToken}`);
    cleanups.push(() => back.close());
    const viaTablet = await TestSocket.open(`${ws}&device=${tabletToken}`);
    cleanups.push(() => viaTablet.close());
    // Forget the phone: both its connections (by PIN, then by token) end; the tablet's stay.
    // The phone was remembered first (the list itself is ordered by last use).
    const rows = host.store.database.prepare('SELECT id FROM devices ORDER BY created_at, rowid').all() as {
      id: string;
    }[];
    expect(submitParsed(host, { type: 'RevokeDevices', id: rows[0]!.id }, CONSOLE)).toMatchObject({
      ok: true,
    });
    expect(await phone.socket.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });
    expect(await back.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });
    expect(await viaTablet.send('query', { type: 'CurrentState' })).toMatchObject({ ok: true });
    expect(tablet.socket.closed).toBeNull();
    // A new PIN: every device's connection ends.
    expect(
      submitParsed(host, { type: 'ChangePin', pin: host.pin() === '111222' ? '333444' : '111222' }, CONSOLE),
    ).toMatchObject({
      ok: true,
    });
    expect(await viaTablet.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });
    expect(await tablet.socket.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });
  });

  it('tells an open console at once when a device comes back, is remembered or forgotten (its Devices panel follows)', async () => {
    const served = await lan();
    const operator = await TestSocket.open(`${served.ws}&pin=${served.host.pin()}`);
    cleanups.push(() => operator.close());
    type Listed = { readonly name: string; readonly lastUsedAt: number };
    // The phone as each settings push to the operator's console listed it (undefined: not listed).
    const phoneInPushes = (): (Listed | undefined)[] =>
      operator.messages
        .filter((message) => (message as { type: string }).type === 'settings')
        .map((message) =>
          ((message as { settings: HostSettings }).settings.devices ?? []).find(
            (device) => device.name === 'Chrome on Android',
          ),
        );
    const waitForPush = async (matches: (phone: Listed | undefined) => boolean): Promise<void> => {
      for (let tries = 0; tries < 1000; tries += 1) {
        if (phoneInPushes().some(matches)) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no settings push matched; pushed: ${JSON.stringify(phoneInPushes())}`);
    };

    const phone = await connect(`${served.ws}&pin=${served.host.pin()}`);
    const token = await waitForDevice(phone);
    await waitForPush((listed) => listed !== undefined);
    const firstUse = phoneInPushes().find((listed) => listed !== undefined)!.lastUsedAt;
    phone.socket.close();

    await new Promise((resolve) => setTimeout(resolve, 20));
    const back = await TestSocket.open(`${served.ws}&device=${token}`);
    cleanups.push(() => back.close());
    await waitForPush((listed) => listed !== undefined && listed.lastUsedAt > firstUse);
    const stored = (served.host.settings().devices ?? []).find(
      (device) => device.name === 'Chrome on Android',
    );
    expect(phoneInPushes().at(-1)?.lastUsedAt).toBe(stored?.lastUsedAt);

    const pushesBefore = phoneInPushes().length;
    expect(served.host.submit({ type: 'RevokeDevices', id: stored!.id }, CONSOLE)).toMatchObject({
      ok: true,
    });
    await waitForPush((listed) => listed === undefined);
    // One push for the change.
    expect(phoneInPushes().length - pushesBefore).toBe(1);
  });

  it('refuses a PIN that is not six digits, in words, and keeps the old one', async () => {
    const { host } = await lan();
    const before = host.pin();
    for (const pin of ['12345', '1234567', '12a456', '']) {
      const result = submitParsed(host, { type: 'ChangePin', pin }, CONSOLE);
      expect(result).toMatchObject({ ok: false });
      if (!result.ok) expect(result.message).toMatch(/six digits/);
    }
    expect(host.pin()).toBe(before);
  });

  it('names devices after their browser and system', () => {
    expect(deviceName(PHONE)).toBe('Chrome on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
    expect(deviceName(undefined)).toBe('A browser');
  });

  it('gives no device token to the display', async () => {
    const { host, port } = await lan();
    const display = new WebSocket(`ws://127.0.0.1:${port}/ws?role=display`);
    const types: string[] = [];
    display.on('message', (data: Buffer) =>
      types.push((JSON.parse(data.toString()) as { type: string }).type),
    );
    await new Promise((resolve) => display.once('open', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    display.close();
    expect(types).not.toContain('device');
    expect(host.settings().devices).toEqual([]);
  });
});
