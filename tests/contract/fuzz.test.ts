import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import type { StatePush } from '../../shared/contract/contract';
import { CONSOLE, tempDir } from '../host/helpers';
import { CREATE_MATCH, TOSS, board } from '../host/fixtures/match-script';
import { screenSession, submitParsed } from '../support/parsed';

/** Valid commands, each a seed for hostile variants. */
const SEEDS: readonly Record<string, unknown>[] = [
  CREATE_MATCH,
  TOSS,
  board(0),
  { type: 'CorrectBoard', game: 1, board: 1, entry: { kind: 'sides', winner: 1, pieces: 3, queen: 'loser' } },
  { type: 'VoidLastBoard' },
  { type: 'Forfeit', by: 1, kind: 'walkover' },
  { type: 'StartGameClock' },
  { type: 'UpdateDisplay', mode: 'message', message: 'Break' },
  { type: 'OpenMatch', matchId: 'x' },
  { type: 'SetWebServer', enabled: true, lan: false },
  { type: 'SetConsoleLanguage', language: 'zh' },
  { type: 'NewMatch' },
];

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

const wrongTyped = fc.oneof(
  fc.constant(null),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.double({ noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -1e300, 1e300),
);

/** Payloads that can never be a valid command. */
const hostile = fc.oneof(
  // Not an object, or no type.
  fc
    .anything()
    .filter(
      (value) => typeof value !== 'object' || value === null || Array.isArray(value) || !('type' in value),
    ),
  // Unknown command names, including near misses and huge ones.
  fc
    .string({ maxLength: 40 })
    .filter((type) => !SEEDS.some((seed) => seed['type'] === type))
    .map((type) => ({ type })),
  fc
    .constantFrom('recordboard', 'RecordBoard ', 'toString', '__proto__', 'hasOwnProperty')
    .map((type) => ({ type, entry: {} })),
  fc.nat({ max: 1_000_000 }).map((n) => ({ type: 'R'.repeat(1000 + n) })),
  // A valid command with an unexpected extra field.
  fc
    .tuple(fc.constantFrom(...SEEDS), fc.string({ minLength: 1, maxLength: 12 }), fc.anything())
    .map(([seed, key, value]) =>
      Object.hasOwn(seed, key) ? { ...seed, [`${key}_x`]: value } : { ...seed, [key]: value },
    ),
  // A valid command with one field replaced by something of the wrong type.
  fc
    .tuple(fc.constantFrom(...SEEDS.filter((seed) => Object.keys(seed).length > 1)), wrongTyped, fc.nat())
    .map(([seed, value, pick]) => {
      const keys = Object.keys(seed).filter((key) => key !== 'type');
      return { ...seed, [keys[pick % keys.length]!]: value };
    }),
  // Huge strings where names, messages and titles go.
  fc.nat({ max: 300_000 }).map((extra) => ({ type: 'UpdateDisplay', title: 'T'.repeat(121 + extra) })),
  fc.nat({ max: 10_000 }).map((extra) => ({
    ...CREATE_MATCH,
    sides: [{ name: 'A'.repeat(81 + extra), players: ['A'] }, CREATE_MATCH.sides[1]],
  })),
  // Prototype-pollution keys, at the top or deep inside (as JSON.parse creates them).
  fc.tuple(fc.constantFrom(...SEEDS), fc.constantFrom(...FORBIDDEN), fc.boolean()).map(([seed, key, deep]) =>
    JSON.parse(
      deep
        ? JSON.stringify({
            ...seed,
            entry: { kind: 'sides', winner: 0, pieces: 6, queen: 'winner' },
          }).replace('"kind"', `"${key}":{"polluted":true},"kind"`)
        : JSON.stringify(seed).replace('{', `{"${key}":{"polluted":true},`),
    ),
  ),
  // Too deep.
  fc.nat({ max: 200 }).map((depth) => {
    let value: unknown = 1;
    for (let i = 0; i < depth + 30; i += 1) value = { v: value };
    return { type: 'ImportMatch', file: value };
  }),
);

describe('contract fuzzing against the host, through the session layer', () => {
  let host: Host;
  let console_: ReturnType<typeof screenSession>;
  let display: ReturnType<typeof screenSession>;
  let overlay: ReturnType<typeof screenSession>;
  let remove: () => void;
  const pushes: StatePush[] = [];
  beforeAll(() => {
    const dir = tempDir();
    remove = dir.remove;
    host = openHost({ dataDir: dir.path });
    for (const command of [CREATE_MATCH, TOSS, board(0)])
      expect(submitParsed(host, command, CONSOLE).ok).toBe(true);
    console_ = screenSession(host, 'console');
    display = screenSession(host, 'display');
    overlay = screenSession(host, 'overlay');
    host.subscribe((push) => pushes.push(push));
  });
  afterAll(() => {
    for (const screen of [console_, display, overlay]) screen.close();
    host.close();
    remove();
  });

  it('refuses thousands of malformed and hostile commands with a message; nothing changes; the host keeps serving', () => {
    const before = host.current();
    const eventsBefore = host.store.events(before.matchId!).length;
    const settingsBefore = host.settings();
    fc.assert(
      fc.property(hostile, (payload) => {
        const result = console_.session.command(payload);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(typeof result.message).toBe('string');
          expect(result.message.length).toBeGreaterThan(0);
          expect(result.message.length).toBeLessThan(600);
        }
      }),
      { numRuns: 3000 },
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(pushes).toEqual([]);
    expect(host.current()).toMatchObject({
      revision: before.revision,
      view: before.view,
      display: before.display,
    });
    expect(host.store.events(before.matchId!)).toHaveLength(eventsBefore);
    expect(host.settings()).toEqual(settingsBefore);
    // Still serving.
    expect(submitParsed(host, board(0), CONSOLE)).toMatchObject({ ok: true, revision: before.revision + 1 });
  });

  it('refuses hostile queries with a message, and every command from a read-only screen', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (payload) => {
        const result = await console_.session.query(payload);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
    const before = host.current().revision;
    for (const seed of SEEDS) {
      expect(display.session.command(seed)).toMatchObject({
        ok: false,
        code: 'read_only',
      });
      expect(overlay.session.command(seed)).toMatchObject({
        ok: false,
        code: 'read_only',
      });
    }
    expect(await display.session.query({ type: 'GetSettings' })).toMatchObject({
      ok: false,
      code: 'read_only',
    });
    expect(host.current().revision).toBe(before);
  });
});
