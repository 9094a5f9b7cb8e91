/**
 * A table in a venue publishes the result of a match set up from a tournament pairing with its
 * SoL reference (tourney, turn, table, competitors) and its points from SoL's competitor 1 / 2
 * point of view; a correction sends the corrected points. The outbox is the real one (SQLite);
 * the broker's answers are the test's (the MQTT road itself is tests/venue's).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { readTournamentFile } from '../../electron/host/tournament-file';
import { openOutbox } from '../../electron/venue/outbox';
import { openResultSender } from '../../electron/venue/result-sender';
import type { CommandMessage } from '../../shared/contract/contract';
import { VenueResultSchema } from '../../shared/contract/venue';
import { CONSOLE, tempDir } from '../host/helpers';

const fixture = (name: string): string => new URL(`../fixtures/sol/${name}`, import.meta.url).pathname;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function submit(host: Host, command: CommandMessage): void {
  const result = host.submit(command, CONSOLE);
  if (!result.ok) throw new Error(`${JSON.stringify(command)}: ${result.message}`);
}

function table(): Host {
  const dir = tempDir();
  const host = openHost({ dataDir: dir.path });
  cleanups.push(dir.remove, () => host.close());
  const { fileName, text } = readTournamentFile(fixture('spring-open-byes.sol'));
  submit(host, { type: 'ImportTournament', fileName, text });
  return host;
}

function sender(host: Host, sent: unknown[]) {
  return openResultSender({
    outbox: openOutbox(host.store),
    topic: 'carrom/v1/cup/tables/2/results',
    venue: 'cup',
    table: 2,
    now: Date.now,
    publish: (_topic, payload) => {
      sent.push(JSON.parse(payload));
      return Promise.resolve({ ok: true });
    },
    problem: (message) => {
      throw new Error(message);
    },
    changed: () => undefined,
    reference: host.tournament.referenceOf,
  });
}

const matchResults = (sent: unknown[]) =>
  sent.filter((message) => (message as { kind: string }).kind === 'match') as {
    sol?: unknown;
    winner: number | null;
  }[];

describe("a venue's results carry the SoL reference", () => {
  it('sends the match result with tourney, turn, table, competitors and SoL points; a correction sends them again', async () => {
    const host = table();
    submit(host, { type: 'SetUpPairing', turn: 2, table: 2 });
    submit(host, { type: 'RecordToss', winner: 0, choice: 'break' });
    for (let board = 0; board < 20 && host.current().view.matchResult === null; board += 1) {
      submit(host, {
        type: 'RecordBoard',
        entry: {
          kind: 'sides',
          winner: 1,
          pieces: 9,
          queen: 'winner',
          finish: 'normal',
          extra: 0,
          timeUp: false,
        },
      });
    }
    const sent: unknown[] = [];
    const results = sender(host, sent);
    const matchId = host.current().matchId!;
    results.record(matchId, host.store.readMatch(matchId).state);
    await new Promise((resolve) => setImmediate(resolve));
    for (const message of sent) expect(VenueResultSchema.safeParse(message).success).toBe(true);
    const [result] = matchResults(sent);
    const points = host.current().view.games[0]!.scores;
    expect(result!.sol).toEqual({
      tourney: 'Torneo di Primavera',
      turn: 2,
      table: 2,
      competitor1: 5,
      competitor2: 7,
      score1: points[0],
      score2: points[1],
      // The turn's outline, for the venue's results page to list the whole turn.
      tables: 3,
      phantomScore: 25,
      byes: [{ competitor: 4, players: ['Łukasz Kowalczyk'] }],
    });
    expect(points[1]).toBeGreaterThanOrEqual(25);
    // Boards only, no reference: a board is not a result SoL keeps.
    expect(sent.filter((message) => (message as { kind: string }).kind === 'board')).not.toHaveLength(0);
    for (const message of sent.filter((m) => (m as { kind: string }).kind !== 'match')) {
      expect((message as { sol?: unknown }).sol).toBeUndefined();
    }

    const lastBoard = host.current().view.board;
    submit(host, {
      type: 'CorrectBoard',
      game: 1,
      board: lastBoard,
      entry: {
        kind: 'sides',
        winner: 1,
        pieces: 1,
        queen: 'loser',
        finish: 'normal',
        extra: 0,
        timeUp: false,
      },
    });
    results.record(matchId, host.store.readMatch(matchId).state);
    await new Promise((resolve) => setImmediate(resolve));
    const corrected = matchResults(sent).at(-1)!;
    const now = host.current().view.games[0]!.scores;
    if (corrected.winner === null) expect(corrected.sol).toMatchObject({ score1: null, score2: null });
    else expect(corrected.sol).toMatchObject({ score1: now[0], score2: now[1] });
    expect(matchResults(sent).length).toBeGreaterThan(1);
  });

  it('sends no reference for a match not set up from a pairing', async () => {
    const host = table();
    submit(host, {
      type: 'CreateMatch',
      matchType: 'singles',
      sides: [
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      stage: 'early',
      info: {},
    });
    submit(host, { type: 'Forfeit', by: 1, kind: 'walkover' });
    const sent: unknown[] = [];
    const matchId = host.current().matchId!;
    sender(host, sent).record(matchId, host.store.readMatch(matchId).state);
    await new Promise((resolve) => setImmediate(resolve));
    expect(matchResults(sent)).toHaveLength(1);
    expect(matchResults(sent)[0]!.sol).toBeUndefined();
  });
});
