import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessageSchema, LIMITS, parseCommand, parseQuery } from '../../shared/contract/contract';
import { importMatchFile } from '../../shared/match-file/index';
import { REPO } from './support/paths';
import { startServeChild, type ServeChild } from './support/serve-child';
import { tempDir, waitFor } from './support/temp';
import { WireClient } from './support/wire';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

/*
 * Bad input at every boundary of the REAL host process (electron/app/serve.ts), over its real
 * WebSocket and HTTP server: thousands of hostile payloads, corrupt match files, oversized
 * frames, forged upgrades. Everything is refused with words, nothing changes, and the host
 * keeps serving.
 */
const dir = tempDir('bad-input');
let host: ServeChild;
let operator: WireClient;
let nextId = 1;

const ICF_MATCH = ashaAgainstBruno('icf', { event: 'Fuzz cup', table: '2' });
const board = (winner: number, pieces: number, queen: 'winner' | 'loser') => ({
  type: 'RecordBoard',
  entry: { kind: 'sides', winner, pieces, queen },
});

async function command(body: unknown): Promise<Record<string, unknown>> {
  return (await operator.exchange(JSON.stringify({ type: 'command', id: nextId++, command: body }))).result;
}
async function query(body: unknown): Promise<Record<string, unknown>> {
  return (await operator.exchange(JSON.stringify({ type: 'query', id: nextId++, query: body }))).result;
}
async function currentState(): Promise<{ revision: number; matchId: string; view: unknown }> {
  const result = await query({ type: 'CurrentState' });
  return result['data'] as { revision: number; matchId: string; view: unknown };
}
async function matchCount(): Promise<number> {
  const result = await query({ type: 'ListMatches', scope: 'all' });
  return (result['data'] as unknown[]).length;
}

/** Refused, in words, with a known code, and nothing was pushed before the answer. */
function expectRefused(answer: { pushes: number; result: Record<string, unknown> }, what: string): void {
  expect(answer.result['ok'], what).toBe(false);
  expect(answer.result['code'], what).toEqual(expect.any(String));
  expect(answer.result['code'], `${what}: an unexpected error inside the host`).not.toBe('internal');
  const message = answer.result['message'];
  expect(typeof message === 'string' && message.length > 10 && message.length < 1000, what).toBe(true);
  expect(answer.pushes, `${what}: a refused message changed the state`).toBe(0);
}

beforeAll(async () => {
  host = await startServeChild(join(dir.path, 'data'));
  operator = await WireClient.open(host.wsUrl('console'));
  await waitFor(() => (operator.messages.length > 0 ? true : undefined), 'the state at connect');
  operator.drain();
  for (const body of [
    ICF_MATCH,
    ASHA_BREAKS,
    board(0, 6, 'winner'),
    board(1, 4, 'loser'),
    board(0, 3, 'loser'),
  ]) {
    expect(await command(body)).toMatchObject({ ok: true });
  }
}, 60_000);

afterAll(async () => {
  operator?.close();
  const code = await host?.stop();
  dir.remove();
  // A clean shutdown at the very end: the host survived everything.
  expect(code).toBe(0);
});

// ---------- generators -------------------------------------------------------------------

/** Valid commands of every kind: each is a seed for hostile variants. */
const SEEDS: readonly Record<string, unknown>[] = [
  ICF_MATCH,
  ASHA_BREAKS,
  { ...board(1, 5, 'loser'), game: 1, board: 4 },
  { type: 'CorrectBoard', game: 1, board: 1, entry: { kind: 'sides', winner: 1, pieces: 3, queen: 'loser' } },
  { type: 'VoidLastBoard', game: 1, board: 3 },
  { type: 'Forfeit', by: 1, kind: 'walkover' },
  { type: 'RecordSideChange', game: 1 },
  { type: 'StartGameClock' },
  { type: 'UpdateDisplay', mode: 'message', message: 'Break' },
  { type: 'UpdateDisplay', logo: 'data:image/png;base64,AAAA' },
  { type: 'OpenMatch', matchId: 'x' },
  { type: 'ImportMatch', file: { format: 'carrom-match/1' } },
  { type: 'SetWebServer', enabled: true, lan: true, port: 5170 },
  { type: 'SetConsoleLanguage', language: 'hi' },
  {
    type: 'AddLedBoard',
    board: { id: 'b1', port: { kind: 'path', path: '/dev/null' }, protocol: { kind: 'line' } },
  },
  { type: 'RemoveLedBoard', id: 'b1' },
  { type: 'NewMatch' },
];
const QUERY_SEEDS: readonly Record<string, unknown>[] = [
  { type: 'ListMatches', scope: 'all' },
  { type: 'ScoreSheet', matchId: 'x' },
  { type: 'ExportMatchFile' },
  { type: 'Preview', command: board(0, 2, 'loser') },
  { type: 'LedStatus' },
];

