import { afterEach, describe, expect, it } from 'vitest';
import { MAX_DEVICES } from '../../shared/contract/devices';
import { parseQuery } from '../../shared/contract/parse';
import { CONSOLE } from '../host/helpers';
import { serveApi } from './api-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('API keys and settings from the console', () => {
  it('makes a key once, lists it with the devices without the key, changes the API settings and revokes the key as a device', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    const created = await api.host.query(
      { type: 'CreateApiKey', name: 'Stream Deck 1', scope: 'control' },
      CONSOLE,
    );
    if (!created.ok || created.type !== 'CreateApiKey') throw new Error('no key made');
    const { id, key } = created.data as { id: string; key: string };
    expect(api.host.settings().devices).toEqual([
      expect.objectContaining({ id, name: 'Stream Deck 1', role: 'api-control' }),
    ]);
    expect(JSON.stringify(api.host.settings())).not.toContain(key);
    expect((await api.call('/api/v1/state', key)).status).toBe(200);

    expect(api.host.settings().api?.access).toEqual({
      openVmixReads: false,
      allowBoardEntry: false,
      corsOrigins: [],
    });
    const access = {
      openVmixReads: true,
      allowBoardEntry: true,
      corsOrigins: ['http://graphics.local:8080'],
    };
    expect(api.host.submit({ type: 'SetApiAccess', access }, CONSOLE)).toMatchObject({ ok: true });
    expect(api.host.settings().api?.access).toEqual(access);
    expect((await api.call('/api/v1/vmix.json', null)).status).toBe(200);

    expect(api.host.submit({ type: 'RevokeDevices', id }, CONSOLE)).toMatchObject({ ok: true });
    expect((await api.call('/api/v1/state', key)).status).toBe(401);
    expect(api.host.submit({ type: 'RevokeDevices', id }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });

  it('changes a key between read and control from the devices list, never to a page role, nor a page device to an API role', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    const key = api.key('read', 'vMix');
    const { id } = api.host.apiKeys.list()[0]!;
    const post = (): Promise<Response> =>
      api.call('/api/v1/actions/black-out', key, { method: 'POST', body: '{}' });
    expect((await post()).status).toBe(403);

    expect(api.host.submit({ type: 'SetDeviceRole', id, role: 'administrator' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_allowed',
      message: expect.stringContaining('An API key can only be'),
    });
    expect(api.host.devices.roleOf(id)).toBe('api-read');
    const browser = api.host.devices.remember('Firefox on Linux', '127.0.0.1', () => 'operator');
    expect(
      api.host.submit({ type: 'SetDeviceRole', id: browser.id, role: 'api-control' }, CONSOLE),
    ).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(api.host.devices.roleOf(browser.id)).toBe('operator');

    expect(api.host.submit({ type: 'SetDeviceRole', id, role: 'api-control' }, CONSOLE)).toMatchObject({
      ok: true,
    });
    expect((await post()).status).toBe(200);
  });

  it('keeps the keys through a new PIN (they never gave it) and never lets a key in as a page device, nor a page token as a key', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    const key = api.key('control', 'Stream Deck 1');
    const browser = api.host.devices.remember('Firefox on Linux', '127.0.0.1', () => 'administrator');
    expect(api.host.devices.admit(key, '127.0.0.1')).toBeNull();
    expect(api.host.apiKeys.admit(browser.token, '127.0.0.1')).toBeNull();
    expect(api.host.apiKeys.admit(`carrom_${browser.token}`, '127.0.0.1')).toBeNull();

    expect(api.host.submit({ type: 'ChangePin', pin: '654321' }, CONSOLE)).toMatchObject({ ok: true });
    expect(api.host.devices.list().map((device) => device.role)).toEqual(['api-control']);
    expect((await api.call('/api/v1/state', key)).status).toBe(200);
  });

  it('never forgets a key to make room for browsers (keys have their own limit)', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    const key = api.key('read', 'vMix');
    for (let index = 0; index <= MAX_DEVICES; index += 1) {
      api.host.devices.remember(`Browser ${index}`, '127.0.0.1', () => 'display');
    }
    const roles = api.host.devices.list().map((device) => device.role);
    expect(roles.filter((role) => role === 'display')).toHaveLength(MAX_DEVICES);
    expect(roles.filter((role) => role === 'api-read')).toHaveLength(1);
    expect((await api.call('/api/v1/state', key)).status).toBe(200);
  });

  it('refuses an invitation for an API role: a key is made, not invited', () => {
    expect(parseQuery({ type: 'InviteDevice', role: 'api-control' })).toMatchObject({ ok: false });
    expect(parseQuery({ type: 'InviteDevice', role: 'timekeeper' })).toMatchObject({ ok: true });
  });
});
