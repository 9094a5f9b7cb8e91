/**
 * PIN guessing is limited across all addresses together; a correct PIN is kept waiting at most
 * a minute after the wrong ones stop; the console is warned. A manual clock: no real waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPinGuard,
  FREE_FAILURES,
  MAX_WAIT_MS,
  QUIET_PERIOD_MS,
  type PinAlert,
} from '../../electron/session/pin-guard';
import { waitFor } from './helpers';
import { serveTinyBuild, type Served } from './web-helpers';
import { TestSocket } from './ws-helpers';

const PIN = '482913';
const wrong = (n: number): string => String(100000 + n);

function manualClock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

describe('the PIN guard', () => {
  it('checks only a handful of 1,000 guesses from 200 addresses made within ten seconds', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    let checked = 0;
    for (let guess = 0; guess < 1000; guess += 1) {
      const result = guard.check(`10.0.${guess % 200}.1`, wrong(guess));
      if (!result.ok && result.reason === 'wrong PIN') checked += 1;
      clock.advance(10); // 1,000 guesses in 10 s
    }
    // 5 free, then waits of 1, 2, 4 s: the fourth wait (8 s) outlasts the ten seconds.
    expect(checked).toBe(FREE_FAILURES + 3);
  });

  it('would need hours for 1,000 guesses even from an attacker that waits exactly as long as asked', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    const start = clock.now();
    for (let guess = 0; guess < 1000; guess += 1) {
      for (;;) {
        const result = guard.check(`10.0.${guess % 200}.1`, wrong(guess));
        if (result.ok === false && result.reason === 'wrong PIN') break;
        clock.advance(1000);
      }
    }
    expect((clock.now() - start) / 3_600_000).toBeGreaterThan(16);
  });

  it('keeps a correct PIN waiting at most a minute after the attack stops, and never before it starts', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
    for (let guess = 0; guess < 40; guess += 1) {
      guard.check('10.0.0.66', wrong(guess));
      clock.advance(MAX_WAIT_MS);
    }
    expect(guard.check('10.0.0.66', wrong(41))).toEqual({ ok: false, reason: 'wrong PIN' });
    const refused = guard.check('192.168.1.5', PIN);
    expect(refused).toEqual({ ok: false, reason: 'too many wrong PINs: wait 60 s' });
    clock.advance(MAX_WAIT_MS - 1);
    expect(guard.check('192.168.1.5', PIN)).toMatchObject({ ok: false });
    clock.advance(1);
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
  });

  it('forgets failures after a quiet period; a mistyping operator waits a second', () => {
    const clock = manualClock();
    const guard = createPinGuard({ pin: PIN, now: clock.now });
    for (let guess = 0; guess < FREE_FAILURES; guess += 1) {
      expect(guard.check('192.168.1.5', wrong(guess))).toEqual({ ok: false, reason: 'wrong PIN' });
    }
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: false, reason: 'too many wrong PINs: wait 1 s' });
    clock.advance(1000);
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
    expect(guard.check('192.168.1.5', wrong(9))).toEqual({ ok: false, reason: 'wrong PIN' });
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: false, reason: 'too many wrong PINs: wait 2 s' });
    clock.advance(QUIET_PERIOD_MS);
    for (let guess = 0; guess < FREE_FAILURES - 1; guess += 1) guard.check('192.168.1.5', wrong(guess));
    // Forgotten: four new failures cost nothing yet.
    expect(guard.check('192.168.1.5', PIN)).toEqual({ ok: true });
  });

  it('raises the alert from the fifth failure on, naming the count and the last address', () => {
    const alerts: PinAlert[] = [];
    const guard = createPinGuard({
      pin: PIN,
      now: manualClock().now,
      onAlert: (alert) => alerts.push(alert),
    });
    for (let guess = 0; guess < FREE_FAILURES - 1; guess += 1) guard.check(`10.0.0.${guess}`, wrong(guess));
    expect(alerts).toEqual([]);
    guard.check('10.0.0.99', wrong(99));
    expect(alerts).toEqual([
      {
        failures: 5,
        lastAddress: '10.0.0.99',
        message:
          '5 wrong console PINs were tried (the last from 10.0.0.99): someone on the network may be guessing the PIN, so further tries are slowed down.',
      },
    ]);
  });

  it('asks for the PIN when none is given, without counting it as a guess', () => {
    const guard = createPinGuard({ pin: PIN, now: manualClock().now });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(guard.check('10.0.0.1', null)).toEqual({ ok: false, reason: 'PIN required' });
    }
    expect(guard.check('10.0.0.1', PIN)).toEqual({ ok: true });
  });
});

describe('the PIN guard on the real web server', () => {
  const running: Served[] = [];
  afterEach(async () => {
    for (const served of running.splice(0)) await served.close();
  });

  it('slows guesses from every address, warns the console, and admits the right PIN once the wait is over', async () => {
    const clock = manualClock();
    const served = await serveTinyBuild({ requirePin: true, now: clock.now });
    running.push(served);
    const { host, port } = served;
    const ws = `ws://127.0.0.1:${port}/ws?role=console`;
    const operator = await TestSocket.open(`${ws}&pin=${host.pin()}`);
    const reasons: string[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      const pin = host.pin() === wrong(guess) ? wrong(guess + 500) : wrong(guess);
      const socket = await TestSocket.open(`${ws}&pin=${pin}`);
      reasons.push((await socket.waitClosed()).reason);
    }
    expect(reasons).toEqual([
      ...Array<string>(5).fill('wrong PIN'),
      ...Array<string>(7).fill('too many wrong PINs: wait 1 s'),
    ]);
    const refused = await TestSocket.open(`${ws}&pin=${host.pin()}`);
    expect(await refused.waitClosed()).toEqual({ code: 4401, reason: 'too many wrong PINs: wait 1 s' });

    const alert = await waitFor(
      () =>
        operator.messages.find(
          (message): message is { settings: { webServer: { status: { error: string } } } } =>
            (message as { type: string }).type === 'settings',
        ),
      'the alert on the console',
    );
    expect(alert.settings.webServer.status.error).toMatch(
      /^5 wrong console PINs were tried \(the last from 127\.0\.0\.1\)/,
    );
    expect(host.settings().webServer.status).toMatchObject({
      running: true,
      pinRequired: true,
      error: alert.settings.webServer.status.error,
    });

    clock.advance(1000);
    const admitted = await TestSocket.open(`${ws}&pin=${host.pin()}`);
    expect(await admitted.send('command', { type: 'UpdateDisplay', title: 'after the wait' })).toMatchObject({
      ok: true,
    });
    admitted.close();
    operator.close();
  });
});