const nasty = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e300,
    -1e300,
    0.5,
    2 ** 53,
    '',
    '\u0000',
    '\u202e',
    'x'.repeat(LIMITS.string + 1),
  ),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "'; DROP TABLE events; --",
  ),
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Nested `depth` levels deep. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** A seed with one field replaced, added or removed, or a hostile shape outright. */
const hostileBody = (seeds: readonly Record<string, unknown>[]) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...seeds), fc.nat(), nasty).map(([seed, pick, value]) => {
      const keys = Object.keys(seed);
      return { ...seed, [keys[pick % keys.length]!]: value };
    }),
    fc
      .tuple(fc.constantFrom(...seeds), fc.string({ minLength: 1, maxLength: 20 }), nasty)
      .map(([seed, key, value]) => ({
        ...seed,
        [Object.hasOwn(seed, key) ? `${key}!` : key]: value,
      })),
    fc.tuple(fc.constantFrom(...seeds), fc.nat()).map(([seed, pick]) => {
      const keys = Object.keys(seed).filter((key) => key !== 'type');
      const copy = { ...seed };
      if (keys.length > 0) delete copy[keys[pick % keys.length]!];
      return copy;
    }),
    fc
      .tuple(fc.constantFrom(...seeds), fc.constantFrom('__proto__', 'constructor', 'prototype'), nasty)
      .map(([seed, key, value]) => ({ ...seed, [key]: value })),
    fc
      .tuple(fc.constantFrom(...seeds), fc.integer({ min: LIMITS.depth + 1, max: LIMITS.depth + 40 }))
      .map(([seed, depth]) => ({ ...seed, entry: nested(depth) })),
    fc.string({ maxLength: 30 }).map((type) => ({ type })),
    fc.jsonValue({ maxDepth: 4 }),
  );

const contractRefuses = (check: (body: unknown) => { ok: boolean }) => (body: unknown) => !check(body).ok;

/** One hostile WebSocket frame (text or binary), each sure to be refused. */
const hostileFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  // Not JSON, or JSON that is not an envelope.
  fc.string({ maxLength: 200 }).filter((text) => {
    try {
      return !ClientMessageSchema.safeParse(JSON.parse(text)).success;
    } catch (_error) {
      return true;
    }
  }),
  fc
    .jsonValue({ maxDepth: 4 })
    .filter((value) => !ClientMessageSchema.safeParse(value).success)
    .map((value) => JSON.stringify(value)),
  // Binary frames.
  fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  // A valid command in a broken envelope: it must not run.
  fc
    .tuple(
      fc.constantFrom(...SEEDS),
      fc.oneof(fc.constantFrom(-1, 1.5, null, 'x'.repeat(65), [], {}), fc.constant(undefined)),
      fc.constantFrom('command', 'Command', 'cmd', 'query'),
    )
    .filter(([, id, kind]) => id !== undefined || kind !== 'command')
    .map(([seed, id, kind]) =>
      JSON.stringify(
        kind === 'query' ? { type: kind, id: 1, command: seed } : { type: kind, id, command: seed },
      ),
    ),
  // A proper envelope around a command or query the contract refuses.
  fc
    .tuple(hostileBody(SEEDS).filter(contractRefuses(parseCommand)), fc.nat())
    .map(([body, id]) => JSON.stringify({ type: 'command', id, command: body })),
  fc
    .tuple(hostileBody(QUERY_SEEDS).filter(contractRefuses(parseQuery)), fc.nat())
    .map(([body, id]) => JSON.stringify({ type: 'query', id, query: body })),
  // Well-formed commands the match cannot take: wrong position, impossible boards, missing things.
  fc
    .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 }))
    .filter(([game, boardNo]) => !(game === 1 && boardNo === 4))
    .map(([game, boardNo]) =>
      JSON.stringify({ type: 'command', id: 1, command: { ...board(0, 2, 'loser'), game, board: boardNo } }),
    ),
  fc
    .constantFrom(
      { type: 'RecordToss', winner: 1, choice: 'side' },
      {
        type: 'CorrectBoard',
        game: 1,
        board: 9,
        entry: { kind: 'sides', winner: 1, pieces: 3, queen: 'loser' },
      },
      {
        type: 'CorrectBoard',
        game: 3,
        board: 1,
        entry: { kind: 'sides', winner: 1, pieces: 3, queen: 'loser' },
      },
      { type: 'VoidLastBoard', game: 1, board: 1 },
      { type: 'RecordExtraBoardToss', game: 1, winner: 0 },
      { type: 'OpenMatch', matchId: 'no-such-match' },
      { type: 'TestLedBoard', id: 'no-such-board' },
      { type: 'RemoveLedBoard', id: 'no-such-board' },
      {
        type: 'UpdateLedBoard',
        board: { id: 'no-such-board', port: { kind: 'path', path: '/dev/null' }, protocol: { kind: 'line' } },
      },
      { type: 'RecordSideChange', game: 1 },
      { type: 'StartGameClock' },
      { type: 'StartStrokeClock', extra: 1 },
    )
    .map((body) => JSON.stringify({ type: 'command', id: 'fixed', command: body })),
);

