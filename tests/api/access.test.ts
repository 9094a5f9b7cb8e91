import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { openApiKeys } from '../../electron/host/services/api-keys';
import { openDevices } from '../../electron/host/services/devices';
import { openStore } from '../../electron/host/store';
import { tempDir } from '../host/helpers';
import { serveApi, type ApiServed } from './api-harness';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function served(options: Parameters<typeof serveApi>[0] = {}): Promise<ApiServed> {
  const api = await serveApi(options);
  cleanups.push(() => api.close());
  return api;
}

describe('API keys', () => {
  it('keeps only each key’s hash in SQLite, and lets a key in until it is revoked', async () => {
    const api = await served();
    const { id, key } = api.host.apiKeys.create('vMix', 'read');
    // A key is a remembered device with an API role, in the devices table (its own table is gone).
    const rows = api.host.store.database.prepare('SELECT * FROM devices').all() as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(key.slice('carrom_'.length));
    expect(rows).toEqual([expect.objectContaining({ id, name: 'vMix', role: 'api-read', last_address: '' })]);
    expect(
      api.host.store.database.prepare("SELECT name FROM sqlite_master WHERE name = 'api_keys'").all(),
    ).toEqual([]);
    expect((await api.call('/api/v1/state', key)).status).toBe(200);
    expect(api.host.settings().devices).toEqual([
      expect.objectContaining({ id, name: 'vMix', role: 'api-read', lastAddress: '127.0.0.1' }),
    ]);
    api.host.apiKeys.revoke(id);
    const after = await api.call('/api/v1/state', key);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'key_unknown' });
  });

  it('counts wrong keys in the one PIN guard: the console sees them, and a right key is never kept out', async () => {
    const api = await served({ requirePin: true });
    const right = api.key('read');
    const wrong = Array.from({ length: 8 }, (_, index) => api.call('/api/v1/state', `carrom_guess${index}`));
    const answers = await Promise.all(wrong);
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    const started = Date.now();
    expect((await api.call('/api/v1/state', right)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(900);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.host.settings().webServer.status.wrongPins?.wrong).toBeGreaterThanOrEqual(3);
  });

  it('closes CORS by default and opens it to the origins the operator listed', async () => {
    const api = await served();
    const key = api.key('read');
    const foreign = await api.call('/api/v1/state', key, { headers: { Origin: 'http://graphics.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    api.host.apiKeys.setAccess({ ...api.host.apiKeys.access(), corsOrigins: ['http://graphics.example'] });
    const allowed = await api.call('/api/v1/state', key, { headers: { Origin: 'http://graphics.example' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://graphics.example');
    const preflight = await api.call('/api/v1/actions/black-out', null, {
      method: 'OPTIONS',
      headers: { Origin: 'http://graphics.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('makes a key from the command line and prints it once', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const key = execFileSync(
      'npx',
      [
        'tsx',
        'electron/app/api-key-cli.ts',
        'create',
        'Set-up script',
        '--scope',
        'control',
        '--data-dir',
        dir.path,
      ],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    ).trim();
    expect(key).toMatch(/^carrom_[A-Za-z0-9_-]{43}$/);
    const store = openStore({ file: `${dir.path}/scoreboard.db` });
    cleanups.push(() => store.close());
    expect(openApiKeys(store, openDevices(store, Date.now)).admit(key, '127.0.0.1')).toMatchObject({
      name: 'Set-up script',
      scope: 'control',
    });
    expect(() =>
      execFileSync(
        'npx',
        ['tsx', 'electron/app/api-key-cli.ts', 'create', 'X', '--scope', 'admin', '--data-dir', dir.path],
        {
          encoding: 'utf8',
          stdio: 'pipe',
          timeout: 60_000,
        },
      ),
    ).toThrow(/--scope must be read or control/);
  });
});
