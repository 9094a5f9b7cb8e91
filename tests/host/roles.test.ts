/**
 * Rights by role (shared/contract/access-roles.ts), against the real host and web server over
 * real sockets: an invitation names the role of the device it lets in; a timekeeper's phone
 * starts clocks and nothing else, told why in words; only the administrator (the start-up token,
 * or a device given the role) changes the PIN, invites, revokes or sets roles, and its change of
 * a device's role applies to that device's open connection at once; a device token is rotated on
 * every use, so a copied one dies; logins from one browser reuse its device; the devices
 * forgotten to make room are listed.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebServer } from '../../electron/app/web-server';
import { openHost, type Host } from '../../electron/host/host';
import { ROTATION_GRACE_MS } from '../../electron/host/services/devices';
import {
  ADMINISTRATOR_COMMANDS,
  ADMINISTRATOR_QUERIES,
  ROLE_RIGHTS,
  roleMayCommand,
  roleMayQuery,
} from '../../shared/contract/access-roles';
import type { CommandResult, QueryResult } from '../../shared/contract/contract';
import { MAX_DEVICES } from '../../shared/contract/devices';
import { ASHA_BREAKS, ashaAgainstBruno } from '../support/matches';
import { tempDir } from './helpers';
import { TestSocket } from './ws-helpers';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ADMIN_TOKEN = 'start-up-token-of-this-computer';

/** The real host (its clock in the test's hands) and its web server asking consoles for the PIN. */
async function lan(): Promise<{ host: Host; ws: string; advance: (ms: number) => void }> {
  const dir = tempDir('roles-');
  let time = Date.UTC(2026, 11, 6, 20, 0, 0);
  const host = openHost({ dataDir: join(dir.path, 'data'), now: () => time });
  const server = await startWebServer(host, {
    port: 0,
    host: '127.0.0.1',
    pin: host.pin(),
    requirePin: true,
    consoleToken: ADMIN_TOKEN,
    staticDir: join(dir.path, 'renderer'),
  });
  cleanups.push(
    dir.remove,
    () => host.close(),
    () => server.close(),
  );
  return {
    host,
    ws: `ws://127.0.0.1:${server.port}/ws?role=console`,
    advance: (ms) => void (time += ms),
  };
}

async function open(url: string): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  cleanups.push(() => socket.close());
  return socket;
}

/** The device token the host sent this socket last (a new one at every admission). */
async function deviceToken(socket: TestSocket): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const sent = socket.messages.findLast((message) => (message as { type: string }).type === 'device') as
      { token: string } | undefined;
    if (sent) return sent.token;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no device token came');
}

const command = (socket: TestSocket, body: Record<string, unknown>) =>
  socket.send('command', body) as Promise<CommandResult>;

/** How a connection with these parameters ends: 'in', or the close reason. */
async function outcome(url: string): Promise<string> {
  const socket = await open(url);
  return socket
    .send('query', { type: 'CurrentState' })
    .then(() => 'in')
    .catch(async () => (await socket.waitClosed()).reason);
}