// ---------- tests ------------------------------------------------------------------------

describe('bad input at every boundary of the real host process', () => {
  it('refuses thousands of hostile WebSocket payloads (fast-check), changes nothing, and keeps serving', async () => {
    const before = await currentState();
    const matches = await matchCount();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostileFrame, async (frame) => {
        sent += 1;
        expectRefused(
          await operator.exchange(frame),
          `payload ${typeof frame === 'string' ? frame.slice(0, 200) : `<${frame.length} binary bytes>`}`,
        );
      }),
      { numRuns: 3000 },
    );
    expect(sent).toBeGreaterThanOrEqual(3000);
    expect(host.alive()).toBe(true);
    expect(await currentState()).toEqual({ ...before, serverTime: expect.any(Number) });
    expect(await matchCount()).toBe(matches);
  }, 120_000);

  it('refuses every command from a read-only screen', async () => {
    const display = await WireClient.open(host.wsUrl('display'));
    await waitFor(() => (display.messages.length > 0 ? true : undefined), 'the state at connect');
    display.drain();
    for (const seed of [...SEEDS, board(0, 2, 'loser')]) {
      const answer = await display.exchange(JSON.stringify({ type: 'command', id: 1, command: seed }));
      expectRefused(answer, `display sending ${String(seed['type'])}`);
      expect(answer.result['code']).toBe('read_only');
    }
    expectRefused(
      await display.exchange(JSON.stringify({ type: 'query', id: 2, query: { type: 'ExportMatchFile' } })),
      'display query',
    );
    display.close();
  });

  it('refuses corrupt match files on import with the reason, and imports nothing', async () => {
    const original = await currentState();
    const exported = (await query({ type: 'ExportMatchFile' }))['data'] as { file: Record<string, unknown> };
    const text = JSON.stringify(exported.file, null, 2);
    expect(importMatchFile(exported.file).ok).toBe(true);
    let matches = await matchCount();
    let refused = 0;
    let accepted = 0;

    /** The host's verdict must be the pure importer's; a refusal writes nothing, an import exactly one match. */
    const importAndCheck = async (file: unknown, what: string): Promise<void> => {
      let json: unknown = file;
      let parsable = true;
      if (typeof file === 'string') {
        try {
          json = JSON.parse(file);
        } catch (_error) {
          parsable = false;
        }
      }
      const answer = await operator.exchange(
        JSON.stringify({ type: 'command', id: nextId++, command: { type: 'ImportMatch', file } }),
      );
      const expectedOk = parsable && importMatchFile(json).ok;
      if (!expectedOk) {
        refused += 1;
        expectRefused(answer, what);
        expect(await matchCount(), what).toBe(matches);
        return;
      }
      // A corruption that still is a valid file (a letter of a name changed): imported as it says.
      accepted += 1;
      expect(answer.result, what).toMatchObject({ ok: true });
      // The count of pushes a message caused sees an accepted one's push (it comes after the answer).
      expect(answer.pushes, `${what}: an import is a change the console is told of`).toBe(1);
      matches += 1;
      expect(await matchCount(), what).toBe(matches);
      expect(await command({ type: 'OpenMatch', matchId: original.matchId })).toMatchObject({ ok: true });
    };

    for (const name of readdirSync(join(REPO, 'tests/fixtures/matches/bad'))) {
      const content = readFileSync(join(REPO, 'tests/fixtures/matches/bad', name), 'utf8');
      await importAndCheck(content, `fixture ${name}`);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // Cut short anywhere (a file copied off a pulled USB stick).
          fc.nat({ max: text.length - 1 }).map((cut) => text.slice(0, cut)),
          // One character changed anywhere.
          fc
            .tuple(
              fc.nat({ max: text.length - 1 }),
              fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
            )
            .map(([at, char]) => text.slice(0, at) + char + text.slice(at + 1)),
          // A field of the file replaced by something else.
          fc
            .tuple(fc.constantFrom(...Object.keys(exported.file)), nasty)
            .map(([key, value]) => ({ ...exported.file, [key]: value })),
          // One board of a game made impossible or malformed.
          fc
            .tuple(fc.nat(), nasty, fc.constantFrom('winner', 'pieces', 'queen', 'finish', 'extra'))
            .map(([pick, value, field]) => {
              const games = structuredClone(exported.file['games']) as {
                boards: Record<string, unknown>[];
              }[];
              const boards = games[0]!.boards;
              boards[pick % boards.length] = { ...boards[pick % boards.length]!, [field]: value };
              return { ...exported.file, games };
            }),
          // Not a match file at all.
          fc.jsonValue({ maxDepth: 3 }),
        ),
        async (file) => importAndCheck(file, `file ${JSON.stringify(file).slice(0, 300)}`),
      ),
      { numRuns: 400 },
    );
    expect(refused).toBeGreaterThan(300);
    const after = await currentState();
    expect(after.matchId).toBe(original.matchId);
    expect(after.view).toEqual(original.view);
    console.info(`import: ${refused} corrupt files refused, ${accepted} still-valid variants imported`);
  }, 120_000);

  it('closes a connection that sends an oversized message, refuses oversized fields, and keeps serving others', async () => {
    const before = await currentState();
    const display = await WireClient.open(host.wsUrl('display'));
    const big = await WireClient.open(host.wsUrl('console'));
    big.socket.send('x'.repeat(LIMITS.messageBytes + 1));
    expect((await big.waitClosed()).code).toBe(1009);
    const bigImport = await WireClient.open(host.wsUrl('console'));
    bigImport.socket.send(
      JSON.stringify({
        type: 'command',
        id: 1,
        command: { type: 'ImportMatch', file: 'x'.repeat(LIMITS.messageBytes) },
      }),
    );
    expect((await bigImport.waitClosed()).code).toBe(1009);
    // Under the frame limit, over the field limits: refused in words.
    for (const body of [
      { type: 'ImportMatch', file: `"${'x'.repeat(LIMITS.messageBytes - 1000)}"` },
      { type: 'UpdateDisplay', message: 'm'.repeat(LIMITS.message + 1) },
      { type: 'UpdateDisplay', title: 't'.repeat(200_000) },
      { ...ICF_MATCH, sides: [{ name: 'n'.repeat(LIMITS.name + 1), players: ['A'] }, ICF_MATCH.sides[1]] },
      { type: 'ImportMatch', file: { games: Array.from({ length: LIMITS.nodes + 1 }, () => 0) } },
      { type: 'ImportMatch', file: nested(LIMITS.depth + 5) },
    ]) {
      expectRefused(
        await operator.exchange(JSON.stringify({ type: 'command', id: nextId++, command: body })),
        `oversized ${body.type}`,
      );
    }
    // Everyone else is still served: the display got nothing, the operator still works.
    expect(display.closed).toBeNull();
    expect(display.messages.filter((message) => message.type === 'state')).toHaveLength(1);
    expect(await currentState()).toEqual({ ...before, serverTime: expect.any(Number) });
    display.close();
  });

  it('turns away forged upgrades and hostile HTTP requests', async () => {
    const port = Number(new URL(host.url).port);
    await expect(WireClient.open(host.wsUrl('console'), { Origin: 'http://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(
      WireClient.open(host.wsUrl('console'), { Host: `attacker.example:${port}` }),
    ).rejects.toThrow('HTTP 403');
    await expect(WireClient.open(`${host.url.replace('http', 'ws')}/socket?role=console`)).rejects.toThrow(
      'HTTP 403',
    );
    for (const role of ['admin', '', 'Console', '%00', 'display%20']) {
      const client = await WireClient.open(`${host.url.replace('http', 'ws')}/ws?role=${role}`);
      expect((await client.waitClosed()).code).toBe(4400);
    }
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of [
      '/../../../etc/passwd',
      '/display/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/hostname',
      '/display/%00',
      '//etc/passwd',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.body).not.toMatch(/root:|carrom-scoreboard/);
    }
    expect((await get(`/${'a'.repeat(20_000)}`, { 'x-filler': 'b'.repeat(20_000) })).status).toBe(431);
    expect(host.alive()).toBe(true);
    // Still serving: a fresh display gets the current state at once.
    const display = await WireClient.open(host.wsUrl('display'));
    await waitFor(() => (display.messages[0]?.type === 'state' ? true : undefined), 'the state at connect');
    display.close();
  });
});
