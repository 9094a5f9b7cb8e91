import { describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { openOutbox } from '../../electron/venue/outbox';
import { createVenueBoard } from '../../electron/venue/venue-board';
import { MAX_VENUE_SCORE, readVenueMessage, type VenueResult } from '../../shared/contract/venue';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { DEFAULT_DISPLAY_SETTINGS } from '../../shared/contract/display';
import { EMPTY_STATE } from '../../shared/engine/index';
import { LIMITS } from '../../shared/contract/limits';
import { resultsCsv } from '../../renderer/venue/results-csv';
import { pagesOf } from '../../renderer/venue/layout';
import { DEFAULT_ROTATE_SECONDS, overviewChoice } from '../../renderer/venue/venue-url';
import { CONSOLE, tempDir } from '../host/helpers';
import { createTableMatch } from './tables';
import { submitParsed } from '../support/parsed';

const renamed = (name: string) => ({
  type: 'UpdateDetails',
  sides: [
    { name, players: [name] },
    { name: 'Bruno', players: ['Bruno'] },
  ],
  info: {},
});

describe('a match result’s versions', () => {
  it('a name changed after a walkover publishes the match’s result again, one version higher', () => {
    const dir = tempDir('venue-versions-');
    const host = openHost({ dataDir: dir.path });
    try {
      createTableMatch(host, 3);
      expect(submitParsed(host, { type: 'RecordToss', winner: 0, choice: 'break' }, CONSOLE).ok).toBe(true);
      expect(submitParsed(host, { type: 'Forfeit', by: 1, kind: 'walkover' }, CONSOLE).ok).toBe(true);
      const outbox = openOutbox(host.store);
      const matchId = host.current().matchId!;
      const state = () => host.store.readMatch(matchId).state;
      const first = outbox.record(matchId, state(), 1);
      expect(
        first.map((entry) => [entry.body.kind, 'version' in entry.body ? entry.body.version : null]),
      ).toEqual([['match', 1]]);
      expect(submitParsed(host, renamed('Asha Renamed'), CONSOLE).ok).toBe(true);
      const second = outbox.record(matchId, state(), 2);
      expect(second).toHaveLength(1);
      expect(second[0]!.body).toMatchObject({ kind: 'match', version: 2, winner: 0 });
      expect(second[0]!.body.sides[0]!.name).toBe('Asha Renamed');
      expect(second[0]!.sequence).toBeGreaterThan(first[0]!.sequence);
      // Nothing changed: nothing new.
      expect(outbox.record(matchId, state(), 3)).toEqual([]);
    } finally {
      host.close();
      dir.remove();
    }
  });

  it('the overview keeps the latest version, whichever order the versions arrive in', () => {
    const result = (version: number, sequence: number, name: string): VenueResult => ({
      v: 1,
      venue: 'hall',
      table: 2,
      matchId: 'm-1',
      sequence,
      at: 1000 + sequence,
      type: 'singles',
      sides: [
        { name, players: [name], club: null },
        { name: 'B', players: ['B'], club: null },
      ],
      info: {},
      kind: 'match',
      version,
      winner: 0,
      endedBy: 'forfeit',
      forfeit: { by: 1, kind: 'walkover' },
      gamesWon: [0, 0],
      games: [],
    });
    const board = createVenueBoard();
    board.apply({ kind: 'results', table: 2, result: result(2, 5, 'New') }, 0);
    board.apply({ kind: 'results', table: 2, result: result(1, 3, 'Old') }, 0);
    expect(board.finishedMatches().map((match) => [match.sides[0], match.version])).toEqual([['New', 2]]);
    // A host restarting replays what it kept, in the order received: the same answer.
    const replayed = createVenueBoard([result(2, 5, 'New'), result(1, 3, 'Old')]);
    expect(replayed.finishedMatches().map((match) => match.sides[0])).toEqual(['New']);
  });

  it('the results CSV has a byte order mark and neutralises formulas as the table’s export does', () => {
    const csv = resultsCsv([
      {
        table: 1,
        matchId: 'm',
        version: 1,
        at: Date.UTC(2026, 0, 1),
        type: 'singles',
        sides: [' =1+1', '\t@SUM(A1)'],
        info: { event: '-2+3' },
        gamesWon: [1, 0],
        games: [],
        winner: 1,
        endedBy: 'games',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`,'-2+3,`);
    expect(row).toContain(`,' =1+1,'\t@SUM(A1),,1-0,`);
    expect(row).toContain(`,'\t@SUM(A1),games,1`);
  });
});

describe('a table’s state a tile could not show', () => {
  const state = (side: Record<string, unknown>) => {
    const view = toScoreboardView(EMPTY_STATE);
    return {
      v: 1,
      venue: 'hall',
      table: 1,
      matchId: 'm',
      revision: 1,
      publishedAt: 1,
      view: { ...view, sides: [{ ...sideOf(), ...side }] },
      display: { ...DEFAULT_DISPLAY_SETTINGS, logo: null },
    };
  };
  const sideOf = () => ({
    index: 0,
    name: 'A',
    shortName: null,
    players: ['A'],
    club: null,
    score: 0,
    gamesWon: 0,
    queenCounts: true,
    breaks: false,
    breakerPlayer: null,
    gamePoint: false,
    matchPoint: false,
  });
  const reading = (side: Record<string, unknown>) =>
    readVenueMessage('hall', 'carrom/v1/hall/tables/1/state', JSON.stringify(state(side)));

  it('is ignored with the reason: a name longer than a match allows, an absurd score', () => {
    // The longest a match allows, and a score a long free-play game reaches, are shown.
    expect(reading({ name: 'n'.repeat(LIMITS.name), score: 12_345 }).ok).toBe(true);
    const long = 'x'.repeat(3000);
    for (const [side, reason] of [
      [{ name: long }, `a name is longer than ${LIMITS.name} characters`],
      [{ players: [long] }, `a name is longer than ${LIMITS.name} characters`],
      [{ shortName: 'y'.repeat(LIMITS.shortName + 1) }, 'a short name is longer'],
      [{ score: 1e11 }, `from -${MAX_VENUE_SCORE} to ${MAX_VENUE_SCORE}`],
      [{ score: 2.5 }, 'not a whole number'],
      [{ gamesWon: -1e9 }, 'not a whole number'],
    ] as const) {
      const read = reading(side);
      expect(read.ok, JSON.stringify(side).slice(0, 60)).toBe(false);
      expect(read.ok ? '' : read.reason).toContain(reason);
    }
  });
});

describe('the overview’s pages and address (renderer/venue)', () => {
  it('splits tables into even pages of at most 16, in order', () => {
    const tables = Array.from({ length: 40 }, (_, index) => index + 1);
    expect(pagesOf(tables).map((page) => page.length)).toEqual([14, 13, 13]);
    expect(pagesOf(tables).flat()).toEqual(tables);
    expect(pagesOf(tables.slice(0, 16))).toHaveLength(1);
    expect(pagesOf(tables.slice(0, 17)).map((page) => page.length)).toEqual([9, 8]);
    expect(pagesOf([])).toEqual([[]]);
  });

  it('reads ?tables, ?rotate and ?page, leaving out what it cannot read', () => {
    const choice = overviewChoice('?tables=12-5,20&rotate=5&page=2');
    expect([4, 5, 12, 13, 20, 21].map((table) => choice.tables?.(table))).toEqual([
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(choice.rotateSeconds).toBe(5);
    expect(choice.page).toBe(1);
    const unread = overviewChoice('?tables=1-x&rotate=1&page=0');
    expect(unread.tables).toBeNull();
    expect(unread.rotateSeconds).toBe(DEFAULT_ROTATE_SECONDS);
    expect(unread.page).toBeNull();
    expect(overviewChoice('?page=all').onePage).toBe(true);
  });
});
