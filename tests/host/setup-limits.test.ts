/**
 * The contract's length limits for a match's names and details are the engine's: a short name of
 * 13 characters or an event, round or table of 101 is refused at the host's boundary, in words that
 * name the field and the limit, and nothing changes; the longest the engine allows passes both.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { LIMITS } from '../../shared/contract';
import { INFO_MAX, SHORT_NAME_MAX } from '../../shared/engine/validate-setup';
import { CONSOLE, ENDLESS_MATCH, tempDir } from './helpers';
import { serveTinyBuild } from './web-helpers';
import { TestSocket } from './ws-helpers';
import { submitParsed } from '../support/parsed';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freshHost(): Host {
  const dir = tempDir();
  const host = openHost({ dataDir: dir.path });
  cleanups.push(dir.remove, () => host.close());
  return host;
}

/** Everything the host shows, but the time of the answer. */
function shown(host: Host): unknown {
  const { serverTime: _time, ...rest } = host.current();
  return rest;
}

const sides = (shortName: string) => [{ name: 'Asha', players: ['Asha'], shortName }, ENDLESS_MATCH.sides[1]];
const SHORT_OK = 'S'.repeat(SHORT_NAME_MAX);
const SHORT_OVER = 'S'.repeat(SHORT_NAME_MAX + 1);
const INFO_OK = 'i'.repeat(INFO_MAX);
const INFO_OVER = 'i'.repeat(INFO_MAX + 1);

const TOO_LONG = [
  ['a 13-character short name', { sides: sides(SHORT_OVER), info: {} }, 'sides.0.shortName', SHORT_NAME_MAX],
  [
    'a 101-character event',
    { sides: ENDLESS_MATCH.sides, info: { event: INFO_OVER } },
    'info.event',
    INFO_MAX,
  ],
  [
    'a 101-character round',
    { sides: ENDLESS_MATCH.sides, info: { round: INFO_OVER } },
    'info.round',
    INFO_MAX,
  ],
  [
    'a 101-character table',
    { sides: ENDLESS_MATCH.sides, info: { table: INFO_OVER } },
    'info.table',
    INFO_MAX,
  ],
] as const;

describe("the contract's limits for names and details are the engine's", () => {
  it('takes its numbers from the engine', () => {
    expect([LIMITS.shortName, LIMITS.info]).toEqual([SHORT_NAME_MAX, INFO_MAX]);
    expect([SHORT_NAME_MAX, INFO_MAX]).toEqual([12, 100]);
  });

  it.each(TOO_LONG)(
    'refuses a new match with %s, in words, and records nothing',
    (_what, body, field, max) => {
      const host = freshHost();
      const before = shown(host);
      expect(submitParsed(host, { ...ENDLESS_MATCH, ...body }, CONSOLE)).toEqual({
        ok: false,
        code: 'invalid_message',
        message: `The command "CreateMatch" is not valid: ${field}: is too long (at most ${max} characters).`,
      });
      expect(shown(host)).toEqual(before);
      expect(host.current().view.phase).toBe('setup');
    },
  );

  it.each(TOO_LONG)('refuses a change of details to %s and keeps the old ones', (_what, body, field) => {
    const host = freshHost();
    expect(submitParsed(host, ENDLESS_MATCH, CONSOLE)).toMatchObject({ ok: true });
    const before = shown(host);
    expect(submitParsed(host, { type: 'UpdateDetails', ...body }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'invalid_message',
      message: expect.stringContaining(`The command "UpdateDetails" is not valid: ${field}: is too long`),
    });
    expect(shown(host)).toEqual(before);
  });

  it('accepts the longest short name and details the engine allows', () => {
    const host = freshHost();
    const info = { event: INFO_OK, round: INFO_OK, table: INFO_OK };
    expect(submitParsed(host, { ...ENDLESS_MATCH, sides: sides(SHORT_OK), info }, CONSOLE)).toMatchObject({
      ok: true,
    });
    const view = host.current().view;
    expect(view.sides[0]?.shortName).toBe(SHORT_OK);
    expect(view.info).toMatchObject(info);
  });

  it('over the WebSocket: the refusal answers the request, and the host goes on', async () => {
    const served = await serveTinyBuild();
    cleanups.push(() => served.close());
    const socket = await TestSocket.open(`ws://127.0.0.1:${served.port}/ws?role=console`);
    cleanups.push(() => socket.close());
    const before = served.host.current().revision;
    expect(await socket.send('command', { ...ENDLESS_MATCH, sides: sides(SHORT_OVER) })).toEqual({
      ok: false,
      code: 'invalid_message',
      message: `The command "CreateMatch" is not valid: sides.0.shortName: is too long (at most ${SHORT_NAME_MAX} characters).`,
    });
    expect(served.host.current().revision).toBe(before);
    expect(await socket.send('command', { ...ENDLESS_MATCH, sides: sides(SHORT_OK) })).toMatchObject({
      ok: true,
    });
    expect(served.host.current().view.sides[0]?.shortName).toBe(SHORT_OK);
  });
});
