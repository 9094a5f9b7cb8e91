import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { openHost, type Host } from '../../electron/host/host';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { tempDir } from '../host/helpers';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { passwordOf, startMosquitto, type TestBroker } from '../venue/brokers';
import { brokerOf, createTableMatch, openSimTable, VENUE, type SimTable } from '../venue/tables';

/**
 * Issue 40 item 1: on a host in a venue, /api/v1/vmix.* has one row per table the venue knows,
 * this host's table first, with the same field names in every row. Real mosquitto, two other
 * tables' real hosts publishing, this host (table 2) watching through its venue service.
 */
describe('the vMix data source of a host in a venue', () => {
  const dir = tempDir('api-vmix-venue-');
  let broker: TestBroker;
  const others: SimTable[] = [];
  let host: Host;
  let service: VenueService;
  let server: RunningServer;
  let key: string;
  const read = async (format: 'json' | 'csv' | 'xml'): Promise<string> => {
    const answer = await fetch(`${server.url}/api/v1/vmix.${format}`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(10_000),
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  const rows = async (): Promise<Record<string, string>[]> =>
    JSON.parse(await read('json')) as Record<string, string>[];

  beforeAll(async () => {
    broker = await startMosquitto(dir.path, VENUE, 3);
    for (const table of [3, 1]) {
      const sim = openSimTable(join(dir.path, `table-${table}`), table, broker.url);
      sim.board(0);
      others.push(sim);
    }
    host = openHost({ dataDir: join(dir.path, 'table-2') });
    createTableMatch(host, 2);
    service = openVenueService(host, {
      broker: brokerOf(broker.url, 2),
      venue: VENUE,
      table: 2,
      log: () => undefined,
    });
    server = await startWebServer(host, {
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir.path, 'no-pages'),
      venue: service,
    });
    key = host.apiKeys.create('vMix', 'read').key;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await service?.close();
    host?.close();
    for (const sim of others) await sim.close();
    await broker?.stop();
    dir.remove();
  }, 60_000);

  it('lists every table the venue knows, this host’s first, with the same columns', async () => {
    await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBe(3);
    const [own, first, third] = await rows();
    expect([own!['Table.Text'], first!['Table.Text'], third!['Table.Text']]).toEqual(['2', '1', '3']);
    expect([own!['Name1.Text'], first!['Name1.Text'], third!['Name1.Text']]).toEqual([
      'Asha 2',
      'Asha 1',
      'Asha 3',
    ]);
    expect(Object.keys(first!)).toEqual(Object.keys(own!));
    expect(Object.keys(third!)).toEqual(Object.keys(own!));
    // Table 3's board is there: its score moved.
    expect(third!['Score.Text']).not.toBe(own!['Score.Text']);

    const csv = (await read('csv')).trim().split('\r\n');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toContain('Asha 2');
    expect((await read('xml')).match(/<table>/g)).toHaveLength(3);
  });

  it('feature-table: the broker refuses a table’s host (only the director features), in words, and the director’s host features a table', async () => {
    const post = (url: string, apiKey: string, table: number | null): Promise<Response> =>
      fetch(`${url}/api/v1/actions/feature-table`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ table }),
        signal: AbortSignal.timeout(15_000),
      });
    const control = host.apiKeys.create('Stream Deck', 'control').key;
    const refused = await post(server.url, control, 3);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'venue_refused',
      message: expect.stringContaining('only the director'),
      detail: expect.any(String),
    });

    const director = openHost({ dataDir: join(dir.path, 'director') });
    const username = VENUE_USERS.director;
    const directorService = openVenueService(director, {
      broker: { ...brokerOf(broker.url, 1), username, password: passwordOf(username) },
      venue: VENUE,
      table: null,
      log: () => undefined,
    });
    const directorServer = await startWebServer(director, {
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir.path, 'no-pages'),
      venue: directorService,
    });
    try {
      const directorKey = director.apiKeys.create('Stream Deck', 'control').key;
      await expect
        .poll(async () => (await post(directorServer.url, directorKey, 3)).status, { timeout: 20_000 })
        .toBe(200);
      await expect.poll(() => service.watcher.board.featured(), { timeout: 20_000 }).toBe(3);
    } finally {
      await directorServer.close();
      await directorService.close();
      director.close();
    }
  }, 60_000);

  it('follows another table’s next board', async () => {
    const sim = others.find((table) => table.table === 3)!;
    const before = (await rows())[2]!['Score.Text'];
    sim.board(1);
    await expect.poll(async () => (await rows())[2]!['Score.Text'], { timeout: 20_000 }).not.toBe(before);
  });
});
