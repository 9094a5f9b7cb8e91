import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openHost } from '../../electron/host/host';
import { tempDir } from '../host/helpers';

/*
 * tests/fixtures/databases/api-keys-table.sqlite was written by the code of 2026-12-06, when the
 * control API's keys had a table of their own (make-api-keys-fixture.ts): an operator console
 * remembered, the control key "Stream Deck 1" (used once) and the read key "vMix" (never used).
 */
const FIXTURE = new URL('../fixtures/databases/api-keys-table.sqlite', import.meta.url);
const CONTROL = {
  id: 'd5d60c06-7cb4-4546-9750-773fa96b87c1',
  key: 'carrom_8TFlGtLZe2xCGr44NhF-aLTfazn1TM3vTJ48M4i7jt0',
};
const READ = {
  id: '596018c0-f8ab-43a2-9cab-86cd3f2f54c2',
  key: 'carrom_iN9IfSn5CMRXf4kf0FVcFWnlBuU7mThielKDrcNJZB0',
};
const AT = Date.UTC(2026, 11, 6, 18, 0, 0);

const cleanups: (() => void)[] = [];
afterEach(() =>
  cleanups
    .splice(0)
    .reverse()
    .forEach((cleanup) => cleanup()),
);

function hostOnFixture(now = (): number => AT + 3_600_000) {
  const dir = tempDir();
  cleanups.push(dir.remove);
  copyFileSync(FIXTURE, join(dir.path, DATABASE_FILE));
  const host = openHost({ dataDir: dir.path, now });
  cleanups.push(() => host.close());
  return host;
}

describe('the API keys of the old api_keys table', () => {
  it('become remembered devices with an API role, with their hashes, names and times, and the old table goes', () => {
    const host = hostOnFixture();
    const db = host.store.database;
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'api_keys'").all()).toEqual([]);
    expect(db.prepare("SELECT version FROM schema_versions WHERE owner = 'api'").pluck().get()).toBe(2);
    const devices = host.settings().devices ?? [];
    expect(devices).toHaveLength(3);
    expect(devices.find((device) => device.id === CONTROL.id)).toEqual({
      id: CONTROL.id,
      name: 'Stream Deck 1',
      role: 'api-control',
      createdAt: AT,
      lastUsedAt: AT + 120_000,
      lastAddress: '',
    });
    // Never used: its last use is its creation.
    expect(devices.find((device) => device.id === READ.id)).toMatchObject({
      role: 'api-read',
      createdAt: AT + 60_000,
      lastUsedAt: AT + 60_000,
    });
    expect(devices.find((device) => device.name === 'Firefox on Linux')).toMatchObject({ role: 'operator' });
  });

  it('lets the old keys in with their rights, and the role check still refuses an unknown role', () => {
    const host = hostOnFixture();
    expect(host.apiKeys.admit(CONTROL.key, '192.168.1.30')).toEqual({
      id: CONTROL.id,
      name: 'Stream Deck 1',
      scope: 'control',
    });
    expect(host.apiKeys.admit(READ.key, '192.168.1.31')).toMatchObject({ scope: 'read' });
    expect(host.apiKeys.admit('carrom_not-a-key', '192.168.1.31')).toBeNull();
    expect(() =>
      host.store.database.prepare("UPDATE devices SET role = 'root' WHERE id = ?").run(READ.id),
    ).toThrow(/CHECK constraint/);
  });
});
