import { afterEach, describe, expect, it } from 'vitest';
import { CONSOLE } from '../host/helpers';
import { serveApi } from './api-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('API keys and settings from the console', () => {
  it('makes a key once, lists it in the settings without the key, changes the API settings and revokes the key', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    const created = await api.host.query(
      { type: 'CreateApiKey', name: 'Stream Deck 1', scope: 'control' },
      CONSOLE,
    );
    if (!created.ok || created.type !== 'CreateApiKey') throw new Error('no key made');
    const { id, key } = created.data as { id: string; key: string };
    const listed = api.host.settings().api;
    expect(listed?.keys).toEqual([expect.objectContaining({ id, name: 'Stream Deck 1', scope: 'control' })]);
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

    expect(api.host.submit({ type: 'RevokeApiKey', id }, CONSOLE)).toMatchObject({ ok: true });
    expect((await api.call('/api/v1/state', key)).status).toBe(401);
    expect(api.host.submit({ type: 'RevokeApiKey', id }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });
});