describe('rights by role', () => {
  it("lets a timekeeper's invited phone start clocks and nothing else, saying why in words", async () => {
    const { host, ws } = await lan();
    const admin = await open(`${ws}&token=${ADMIN_TOKEN}`);
    expect(await command(admin, ashaAgainstBruno('club-21'))).toMatchObject({ ok: true });
    expect(await command(admin, ASHA_BREAKS)).toMatchObject({ ok: true });
    const invitation = (await admin.send('query', {
      type: 'InviteDevice',
      role: 'timekeeper',
    })) as QueryResult<'InviteDevice'>;
    if (!invitation.ok) throw new Error(invitation.message);
    expect(invitation.data.role).toBe('timekeeper');

    const phone = await open(`${ws}&invite=${invitation.data.token}`);
    expect(await command(phone, { type: 'StartGameClock' })).toMatchObject({ ok: true });
    expect(await command(phone, { type: 'PauseGameClock' })).toMatchObject({ ok: true });
    const devicesBefore = host.settings().devices;
    const pin = host.pin();
    for (const forbidden of [
      { type: 'RevokeDevices', id: null },
      { type: 'ChangePin', pin: '999888' },
      { type: 'UpdateDisplay', title: 'taken over' },
      { type: 'NewMatch' },
      { type: 'VoidLastBoard' },
      { type: 'SetDeviceRole', id: devicesBefore![0]!.id, role: 'administrator' },
    ]) {
      const refused = await command(phone, forbidden);
      expect(refused, forbidden.type).toMatchObject({ ok: false, code: 'not_allowed' });
      expect(refused.ok ? '' : refused.message).toContain(
        `(${forbidden.type}): its role is the timekeeper's`,
      );
    }
    expect(await phone.send('query', { type: 'InviteDevice', role: 'administrator' })).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
    // Nothing changed: the PIN, the devices (both still remembered, with their roles), the display.
    expect(host.pin()).toBe(pin);
    expect(
      host
        .settings()
        .devices?.map((device) => device.role)
        .sort(),
    ).toEqual(['administrator', 'timekeeper']);
    expect(host.settings().display.title).not.toBe('taken over');
  });

  it("keeps the PIN, invitations, revocations and roles the administrator's, and a new role applies at once", async () => {
    const { host, ws } = await lan();
    const operator = await open(`${ws}&pin=${host.pin()}`);
    await deviceToken(operator);
    const admin = await open(`${ws}&token=${ADMIN_TOKEN}`);
    const byRole = () => Object.fromEntries((host.settings().devices ?? []).map((d) => [d.role, d.id]));
    const operatorId = byRole()['operator']!;
    expect(operatorId).toBeDefined();

    // The operator runs the match, but not the access to it.
    expect(await command(operator, { type: 'UpdateDisplay', title: 'Final' })).toMatchObject({ ok: true });
    for (const forbidden of [
      { type: 'ChangePin', pin: '123123' },
      { type: 'RevokeDevices', id: null },
      { type: 'SetDeviceRole', id: operatorId, role: 'administrator' },
      { type: 'SetWebServer', enabled: true, lan: true },
    ]) {
      expect(await command(operator, forbidden), forbidden.type).toMatchObject({
        ok: false,
        code: 'not_allowed',
      });
    }
    expect(byRole()['operator']).toBe(operatorId);

    // The administrator makes it a display: its open connection may no longer command.
    expect(await command(admin, { type: 'SetDeviceRole', id: operatorId, role: 'display' })).toMatchObject({
      ok: true,
    });
    expect(host.settings().devices?.find((device) => device.id === operatorId)?.role).toBe('display');
    const refused = await command(operator, { type: 'UpdateDisplay', title: 'again' });
    expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(refused.ok ? '' : refused.message).toContain('a display: it only shows the scoreboard');
    expect(
      await command(admin, { type: 'SetDeviceRole', id: 'no-such-device', role: 'umpire' }),
    ).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });

  it('rotates a device token on every use: a copy of an old one is refused', async () => {
    const { host, ws, advance } = await lan();
    const phone = await open(`${ws}&pin=${host.pin()}`);
    const first = await deviceToken(phone);
    phone.close();

    const back = await open(`${ws}&device=${first}`);
    const second = await deviceToken(back);
    expect(second).not.toBe(first);
    back.close();
    // The token before stays good a moment (another tab of the same browser reconnecting)…
    expect(await outcome(`${ws}&device=${first}`)).toBe('in');
    advance(ROTATION_GRACE_MS + 1);
    // …then only the newest one works: the first copy, and the second (rotated by that use), die.
    expect(await outcome(`${ws}&device=${first}`)).toBe('PIN required');
    expect(await outcome(`${ws}&device=${second}`)).toBe('PIN required');
    const newest = host.store.database.prepare('SELECT COUNT(*) AS n FROM devices').get() as { n: number };
    expect(newest.n).toBe(1);
  });

  it('reuses the device of a browser that logs in again with the PIN, and lists the devices forgotten to make room', async () => {
    const { host, ws, advance } = await lan();
    for (let login = 0; login < 14; login += 1) {
      expect(await outcome(`${ws}&pin=${host.pin()}&browser=the-same-browser`)).toBe('in');
    }
    expect(host.settings().devices).toHaveLength(1);
    // The PIN never makes an administrator, even of a browser the administrator made one.
    const [device] = host.settings().devices!;
    host.devices.setRole(device!.id, 'administrator');
    expect(await outcome(`${ws}&pin=${host.pin()}&browser=the-same-browser`)).toBe('in');
    expect(host.settings().devices?.[0]?.role).toBe('operator');

    for (let index = 0; index < MAX_DEVICES; index += 1) {
      advance(1_000);
      host.devices.remember(`Tablet ${index}`, '10.0.0.2', () => 'umpire');
    }
    expect(host.settings().devices).toHaveLength(MAX_DEVICES);
    expect(host.settings().devicesForgotten).toEqual([
      expect.objectContaining({ name: 'A browser', role: 'operator' }),
    ]);
  });

  it('holds the role table the issue asks for', () => {
    expect(Object.keys(ROLE_RIGHTS)).toEqual([
      'display',
      'timekeeper',
      'umpire',
      'operator',
      'administrator',
      'api-read',
      'api-control',
    ]);
    expect(roleMayCommand('timekeeper', 'StartGameClock')).toBe(true);
    expect(roleMayCommand('timekeeper', 'RecordBoard')).toBe(false);
    expect(roleMayCommand('umpire', 'RecordStroke')).toBe(true);
    expect(roleMayCommand('umpire', 'CreateMatch')).toBe(false);
    expect(roleMayCommand('operator', 'CreateMatch')).toBe(true);
    expect(roleMayCommand('operator', 'ChangePin')).toBe(false);
    expect(roleMayCommand('administrator', 'ChangePin')).toBe(true);
    expect(roleMayCommand('display', 'UpdateDisplay')).toBe(false);
    // The control API's keys (issue 40): read-only, or production control; never the administrator's.
    expect(roleMayCommand('api-read', 'UpdateDisplay')).toBe(false);
    expect(roleMayQuery('api-read', 'CurrentState')).toBe(true);
    expect(roleMayCommand('api-control', 'UpdateDisplay')).toBe(true);
    expect(roleMayCommand('api-control', 'StartTimeOut')).toBe(true);
    expect(roleMayCommand('api-control', 'CreateMatch')).toBe(false);
    for (const type of ADMINISTRATOR_COMMANDS) expect(roleMayCommand('api-control', type)).toBe(false);
    for (const type of ADMINISTRATOR_QUERIES) expect(roleMayQuery('api-control', type)).toBe(false);
  });
});
