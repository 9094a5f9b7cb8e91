import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { board } from '../host/fixtures/match-script';
import { ENDLESS_MATCH } from '../host/helpers';
import { consoleSubmits, serveApi, type ApiServed } from './api-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A request as a broken client sends it: any method, headers and body. */
function raw(
  api: ApiServed,
  path: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: api.port, path, method, headers, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const MALFORMED: readonly ((key: string) => [string, string, Record<string, string>, string])[] = [
  (key) => ['/api/v1/actions/start-time-out', 'POST', { Authorization: `Bearer ${key}` }, '{"side":'],
  (key) => ['/api/v1/actions/start-time-out', 'POST', { Authorization: `Bearer ${key}` }, '{"side":"x"}'],
  (key) => ['/api/v1/actions/%E0%A4%A', 'POST', { Authorization: `Bearer ${key}` }, ''],
  (key) => ['/api/v1/actions/black-out', 'POST', { Authorization: `Bearer ${key}` }, '[]'],
  (key) => [
    '/api/v1/actions/show-message',
    'POST',
    { Authorization: `Bearer ${key}` },
    JSON.stringify({ message: 'x'.repeat(20_000) }),
  ],
  (key) => ['/api/v1/actions/record-board', 'POST', { Authorization: `Bearer ${key}` }, '{}'],
  (key) => ['/api/v1/actions/__proto__', 'POST', { Authorization: `Bearer ${key}` }, '{"__proto__":{"x":1}}'],
  (key) => ['/api/v1/state', 'DELETE', { Authorization: `Bearer ${key}` }, ''],
  () => ['/api/v1/state', 'GET', { Authorization: 'Basic abc' }, ''],
  () => ['/api/v1/vmix.json', 'GET', { Authorization: `Bearer ${'k'.repeat(300)}` }, ''],
];

describe('a flood of malformed API requests', () => {
  it('is answered with 4xx while the console keeps scoring, and changes nothing', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    api.startMatch(ENDLESS_MATCH);
    const key = api.key('control');
    let boards = 0;
    let flooding = true;
    const scoring = (async () => {
      while (flooding) {
        consoleSubmits(api.host, board(boards % 2));
        boards += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const answers = await Promise.all(MALFORMED.map((make) => raw(api, ...make(key))));
      statuses.push(...answers);
    }
    flooding = false;
    await scoring;
    expect(statuses).toHaveLength(300);
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
    expect(boards).toBeGreaterThan(5);
    // Only the console's boards were recorded (9 points each): every refused request changed nothing.
    const { view, display } = api.host.current();
    expect(view.sides[0]!.score + view.sides[1]!.score).toBe(9 * boards);
    expect(display).toMatchObject({ mode: 'scoreboard', message: '' });
    expect((await api.call('/api/v1/state', key)).status).toBe(200);
  });
});
