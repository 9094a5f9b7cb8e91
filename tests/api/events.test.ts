import { afterEach, describe, expect, it } from 'vitest';
import { ApiEventSchema, type ApiEvent } from '../../shared/contract/api';
import { board } from '../host/fixtures/match-script';
import { waitFor } from '../host/helpers';
import { consoleSubmits, EventsClient, serveApi, type ApiServed } from './api-harness';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function served(): Promise<ApiServed> {
  const api = await serveApi();
  cleanups.push(() => api.close());
  api.startMatch();
  return api;
}

async function open(api: ApiServed, headers: Record<string, string>): Promise<EventsClient> {
  const client = await EventsClient.open(`ws://127.0.0.1:${api.port}/api/v1/events`, headers);
  cleanups.push(() => client.close());
  return client;
}

const isChange = (revision: number) => (event: ApiEvent) =>
  event.type === 'change' && event.revision === revision;

describe('WebSocket /api/v1/events', () => {
  it('sends the whole state on connect, then a small change with the screens’ revision after each board', async () => {
    const api = await served();
    const client = await open(api, { Authorization: `Bearer ${api.key('read')}` });
    const first = await client.waitFor((event) => event.type === 'state', 'the state on connect');
    expect(ApiEventSchema.parse(first)).toMatchObject({
      type: 'state',
      revision: api.host.current().revision,
    });

    const revision = consoleSubmits(api.host, board(0));
    const change = await client.waitFor(isChange(revision), `the change of revision ${revision}`);
    if (change.type !== 'change') throw new Error('not a change');
    expect(change.revision).toBe(api.host.current().revision);
    expect(change.changes).toMatchObject({ 'sides.0.score': 9, board: 2, breaker: 1 });
    // Small: what stayed the same is not sent again.
    expect(change.changes).not.toHaveProperty('sides.1.name');
    expect(change.changes).not.toHaveProperty('event');
  });

  it('lets a browser send its key as the first message, and refuses a wrong one in words', async () => {
    const api = await served();
    const browser = await open(api, {});
    browser.ws.send(JSON.stringify({ type: 'auth', key: api.key('read') }));
    await browser.waitFor((event) => event.type === 'state', 'the state after the auth message');

    const guesser = await open(api, {});
    guesser.ws.send(JSON.stringify({ type: 'auth', key: 'carrom_not-a-key' }));
    const error = await guesser.waitFor((event) => event.type === 'error', 'the refusal');
    expect(error).toMatchObject({
      code: 'key_unknown',
      message: 'That API key is not known or was revoked.',
    });
    await waitFor(() => guesser.closed ?? undefined, 'the close');
    expect(guesser.closed?.code).toBe(4401);
    expect(guesser.messages.some((event) => event.type === 'state')).toBe(false);
  });

  it('refuses an upgrade with a wrong key, and ends a watcher whose key is revoked', async () => {
    const api = await served();
    await expect(open(api, { Authorization: 'Bearer carrom_wrong' })).rejects.toThrow('upgrade refused: 401');
    const created = api.host.apiKeys.create('OBS', 'read');
    const client = await open(api, { Authorization: `Bearer ${created.key}` });
    await client.waitFor((event) => event.type === 'state', 'the state');
    api.host.apiKeys.revoke(created.id);
    await waitFor(() => client.closed ?? undefined, 'the revoked key’s socket to close');
    expect(client.closed).toEqual({ code: 4401, reason: 'API key revoked' });
  });
});
