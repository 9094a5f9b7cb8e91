/**
 * Texts must be valid UTF-16: a lone surrogate (half of an emoji, say) in a name, a message or
 * an event name is refused at the contract boundary with a clear message, and changes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { isWellFormedText, parseCommand } from '../../shared/contract';
import { CONSOLE, ENDLESS_MATCH, tempDir } from './helpers';
import { serveTinyBuild, type Served } from './web-helpers';
import { TestSocket } from './ws-helpers';
import { submitParsed } from '../support/parsed';

const HIGH = '\uD83C'; // the first half of 🏆 alone
const LOW = '\uDFC6'; // its second half alone

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const withSide = (name: string, players = [name]) => ({
  ...ENDLESS_MATCH,
  sides: [{ name, players }, ENDLESS_MATCH.sides[1]],
});

describe('lone surrogates at the contract boundary', () => {
  it('tells well-formed text from broken text', () => {
    expect(['', 'Asha', 'Zoë', '🏆 Final', 'a\uD83C\uDFC6b'].every(isWellFormedText)).toBe(true);
    expect([HIGH, LOW, `Asha${HIGH}`, `${LOW}Asha`, `${LOW}${HIGH}`].some(isWellFormedText)).toBe(false);
  });

  it.each([
    ['a side name', withSide(`Asha ${HIGH}`, ['Asha']), 'name'],
    ['a player name', withSide('Asha', [`A${LOW}sha`]), 'players[0]'],
    ['an event name', { ...ENDLESS_MATCH, info: { event: `Open ${HIGH}` } }, 'event'],
    ['a display message', { type: 'UpdateDisplay', message: `Break ${LOW}` }, 'message'],
    ['a display title', { type: 'UpdateDisplay', title: HIGH }, 'title'],
  ])('refuses %s, naming the field, and records nothing', (_what, command, field) => {
    const dir = tempDir();
    const host = openHost({ dataDir: dir.path });
    cleanups.push(dir.remove, () => host.close());
    const { serverTime: _before, ...before } = host.current();
    const result = submitParsed(host, command, CONSOLE);
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid_message',
      message: expect.stringContaining(
        `${field} is not valid text (it contains a broken character: a lone UTF-16 surrogate)`,
      ),
    });
    const { serverTime: _after, ...after } = host.current();
    expect(after).toEqual(before);
  });

  it('refuses a broken key and accepts the same text whole', () => {
    expect(parseCommand(JSON.parse('{"type":"UpdateDisplay","\\ud800":1}'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('a key of the message is not valid text'),
    });
    expect(parseCommand({ type: 'UpdateDisplay', message: 'Final 🏆' })).toMatchObject({ ok: true });
  });

  it('over the WebSocket: the refusal answers the request by its id, and the host goes on', async () => {
    const served: Served = await serveTinyBuild();
    cleanups.push(() => served.close());
    const socket = await TestSocket.open(`ws://127.0.0.1:${served.port}/ws?role=console`);
    cleanups.push(() => socket.close());
    // Written as JSON escapes: the frame itself is valid UTF-8, the text it carries is not.
    socket.raw('{"type":"command","id":41,"command":{"type":"UpdateDisplay","message":"Break \\udfc6"}}');
    expect(await socket.result(41)).toMatchObject({
      ok: false,
      code: 'invalid_message',
      message: expect.stringContaining('message is not valid text'),
    });
    expect(served.host.current().display.message).not.toContain(LOW);
    expect(await socket.send('command', { type: 'UpdateDisplay', message: 'Final 🏆' })).toMatchObject({
      ok: true,
    });
    expect(served.host.current().display.message).toBe('Final 🏆');
  });
});
