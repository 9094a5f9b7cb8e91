import { describe, expect, it } from 'vitest';
import { aclAllows, covers, parseAcl, venueAcl } from '../../electron/venue/broker-config';
import {
  MAX_VENUE_ID_LENGTH,
  VenueIdSchema,
  readVenueMessage,
  parseVenueTopic,
} from '../../shared/contract/venue';
import { toScoreSheet, type ScoreSheet } from '../../shared/views/score-sheet';
import { sheetResults } from '../../shared/views/venue-results';
import { openHost } from '../../electron/host/host';
import { CONSOLE, ENDLESS_MATCH, tempDir } from '../host/helpers';
import { submitParsed } from '../support/parsed';

describe('venue topics and messages (shared/contract/venue.ts)', () => {
  it('reads only topics of its own venue', () => {
    expect(parseVenueTopic('hall', 'carrom/v1/hall/tables/12/state')).toEqual({ kind: 'state', table: 12 });
    expect(parseVenueTopic('hall', 'carrom/v1/hall/featured')).toEqual({ kind: 'featured' });
    for (const foreign of [
      'carrom/v1/other/tables/1/state',
      'carrom/v2/hall/tables/1/state',
      'carrom/v1/hall/tables/0/state',
      'carrom/v1/hall/tables/01/state',
      'carrom/v1/hall/tables/1/secret',
      'carrom/v1/hall/tables/1/state/x',
    ]) {
      expect(parseVenueTopic('hall', foreign), foreign).toBeNull();
    }
  });

  it('refuses malformed messages with the reason in words', () => {
    const refusal = (topic: string, payload: string): string => {
      const reading = readVenueMessage('hall', topic, payload);
      expect(reading.ok).toBe(false);
      return reading.ok ? '' : reading.reason;
    };
    expect(refusal('carrom/v1/hall/tables/1/state', '{')).toMatch(/not JSON/);
    expect(refusal('carrom/v1/hall/tables/1/status', 'busy')).toMatch(/"online" or "offline"/);
    expect(
      refusal('carrom/v1/hall/featured', JSON.stringify({ v: 1, venue: 'hall', table: 0, at: 1 })),
    ).toMatch(/table/);
    expect(
      refusal('carrom/v1/hall/featured', JSON.stringify({ v: 1, venue: 'club', table: 2, at: 1 })),
    ).toMatch(/another venue/);
    expect(refusal('somewhere/else', 'online')).toMatch(/not a topic of venue hall/);
    expect(readVenueMessage('hall', 'carrom/v1/hall/tables/3/status', 'offline')).toEqual({
      ok: true,
      message: { kind: 'status', table: 3, status: 'offline' },
    });
  });

  it('takes a venue id of 1 to MAX_VENUE_ID_LENGTH characters, and its refusal names that limit', () => {
    expect(MAX_VENUE_ID_LENGTH).toBeGreaterThan(1);
    for (const good of [
      'h',
      '7',
      'hall-2',
      'a'.repeat(MAX_VENUE_ID_LENGTH),
      `b${'-'.repeat(MAX_VENUE_ID_LENGTH - 1)}`,
    ])
      expect(VenueIdSchema.safeParse(good).success, good).toBe(true);
    for (const bad of ['', '-hall', 'Hall', 'big hall', 'a'.repeat(MAX_VENUE_ID_LENGTH + 1)]) {
      const parsed = VenueIdSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        `the venue id must be 1 to ${MAX_VENUE_ID_LENGTH} lower-case letters, digits or dashes, starting with a letter or digit`,
      );
    }
  });
});

describe('the results a table publishes (shared/views/venue-results.ts)', () => {
  it('a board recorded, corrected and voided; a game and a match result, each once', () => {
    const dir = tempDir('venue-results-');
    const host = openHost({ dataDir: dir.path });
    try {
      const sheet = (): ScoreSheet => toScoreSheet(host.store.readMatch(host.current().matchId!).state)!;
      submitParsed(host, { ...ENDLESS_MATCH, rules: 'queen-5' }, CONSOLE);
      submitParsed(host, { type: 'RecordToss', winner: 0, choice: 'break' }, CONSOLE);
      const start = sheet();
      expect(sheetResults(null, start)).toEqual([]);
      submitParsed(
        host,
        { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 9, queen: 'winner' } },
        CONSOLE,
      );
      const one = sheet();
      expect(sheetResults(start, one)).toEqual([
        expect.objectContaining({ kind: 'board', game: 1, board: 1, change: 'recorded' }),
      ]);
      expect(sheetResults(one, one)).toEqual([]);
      submitParsed(
        host,
        { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 9, queen: 'winner' } },
        CONSOLE,
      );
      const finished = sheet();
      const kinds = sheetResults(one, finished).map((result) => result.kind);
      expect(kinds).toEqual(['board', 'game', 'match']);
      const match = sheetResults(one, finished).find((result) => result.kind === 'match');
      expect(match).toMatchObject({ winner: 0, endedBy: 'games', gamesWon: [1, 0] });
      // The same comparison again finds nothing new: a restarted host queues nothing twice.
      expect(sheetResults(finished, finished)).toEqual([]);
      // A voided board (the sheet without it) says so.
      const voided = { ...one, games: one.games.map((game) => ({ ...game, rows: [] })) };
      expect(sheetResults(one, voided)).toEqual([
        { kind: 'board', game: 1, board: 1, row: null, change: 'voided' },
      ]);
    } finally {
      host.close();
      dir.remove();
    }
  });
});

describe('the venue ACL (electron/venue/broker-config.ts), as the embedded hub reads it', () => {
  const acl = parseAcl(venueAcl('hall', 4));
  it('lets table N write only under its own topic, screens only read, the director feature', () => {
    expect(aclAllows(acl, 'table-3', 'c', 'carrom/v1/hall/tables/3/results', 'write')).toBe(true);
    expect(aclAllows(acl, 'table-3', 'c', 'carrom/v1/hall/tables/4/state', 'write')).toBe(false);
    expect(aclAllows(acl, 'table-3', 'c', 'carrom/v1/hall/featured', 'write')).toBe(false);
    expect(aclAllows(acl, 'table-3', 'c', 'carrom/v1/hall/#', 'read')).toBe(true);
    expect(aclAllows(acl, 'screen', 'c', 'carrom/v1/hall/#', 'read')).toBe(true);
    expect(aclAllows(acl, 'screen', 'c', 'carrom/v1/hall/tables/1/state', 'write')).toBe(false);
    expect(aclAllows(acl, 'director', 'c', 'carrom/v1/hall/featured', 'write')).toBe(true);
    expect(aclAllows(acl, 'nobody', 'c', 'carrom/v1/hall/#', 'read')).toBe(false);
    expect(aclAllows(acl, 'screen', 'c', 'carrom/v1/other/#', 'read')).toBe(false);
  });
  it('matches MQTT wildcards', () => {
    expect(covers('a/+/c', 'a/b/c')).toBe(true);
    expect(covers('a/+/c', 'a/#')).toBe(false);
    expect(covers('a/#', 'a')).toBe(true);
    expect(covers('a/b', 'a/b/c')).toBe(false);
  });
});
