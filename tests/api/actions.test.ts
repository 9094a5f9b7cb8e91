import { afterEach, describe, expect, it } from 'vitest';
import type { RefusalCode } from '../../shared/contract/results';
import { consoleTranslator } from '../../shared/i18n/console';
import { refusalText } from '../../shared/contract/refusal-text';
import { board } from '../host/fixtures/match-script';
import { consoleSubmits, serveApi, type ApiServed } from './api-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function served(): Promise<ApiServed & { control: string }> {
  const api = await serveApi();
  cleanups.push(() => api.close());
  api.startMatch();
  return { ...api, control: api.key('control', 'Stream Deck 1') };
}

const post = (
  api: ApiServed,
  key: string,
  verb: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  api.call(`/api/v1/actions/${verb}`, key, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

describe('POST /api/v1/actions/{verb}', () => {
  it('runs the production desk’s verbs as the console’s commands, with the API key’s name in the audit trail', async () => {
    const api = await served();
    const before = api.host.current().revision;
    const clock = await post(api, api.control, 'start-stroke-clock');
    expect(clock.status).toBe(200);
    expect(await clock.json()).toEqual({
      ok: true,
      revision: before + 1,
      matchId: api.host.current().matchId,
    });
    expect(api.host.current().view.clocks.stroke?.startedAt).not.toBeNull();

    expect((await post(api, api.control, 'show-message', { message: 'Back in 5' })).status).toBe(200);
    expect(api.host.current().display).toMatchObject({ mode: 'message', message: 'Back in 5' });
    expect((await post(api, api.control, 'black-out')).status).toBe(200);
    expect(api.host.current().display.mode).toBe('blackout');
    expect((await post(api, api.control, 'buzzer', { buzzer: false })).status).toBe(200);
    expect(api.host.current().display.buzzer).toBe(false);
    expect((await post(api, api.control, 'start-time-out', { side: 1 })).status).toBe(200);
    expect(api.host.current().view.clocks.official).toMatchObject({ kind: 'timeOut', side: 1 });

    const trail = await api.host.query({ type: 'AuditTrail' }, { role: 'console', readOnly: false });
    expect(JSON.stringify(trail)).toContain('by API: Stream Deck 1');
  });

  it('refuses unknown verbs, wrong types and a read-only key in words, changing nothing', async () => {
    const api = await served();
    const before = api.host.current().revision;
    const unknown = await post(api, api.control, 'launch-rocket');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: 'unknown_verb',
      message: expect.stringContaining('start-game-clock'),
    });
    const wrongType = await post(api, api.control, 'start-time-out', { side: 'left' });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()) as { message: string }).toMatchObject({
      message: 'The action “start-time-out” was not carried out: side: expected a number.',
    });
    expect((await post(api, api.control, 'black-out', { mode: 'scoreboard' })).status).toBe(400);
    expect((await post(api, api.control, 'show-message', {})).status).toBe(400);
    expect((await post(api, api.control, 'start-interval', '[1,2')).status).toBe(400);
    const readOnly = await post(api, api.key('read'), 'start-interval');
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toMatchObject({ code: 'read_only' });
    expect(api.host.current().revision).toBe(before);
  });

  it('answers a refusal of the match state with 409 in the operator’s language, and changes nothing', async () => {
    const api = await served();
    consoleSubmits(api.host, { type: 'SetConsoleLanguage', language: 'pl' });
    consoleSubmits(api.host, { type: 'Forfeit', by: 1, kind: 'resigned' });
    const before = api.host.current().revision;
    const late = await post(api, api.control, 'start-time-out', { side: 0 });
    expect(late.status).toBe(409);
    const body = (await late.json()) as { code: string; message: string; detail: string };
    // The reason too is the console's sentence in Polish (shared/contract/refusal-text.ts), not the host's English.
    const reason = refusalText(
      { code: body.code as RefusalCode, message: body.detail },
      consoleTranslator('pl'),
    ).text;
    expect(body.message).toBe(`Host odrzucił działanie „start-time-out” i niczego nie zmienił: ${reason}`);
    expect(reason).not.toBe(body.detail);
    expect(body.message).not.toContain(body.detail);
    expect(body.detail.length).toBeGreaterThan(10);
    expect(api.host.current().revision).toBe(before);
  });

  it('hides and shows the streaming overlay and sets its layout for every overlay page', async () => {
    const api = await served();
    expect((await (await api.call('/api/v1/state', api.control)).json()).display).toMatchObject({
      overlay: true,
      overlayLayout: null,
    });
    expect((await post(api, api.control, 'hide-overlay')).status).toBe(200);
    expect(api.host.current().display.overlay).toBe(false);
    expect((await post(api, api.control, 'overlay-layout', { overlayLayout: 'compact' })).status).toBe(200);
    expect(api.host.current().display.overlayLayout).toBe('compact');
    expect((await (await api.call('/api/v1/state', api.control)).json()).display).toMatchObject({
      overlay: false,
      overlayLayout: 'compact',
    });
    expect((await post(api, api.control, 'overlay-layout', { overlayLayout: 'wide' })).status).toBe(400);
    expect((await post(api, api.control, 'overlay-layout', {})).status).toBe(400);
    expect((await post(api, api.control, 'show-overlay', { overlay: false })).status).toBe(400);
    expect((await post(api, api.control, 'show-overlay')).status).toBe(200);
    expect((await post(api, api.control, 'overlay-layout', { overlayLayout: null })).status).toBe(200);
    expect(api.host.current().display).toMatchObject({ overlay: true, overlayLayout: null });
  });

  it('refuses feature-table on a host in no venue, in the operator’s language, changing nothing', async () => {
    const api = await served();
    consoleSubmits(api.host, { type: 'SetConsoleLanguage', language: 'it' });
    const answer = await post(api, api.control, 'feature-table', { table: 2 });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      code: 'not_in_venue',
      message:
        "«feature-table» richiede una sede: questo host non è in nessuna, quindi non c'è un tavolo in evidenza da scegliere. Nulla è cambiato.",
    });
    const invalid = await post(api, api.control, 'feature-table', { table: 0 });
    expect(invalid.status).toBe(400);
    const readOnly = await post(api, api.key('read'), 'feature-table', { table: 2 });
    expect(readOnly.status).toBe(403);
  });

  it('keeps board entry and undo closed until the operator allows them, then checks them as the console’s', async () => {
    const api = await served();
    const entry = { entry: { kind: 'sides', winner: 0, pieces: 6, queen: 'winner' } };
    const closed = await post(api, api.control, 'record-board', entry);
    expect(closed.status).toBe(403);
    expect(await closed.json()).toMatchObject({ code: 'board_entry_closed' });
    api.host.apiKeys.setAccess({ ...api.host.apiKeys.access(), allowBoardEntry: true });
    expect((await post(api, api.control, 'record-board', entry)).status).toBe(200);
    expect(api.host.current().view.sides[0]!.score).toBe(9);
    const invalid = await post(api, api.control, 'record-board', {
      entry: { kind: 'sides', winner: 0, pieces: 12, queen: 'winner' },
    });
    expect(invalid.status).toBe(409);
    expect((await post(api, api.control, 'undo-board')).status).toBe(200);
    expect(api.host.current().view.sides[0]!.score).toBe(0);
  });

  it('counts an action retried with the same Idempotency-Key once', async () => {
    const api = await served();
    consoleSubmits(api.host, board(0));
    api.host.apiKeys.setAccess({ ...api.host.apiKeys.access(), allowBoardEntry: true });
    const entry = { entry: { kind: 'sides', winner: 1, pieces: 6, queen: 'winner' } };
    const first = await post(api, api.control, 'record-board', entry, { 'Idempotency-Key': 'deck-press-41' });
    const again = await post(api, api.control, 'record-board', entry, { 'Idempotency-Key': 'deck-press-41' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(api.host.current().view.sides[1]!.score).toBe(9);
    const reused = await post(api, api.control, 'start-interval', {}, { 'Idempotency-Key': 'deck-press-41' });
    expect(reused.status).toBe(422);
  });
});
