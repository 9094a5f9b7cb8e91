import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import type { MatchSummary, QueryResult } from '../../shared/contract/contract';
import type { ScoreSheet } from '../../shared/contract/console-view';
import { CONSOLE, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board, fullMatchCommands } from './fixtures/match-script';
import { queryParsed, submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function host(): Host {
  const dir = tempDir();
  const opened = openHost({ dataDir: dir.path });
  cleanups.push(() => {
    opened.close();
    dir.remove();
  });
  return opened;
}

function submitAll(target: Host, commands: readonly unknown[]): void {
  for (const command of commands) expect(submitParsed(target, command, CONSOLE)).toMatchObject({ ok: true });
}

/** The data of an accepted query. */
async function data<T>(promise: Promise<QueryResult>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`query refused: ${JSON.stringify(result)}`);
  return result.data as T;
}

async function listed(target: Host): Promise<MatchSummary> {
  const matches = await data<readonly MatchSummary[]>(
    queryParsed(target, { type: 'ListMatches', scope: 'all' }, CONSOLE),
  );
  expect(matches).toHaveLength(1);
  return matches[0] as MatchSummary;
}

async function sheetGamesWon(target: Host): Promise<readonly number[]> {
  return (await data<ScoreSheet>(queryParsed(target, { type: 'ScoreSheet' }, CONSOLE))).gamesWon;
}

describe('the match list', () => {
  it('counts the games won as the score sheet does, for a finished match', async () => {
    const played = host();
    submitAll(played, fullMatchCommands());
    const summary = await listed(played);
    expect(summary).toMatchObject({ status: 'finished', winner: 0, gamesWon: [2, 1], current: true });
    expect(summary.forfeit).toBeNull();
    expect(summary.gamesWon).toEqual(await sheetGamesWon(played));
  });

  it('does not count a game ended by a forfeit as won', async () => {
    const played = host();
    submitAll(played, [CREATE_MATCH, TOSS, board(0), board(0), board(0), board(1)]);
    expect((await listed(played)).gamesWon).toEqual([1, 0]);
    submitAll(played, [{ type: 'Forfeit', by: 0, kind: 'resigned' }]);
    const summary = await listed(played);
    expect(summary).toMatchObject({ status: 'finished', winner: 1, gamesWon: [1, 0] });
    expect(summary.forfeit).toEqual({ by: 0, kind: 'resigned' });
    expect(summary.gamesWon).toEqual(await sheetGamesWon(played));
  });
});

describe('the match list a page at a time', () => {
  it('answers the most recently touched matches first, at most `limit`, and refuses a limit out of range', async () => {
    const target = host();
    for (const name of ['Chitra', 'Dev', 'Esha']) {
      submitAll(target, [
        {
          ...CREATE_MATCH,
          sides: [
            { name, players: [name] },
            { name: `${name} 2`, players: [`${name} 2`] },
          ],
        },
      ]);
    }
    const all = await data<readonly MatchSummary[]>(
      queryParsed(target, { type: 'ListMatches', scope: 'all' }, CONSOLE),
    );
    expect(all.map((match) => match.sides[0])).toEqual(['Esha', 'Dev', 'Chitra']);
    const two = await data<readonly MatchSummary[]>(
      queryParsed(target, { type: 'ListMatches', scope: 'all', limit: 2 }, CONSOLE),
    );
    expect(two).toEqual(all.slice(0, 2));
    for (const limit of [0, 1001, 2.5]) {
      const refused = await queryParsed(target, { type: 'ListMatches', scope: 'all', limit }, CONSOLE);
      expect(refused).toMatchObject({ ok: false });
      expect(JSON.stringify(refused)).toContain('limit');
    }
  });
});

describe('the current match alone', () => {
  it('answers only the current match’s row, as the full list has it, and none before a match is open', async () => {
    const target = host();
    expect(
      await data<readonly MatchSummary[]>(
        queryParsed(target, { type: 'ListMatches', scope: 'all', current: true }, CONSOLE),
      ),
    ).toEqual([]);
    submitAll(target, [CREATE_MATCH, TOSS, board(0)]);
    submitAll(target, [
      {
        ...CREATE_MATCH,
        sides: [
          { name: 'Dev', players: ['Dev'] },
          { name: 'Esha', players: ['Esha'] },
        ],
      },
    ]);
    submitAll(target, [TOSS, board(1)]);
    const all = await data<readonly MatchSummary[]>(
      queryParsed(target, { type: 'ListMatches', scope: 'all' }, CONSOLE),
    );
    const current = await data<readonly MatchSummary[]>(
      queryParsed(target, { type: 'ListMatches', scope: 'all', current: true }, CONSOLE),
    );
    expect(all).toHaveLength(2);
    expect(current).toEqual([all.find((match) => match.current)]);
    expect(current[0]).toMatchObject({ sides: ['Dev', 'Esha'], scores: [0, 9] });
  });
});
