/**
 * The host's side of the clocks: commands are stamped with the host's time (their other fields
 * kept), time up is refused until the clock has run out unless the early call is confirmed, the
 * timer never marks time up in the next game, and the timekeeper's commands are events on the
 * audit trail and in the console view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { CONSOLE, manualTime, tempDir } from '../host/helpers';
import { CREATE_MATCH, TOSS, board } from '../host/fixtures/match-script';
import { submitParsed } from '../support/parsed';

const START = 1_800_000_000_000;
const MIN = 60_000;
const TIMED_MATCH = { ...CREATE_MATCH, rules: { preset: 'club-21', timeOutSeconds: 45 } } as const;

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function timedHost(): { host: Host; time: ReturnType<typeof manualTime> } {
  const dir = tempDir();
  const time = manualTime(START);
  const host = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
  cleanups.push(() => {
    host.close();
    dir.remove();
  });
  expect(submitParsed(host, TIMED_MATCH, CONSOLE).ok).toBe(true);
  expect(submitParsed(host, TOSS, CONSOLE).ok).toBe(true);
  return { host, time };
}

const lastEvent = (host: Host) => host.store.events(host.current().matchId!).at(-1);

describe('time up on the host', () => {
  it('refuses time up at 24:55 unless confirmed; the confirmed call is stored as early, with the host time', () => {
    const { host, time } = timedHost();
    expect(submitParsed(host, { type: 'StartGameClock' }, CONSOLE).ok).toBe(true);
    time.advance(5_000);
    const refused = submitParsed(host, { type: 'MarkTimeUp' }, CONSOLE);
    expect(refused).toMatchObject({ ok: false, code: 'clock' });
    expect(refused.ok ? '' : refused.message).toMatch(/still shows 24:55/);
    expect(host.current().view.clocks.game?.expired).toBe(false);

    expect(submitParsed(host, { type: 'MarkTimeUp', early: true }, CONSOLE).ok).toBe(true);
    expect(lastEvent(host)).toMatchObject({
      at: START + 5_000,
      origin: expect.stringContaining('console'),
      event: { type: 'GameTimeUp', at: START + 5_000, early: true },
    });
    expect(time.pending()).toBe(0);
  });

  it('after a game ends the timer is off: nothing marks time up in the next game while its clock is not started', () => {
    const { host, time } = timedHost();
    expect(submitParsed(host, { type: 'StartGameClock' }, CONSOLE).ok).toBe(true);
    for (let i = 0; i < 3; i++) expect(submitParsed(host, board(0), CONSOLE).ok).toBe(true); // 27–0: game 1
    expect(host.current().view.phase).toBe('gameOver');
    expect(host.current().view.clocks.game).toMatchObject({ usedMs: 0, runningSince: null, expired: false });
    expect(time.pending()).toBe(0);
    time.advance(60 * MIN);
    expect(host.current().view.clocks.game?.expired).toBe(false);
    const refused = submitParsed(host, { type: 'MarkTimeUp', early: true }, CONSOLE);
    expect(refused.ok ? '' : refused.message).toMatch(/Game 2's clock has not been started/);
    expect(submitParsed(host, board(1, 2, 'loser'), CONSOLE).ok).toBe(true);
    expect(host.current().view.games[1]).toMatchObject({ winner: null, endedBy: null });
  });
});

describe('the timekeeper’s commands on the host', () => {
  it('are stamped by the host, stored on the audit trail, and listed in the console view', () => {
    const { host, time } = timedHost();
    expect(submitParsed(host, board(0, 3, 'loser'), CONSOLE).ok).toBe(true);
    const timekeeper = { ...CONSOLE, source: 'timekeeper' };
    // The time is the host's: a client's own `at` is refused as a malformed message.
    expect(submitParsed(host, { type: 'StartTimeOut', side: 1, at: 5 }, timekeeper)).toMatchObject({
      ok: false,
      code: 'invalid_message',
    });
    expect(submitParsed(host, { type: 'StartTimeOut', side: 1 }, timekeeper).ok).toBe(true);
    expect(lastEvent(host)).toMatchObject({
      origin: 'console (timekeeper)',
      event: { type: 'TimeOutStarted', side: 1, seconds: 45, at: START, game: 1, board: 2 },
    });
    expect(host.current().view.clocks.official).toEqual({
      kind: 'timeOut',
      side: 1,
      startedAt: START,
      seconds: 45,
      sideName: 'Bruno',
    });
    time.advance(10_000);
    const second = submitParsed(host, { type: 'StartTimeOut', side: 0 }, timekeeper);
    expect(second.ok ? '' : second.message).toMatch(/Bruno's time-out is running \(35 s left\)/);
    expect(submitParsed(host, { type: 'StopOfficialTimer' }, timekeeper).ok).toBe(true);
    expect(
      submitParsed(host, { type: 'RecordOfficialNote', kind: 'foul', side: 0, player: 0 }, timekeeper).ok,
    ).toBe(true);
    expect(host.consolePush().console?.officials?.log).toEqual([
      expect.objectContaining({ kind: 'timeOut', side: 1, sideName: 'Bruno', game: 1, board: 2 }),
      expect.objectContaining({
        kind: 'foul',
        side: 0,
        sideName: 'Asha',
        playerName: 'Asha',
        at: START + 10_000,
      }),
    ]);
    // A note naming a kind the contract does not know changes nothing.
    const before = host.store.events(host.current().matchId!).length;
    expect(submitParsed(host, { type: 'RecordOfficialNote', kind: 'yellow', side: 0 }, timekeeper).ok).toBe(
      false,
    );
    expect(host.store.events(host.current().matchId!).length).toBe(before);
  });
});
