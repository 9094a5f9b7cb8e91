import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { HUB_USERS_DIR } from '../../electron/venue/hub-users';
import { readVenueFlags, startPlannedHub } from '../../electron/venue/venue-flags';
import { openVenueService } from '../../electron/venue/venue-service';
import { tempDir } from '../host/helpers';

/** `npm run serve -- --venue-hub`: loopback unless --host says otherwise, users of its own, /venue as the director. */
describe('the embedded hub as `serve --venue-hub` starts it', () => {
  const dir = tempDir('venue-hub-auth-');
  const closers: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    dir.remove();
  });
  const hubFlags = { 'venue-hub': true, 'hub-port': '0', 'hub-ws-port': '0' } as const;

  /** What a client that is not this host gets from the hub: "connected" or the refusal. */
  const tryConnect = (url: string, options: mqtt.IClientOptions): Promise<string> =>
    new Promise((resolve) => {
      const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 3000, ...options });
      client.once('connect', () => {
        client.end(true);
        resolve('connected');
      });
      client.once('error', (error) => {
        client.end(true);
        resolve(error.message);
      });
    });

  it('listens on loopback, makes users with random passwords in the data folder, refuses anonymous clients, and its own /venue logs in as the director', async () => {
    const dataDir = join(dir.path, 'hub');
    const host = openHost({ dataDir });
    closers.push(() => host.close());
    const started = await startPlannedHub(readVenueFlags(hubFlags, {}), { host: '127.0.0.1', dataDir });
    closers.push(() => started.hub?.close());
    expect(started.hub?.host).toBe('127.0.0.1');
    const plainFile = join(dataDir, HUB_USERS_DIR, 'passwords.txt');
    expect(started.lines.join('\n')).toContain(`Venue hub users and passwords: ${plainFile}`);
    expect(statSync(plainFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, HUB_USERS_DIR)).mode & 0o777).toBe(0o700);
    const plain = new Map(
      readFileSync(plainFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(':') as [string, string]),
    );
    expect([...plain.keys()].slice(0, 4)).toEqual([
      VENUE_USERS.screen,
      VENUE_USERS.director,
      'table-1',
      'table-1-watch',
    ]);
    // 40 tables, each with its watcher (table-N-watch) sharing the table's password: 82 users, 42 passwords.
    expect(plain.size).toBe(82);
    expect(new Set(plain.values()).size).toBe(42);
    expect(plain.get('table-7-watch')).toBe(plain.get('table-7'));
    const url = started.hub!.url;

    expect(await tryConnect(url, { clientId: 'anyone' })).toMatch(/not authori[sz]ed|bad user/i);
    expect(
      await tryConnect(url, { username: VENUE_USERS.director, password: 'guess', clientId: 'director-x' }),
    ).toMatch(/bad user|not authori[sz]ed/i);
    expect(
      await tryConnect(url, {
        username: VENUE_USERS.screen,
        password: plain.get(VENUE_USERS.screen)!,
        clientId: 'screen-x',
      }),
    ).toBe('connected');

    expect(started.venue?.broker.username).toBe(VENUE_USERS.director);
    const service = openVenueService(host, { ...started.venue!, log: () => undefined });
    closers.push(() => service.close());
    await expect.poll(() => service.watcher.link(), { timeout: 10_000 }).toBe('online');
    expect(await service.watcher.feature(2)).toEqual({ ok: true });
    await expect.poll(() => service.watcher.board.featured(), { timeout: 5000 }).toBe(2);

    // Started again, it keeps the passwords it made (the tables keep theirs).
    await started.hub!.close();
    const again = await startPlannedHub(readVenueFlags(hubFlags, {}), { host: '127.0.0.1', dataDir });
    closers.push(() => again.hub?.close());
    expect(readFileSync(plainFile, 'utf8')).toBe([...plain].map(([u, p]) => `${u}:${p}\n`).join(''));
    expect(again.venue?.broker.password).toBe(plain.get(VENUE_USERS.director));
  });

  it('with --hub-open: no authentication, said on the terminal; --host is honoured', async () => {
    const dataDir = join(dir.path, 'open');
    const started = await startPlannedHub(readVenueFlags({ ...hubFlags, 'hub-open': true }, {}), {
      host: '0.0.0.0',
      dataDir,
    });
    closers.push(() => started.hub?.close());
    expect(started.hub?.host).toBe('0.0.0.0');
    expect(started.lines.join('\n')).toMatch(/OPEN \(--hub-open\)/);
    expect(await tryConnect(started.hub!.url, { clientId: 'anyone' })).toBe('connected');
  });

  it('refuses contradicting flags in words', () => {
    expect(() => readVenueFlags({ ...hubFlags, 'hub-open': true, 'hub-passwords': 'p' }, {})).toThrow(
      /--hub-open and --hub-passwords contradict/,
    );
    expect(() => readVenueFlags({ 'hub-open': true }, {})).toThrow(/are for --venue-hub/);
    expect(() => readVenueFlags({ ...hubFlags, 'hub-tables': '0' }, {})).toThrow(
      /--hub-tables must be 1 to 999/,
    );
  });
});
