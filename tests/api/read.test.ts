import { afterEach, describe, expect, it } from 'vitest';
import { ApiStateSchema } from '../../shared/contract/api';
import { board } from '../host/fixtures/match-script';
import { consoleSubmits, serveApi, type ApiServed } from './api-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function served(): Promise<ApiServed> {
  const api = await serveApi();
  cleanups.push(() => api.close());
  api.startMatch();
  consoleSubmits(api.host, board(0));
  return api;
}

describe('GET /api/v1/state and the vMix data source', () => {
  it('answers the match as JSON the contract describes: sides, clubs, scores, board, breaker, queen, clocks', async () => {
    const api = await served();
    const response = await api.call('/api/v1/state', api.key('read'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const state = ApiStateSchema.parse(await response.json());
    expect(state.revision).toBe(api.host.current().revision);
    expect(state.sides.map((side) => [side.name, side.score, side.games])).toEqual([
      ['Asha', 9, 0],
      ['Bruno', 0, 0],
    ]);
    expect(state).toMatchObject({
      event: 'Club night',
      round: 'Final',
      table: '3',
      game: 1,
      board: 2,
      phase: 'playing',
    });
    expect(state.breaker).toBe(1);
    expect(state.sides[0]!.queen).toBe(true);
    expect(state.clocks.stroke).toMatchObject({ running: false });
  });

  it('serves vmix.json as an array of one row per table with title field names', async () => {
    const api = await served();
    const response = await api.call('/api/v1/vmix.json', api.key('read'));
    const rows = (await response.json()) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Name1.Text': 'Asha',
      'Name2.Text': 'Bruno',
      'Score1.Text': '9',
      'Score2.Text': '0',
      'Score.Text': '9 – 0',
      'Board.Text': '2',
      'Table.Text': '3',
      'Break2.Text': '●',
    });
  });

  it('serves the same row as XML and as CSV', async () => {
    const api = await served();
    const key = api.key('read');
    const xml = await (await api.call('/api/v1/vmix.xml', key)).text();
    expect(xml).toContain('<tables><table><Table.Text>3</Table.Text><Name1.Text>Asha</Name1.Text>');
    const csvResponse = await api.call('/api/v1/vmix.csv', key);
    expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, row] = (await csvResponse.text()).split('\r\n');
    const cells = new Map(header!.split(',').map((name, index) => [name, row!.split(',')[index]]));
    expect(cells.get('Name1.Text')).toBe('Asha');
    expect(cells.get('Score1.Text')).toBe('9');
  });

  it('keeps the vMix reads closed without a key until the operator opens them, and the state closed always', async () => {
    const api = await served();
    expect((await api.call('/api/v1/vmix.json', null)).status).toBe(401);
    api.host.apiKeys.setAccess({ ...api.host.apiKeys.access(), openVmixReads: true });
    expect((await api.call('/api/v1/vmix.json', null)).status).toBe(200);
    expect((await api.call('/api/v1/vmix.csv', null)).status).toBe(200);
    const state = await api.call('/api/v1/state', null);
    expect(state.status).toBe(401);
    expect(await state.json()).toMatchObject({
      code: 'key_required',
      message: expect.stringContaining('Authorization: Bearer'),
    });
  });

  it('answers unknown addresses and methods in words, and the pages stay served', async () => {
    const api = await served();
    const key = api.key('read');
    const missing = await api.call('/api/v1/nothing', key);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ ok: false, code: 'not_found' });
    const post = await api.call('/api/v1/state', key, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect((await fetch(`${api.base}/display/`)).status).toBe(200);
  });
});
