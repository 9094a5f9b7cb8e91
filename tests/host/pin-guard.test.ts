/**
 * PIN guessing is slowed per address and for all addresses together, yet the right PIN is never
 * refused for more than a moment: a wrong PIN is answered late instead of the PIN being locked,
 * the global allowance counts wrong PINs only, and an address that gave the right PIN is checked
 * whatever the flood. Manual clocks for the rules; a real flood from many loopback addresses on
 * the real web server for the whole.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  ADDRESS_FREE_FAILURES,
  ADDRESS_MAX_WAIT_MS,
  createPinGuard,
  GLOBAL_BURST,
  GLOBAL_REFILL_MS,
  MAX_GUESSERS,
  QUIET_PERIOD_MS,
  REPORT_WINDOW_MS,
  WRONG_ANSWER_DELAY_MS,
  type PinCheck,
  type PinReport,
} from '../../electron/web/pin-guard';
import { waitFor } from './helpers';
import { serveTinyBuild, type Served } from './web-helpers';
import { TestSocket } from './ws-helpers';

const PIN = '482913';
const wrong = (n: number): string => String(100000 + (n % 800000));
const WRONG = { ok: false, reason: 'wrong PIN', delayMs: WRONG_ANSWER_DELAY_MS };

function manualClock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

const checked = (result: PinCheck): boolean => !result.ok && result.reason === 'wrong PIN';

describe('the PIN guard', () => {
  it('lets a ten-minute flood from 250 addresses check under 10 PINs a minute, and the operator in every time', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
    let guesses = 0;
    let operatorLogins = 0;
    const minutes = 10;
    for (let tick = 0; tick < minutes * 60 * 100; tick += 1) {
      // 100 tries a second from 250 addresses…
      if (checked(guard.check(`10.0.${tick % 250}.1`, wrong(tick)))) guesses += 1;
      // …and the operator logs in every 3 s.
      if (tick % 300 === 0) {
        expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
        operatorLogins += 1;
      }
      clock.advance(10);
    }
    expect(operatorLogins).toBe(200);
    expect(guesses).toBeLessThanOrEqual(GLOBAL_BURST + (minutes * 60_000) / GLOBAL_REFILL_MS);
    expect(guesses / minutes).toBeLessThan(10);
  });

  it('keeps any flood under the allowance and never refuses a trusted right PIN (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gapMs: fc.integer({ min: 0, max: 5_000 }),
            who: fc.oneof(fc.constant('operator' as const), fc.integer({ min: 1, max: 5_000 })),
            guess: fc.integer({ min: 0, max: 999_999 }),
          }),
          { maxLength: 400 },
        ),
        (tries) => {
          const clock = manualClock();
          const guard = createPinGuard({ pin: PIN, now: clock.now });
          guard.check('192.168.1.5', PIN);
          const start = clock.now();
          let guesses = 0;
          for (const attempt of tries) {
            clock.advance(attempt.gapMs);
            if (attempt.who === 'operator') {
              expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
            } else {
              const guess = String(attempt.guess).padStart(6, '0');
              const result = guard.check(`10.${attempt.who >> 8}.${attempt.who & 255}.9`, guess);
              if (guess === PIN) continue;
              expect(result.ok).toBe(false);
              if (checked(result)) guesses += 1;
            }
          }
          expect(guesses).toBeLessThanOrEqual(
            GLOBAL_BURST + Math.floor((clock.now() - start) / GLOBAL_REFILL_MS),
          );
        },
      ),
    );
  });

  it('answers a wrong PIN late instead of locking: only the guessing address waits, its waits double', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    for (let guess = 0; guess < ADDRESS_FREE_FAILURES; guess += 1) {
      expect(guard.check('10.0.0.66', wrong(guess))).toEqual(WRONG);
    }
    // Its wait runs from the late answer: 1 s after the second that answer took.
    expect(guard.check('10.0.0.66', PIN)).toEqual({
      ok: false,
      reason: 'too many wrong PINs: wait 2 s',
      delayMs: 0,
    });
    // Another address is not slowed by it.
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
    clock.advance(WRONG_ANSWER_DELAY_MS + 1000);
    expect(guard.check('10.0.0.66', wrong(7))).toEqual(WRONG);
    clock.advance(WRONG_ANSWER_DELAY_MS);
    expect(guard.check('10.0.0.66', PIN)).toMatchObject({ reason: 'too many wrong PINs: wait 2 s' });
    clock.advance(2000);
    expect(guard.check('10.0.0.66', PIN)).toEqual({ ok: true });
  });

  it("caps an address's wait at a minute and forgets its failures after a quiet period", () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    for (let guess = 0; guess < 30; guess += 1) {
      guard.check('10.0.0.66', wrong(guess));
      clock.advance(WRONG_ANSWER_DELAY_MS + ADDRESS_MAX_WAIT_MS);
    }
    expect(guard.check('10.0.0.66', wrong(31))).toEqual(WRONG);
    clock.advance(WRONG_ANSWER_DELAY_MS);
    expect(guard.check('10.0.0.66', PIN)).toMatchObject({ reason: 'too many wrong PINs: wait 60 s' });
    clock.advance(QUIET_PERIOD_MS);
    expect(guard.check('10.0.0.66', wrong(32))).toEqual(WRONG);
    expect(guard.check('10.0.0.66', PIN)).toEqual({ ok: true });
  });

  it("clears an address's count on a right login: a typo afterwards costs nothing", () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    for (let guess = 0; guess < ADDRESS_FREE_FAILURES - 1; guess += 1)
      guard.check('192.168.1.5', wrong(guess));
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
    for (let guess = 0; guess < ADDRESS_FREE_FAILURES - 1; guess += 1) {
      expect(guard.check('192.168.1.5', wrong(guess))).toEqual(WRONG);
    }
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
  });

  it('refuses unchecked, with the wait until the next allowance, once a flood has spent it', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    for (let guess = 0; guess < GLOBAL_BURST; guess += 1) {
      expect(guard.check(`10.0.0.${guess}`, wrong(guess))).toEqual(WRONG);
    }
    // Even the right PIN from an address never seen: it is not checked (it would be a free guess).
    expect(guard.check('10.0.9.9', PIN)).toEqual({
      ok: false,
      reason: `too many wrong PINs: wait ${GLOBAL_REFILL_MS / 1000} s`,
      delayMs: 0,
    });
    clock.advance(GLOBAL_REFILL_MS);
    expect(guard.check('10.0.9.9', PIN)).toEqual({ ok: true });
  });

  it('forgets every trusted address when the PIN changes', () => {
    let pin = PIN;
    const guard = createPinGuard({ pin: () => pin, now: manualClock().now });
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
    for (let guess = 0; guess < GLOBAL_BURST; guess += 1) guard.check(`10.0.0.${guess}`, wrong(guess));
    pin = '111111';
    guard.forgetTrust();
    expect(guard.check('192.168.1.5', '111111')).toMatchObject({ ok: false, delayMs: 0 });
  });

  it('reports the refused PINs of the last ten minutes with their addresses, latest first', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    guard.check('192.168.1.5', PIN); // admitted: not reported
    for (let guess = 0; guess < 12; guess += 1) guard.check(`10.0.0.${guess % 4}`, wrong(guess));
    expect(guard.report()).toEqual<PinReport>({
      wrong: 12,
      addressCount: 4,
      addresses: ['10.0.0.3', '10.0.0.2', '10.0.0.1', '10.0.0.0'],
    });
    clock.advance(REPORT_WINDOW_MS - 1);
    guard.check('10.0.0.7', wrong(1));
    clock.advance(1);
    expect(guard.report()).toEqual<PinReport>({ wrong: 1, addressCount: 1, addresses: ['10.0.0.7'] });
  });

  it('never forgets the operator under a flood of more addresses than it remembers', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    expect(guard.check('127.0.0.1', PIN)).toEqual({ ok: true });
    // A trusted address's typo on the way: it stays trusted through ADDRESS_FREE_FAILURES - 1.
    expect(guard.check('127.0.0.1', wrong(1))).toEqual(WRONG);
    const device = '192.168.1.77';
    guard.trust(device);
    const flood = MAX_GUESSERS + 10_000;
    let guesses = 0;
    for (let n = 0; n < flood; n += 1) {
      clock.advance(1);
      if (checked(guard.check(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, wrong(n)))) guesses += 1;
    }
    // 70 s of flood: the burst and 7 refills, checked in all.
    expect(guesses).toBeLessThanOrEqual(GLOBAL_BURST + Math.ceil(flood / GLOBAL_REFILL_MS));
    // The last guesser spent what was left at this very time; neither trusted one was forgotten:
    // both are checked at once all the same.
    expect(guard.check('127.0.0.1', PIN)).toEqual({ ok: true });
    expect(guard.check(device, PIN)).toEqual({ ok: true });
    expect(guard.report().addressCount).toBeGreaterThan(10_000);
  });

  it('asks for the PIN when none is given, without counting it as a guess', () => {
    const guard = createPinGuard({ pin: PIN, now: manualClock().now });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(guard.check('10.0.0.1', null)).toEqual({ ok: false, reason: 'PIN required', delayMs: 0 });
    }
    expect(guard.check('10.0.0.1', PIN)).toEqual({ ok: true });
    expect(guard.report().wrong).toBe(0);
  });
});

/** One try at the console socket from a loopback address of its own: how it ended, and when. */
function tryPin(
  port: number,
  localAddress: string,
  pin: string,
): Promise<{ readonly admitted: boolean; readonly reason: string; readonly ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?role=console&pin=${pin}`, { localAddress });
    socket.once('message', () => {
      resolve({ admitted: true, reason: '', ms: performance.now() - started });
      socket.close();
    });
    socket.once('close', (_code, reason) =>
      resolve({ admitted: false, reason: reason.toString(), ms: performance.now() - started }),
    );
    socket.once('error', reject);
  });
}

describe('the PIN guard on the real web server', () => {
  const running: Served[] = [];
  afterEach(async () => {
    for (const served of running.splice(0)) await served.close();
  });

  it('lets the operator in within 2 s on every login while 40 loopback addresses flood wrong PINs', async () => {
    const served = await serveTinyBuild({ requirePin: true });
    running.push(served);
    const { host, port } = served;
    const pin = host.pin();
    const otherPin = (n: number): string => (wrong(n) === pin ? wrong(n + 1) : wrong(n));
    const watcher = await TestSocket.open(`ws://127.0.0.1:${port}/ws?role=console&pin=${pin}`);

    const first = await tryPin(port, '127.0.0.1', pin);
    expect(first.admitted).toBe(true);
    let flooding = true;
    const reasons = new Map<string, number>();
    const floodStart = performance.now();
    const attackers = Array.from({ length: 40 }, async (_, index) => {
      const address = `127.${10 + (index >> 4)}.${index & 15}.${index + 2}`;
      for (let guess = index * 1000; flooding; guess += 1) {
        const result = await tryPin(port, address, otherPin(guess));
        reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const logins: number[] = [];
    for (let login = 0; login < 12; login += 1) {
      await new Promise((resolve) => setTimeout(resolve, 800));
      const result = await tryPin(port, '127.0.0.1', pin);
      expect(result, `login ${login}`).toMatchObject({ admitted: true });
      logins.push(result.ms);
    }
    flooding = false;
    await Promise.all(attackers);
    const floodMs = performance.now() - floodStart;

    const tries = [...reasons.values()].reduce((sum, n) => sum + n, 0);
    const guesses = reasons.get('wrong PIN') ?? 0;
    expect(tries).toBeGreaterThan(200);
    expect(Math.max(...logins)).toBeLessThan(2000);
    expect(guesses).toBeLessThanOrEqual(GLOBAL_BURST + Math.ceil(floodMs / GLOBAL_REFILL_MS));
    expect(
      [...reasons.keys()].every((reason) => /^(wrong PIN|too many wrong PINs: wait \d+ s)$/.test(reason)),
    ).toBe(true);
    console.log(
      `PIN flood: ${tries} tries from 40 addresses in ${(floodMs / 1000).toFixed(1)} s, ${guesses} checked; ` +
        `12 operator logins, slowest ${Math.max(...logins).toFixed(0)} ms`,
    );

    // The console is told how many and from where (reported at most once a second).
    const report = await waitFor(() => {
      const status = host.settings().webServer.status.wrongPins;
      return status && status.wrong === tries ? status : undefined;
    }, 'the report of every refused try');
    expect(report.addressCount).toBe(40);
    expect(report.addresses).toHaveLength(20);
    expect(report.addresses.every((address) => /^127\.1[012]\.\d+\.\d+$/.test(address))).toBe(true);
    const pushed = await waitFor(
      () =>
        watcher.messages.findLast(
          (message): message is { settings: { webServer: { status: { wrongPins: PinReport } } } } =>
            (message as { type: string }).type === 'settings' &&
            (message as { settings: { webServer: { status: { wrongPins?: PinReport | null } } } }).settings
              .webServer.status.wrongPins?.wrong === tries,
        ),
      'the report on the console',
    );
    expect(pushed.settings.webServer.status.wrongPins.addressCount).toBe(40);
    watcher.close();
  });
});
