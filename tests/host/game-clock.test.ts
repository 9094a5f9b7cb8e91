import { afterEach, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { CONSOLE, manualTime, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';
import { submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const TIMED_MATCH = { ...CREATE_MATCH, rules: 'club-21' } as const; // 25-minute game clock

describe('game clock', () => {
  it('stamps clock commands with the host time and marks time up when the running clock reaches zero', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const time = manualTime(1_800_000_000_000);
    const host = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
    expect(submitParsed(host, TIMED_MATCH, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, TOSS, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, { type: 'StartGameClock', at: 5 }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'invalid_message',
    });
    expect(submitParsed(host, { type: 'StartGameClock' }, CONSOLE).ok).toBe(true);
    expect(host.current().view.clocks.game).toMatchObject({
      runningSince: 1_800_000_000_000,
      expired: false,
    });

    time.advance(10 * 60_000);
    expect(submitParsed(host, { type: 'PauseGameClock' }, CONSOLE).ok).toBe(true);
    expect(time.pending()).toBe(0);
    time.advance(60 * 60_000); // paused: nothing happens
    expect(host.current().view.clocks.game?.expired).toBe(false);
    expect(submitParsed(host, { type: 'StartGameClock' }, CONSOLE).ok).toBe(true);
    time.advance(15 * 60_000 - 1);
    expect(host.current().view.clocks.game?.expired).toBe(false);
    time.advance(1);
    expect(host.current().view.clocks.game?.expired).toBe(true);
    const trail = host.store.events(host.current().matchId!);
    expect(trail.at(-1)).toMatchObject({
      origin: expect.stringContaining('timer'),
      event: { type: 'GameTimeUp' },
    });
    host.close();
  });

  it('marks time up at once when the clock ran out while the host was closed', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const time = manualTime(1_800_000_000_000);
    const first = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
    for (const command of [TIMED_MATCH, TOSS, { type: 'StartGameClock' }, board(0)]) {
      expect(submitParsed(first, command, CONSOLE).ok).toBe(true);
    }
    first.close();
    time.advance(26 * 60_000);
    const second = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
    expect(second.current().view.clocks.game?.expired).toBe(false);
    time.advance(0);
    expect(second.current().view.clocks.game?.expired).toBe(true);
    second.close();
  });
});
