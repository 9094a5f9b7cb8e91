import type { GameResult, VenueResultBody } from '../contract/venue';
import type { ScoreSheet, SheetGame, SheetRow } from '../contract/console-view';

/**
 * What a table publishes on its results topic after a change: the score sheet as it was last
 * published, compared with the sheet now. New boards are `recorded`, changed ones `corrected`,
 * vanished ones `voided`; a game whose result changed gets a game message, a match whose result
 * changed a match message. Pure: the same two sheets always give the same results, so a host
 * that stopped between its commit and its outbox finds the same results when it starts again.
 */
export function sheetResults(previous: ScoreSheet | null, next: ScoreSheet): readonly VenueResultBody[] {
  const results: VenueResultBody[] = [];
  const gameCount = Math.max(previous?.games.length ?? 0, next.games.length);
  for (let index = 0; index < gameCount; index += 1) {
    const before = previous?.games[index];
    const after = next.games[index];
    results.push(...boardResults(index + 1, before?.rows ?? [], after?.rows ?? []));
    const wasResult = before ? gameResultOf(before) : null;
    const isResult = after ? gameResultOf(after) : null;
    if (!sameJson(wasResult, isResult) && (wasResult?.finished || isResult?.finished)) {
      results.push({
        kind: 'game',
        game: isResult?.game ?? { number: index + 1, scores: [], winner: null, endedBy: null },
        finished: isResult?.finished ?? false,
      });
    }
  }
  const wasMatch = previous ? matchResultOf(previous) : null;
  const isMatch = matchResultOf(next);
  const decided = (wasMatch !== null && wasMatch.winner !== null) || isMatch.winner !== null;
  // A name or a detail changed after the result (a forfeit's sides corrected): the results list
  // shows the match's latest result, which carries them, so it goes again.
  const details = (sheet: ScoreSheet) => ({ sides: sheet.sides, info: sheet.info, type: sheet.type });
  const renamed = previous !== null && !sameJson(details(previous), details(next));
  if (decided && (renamed || !sameJson(wasMatch, isMatch))) results.push(isMatch);
  return results;
}

function boardResults(
  game: number,
  before: readonly SheetRow[],
  after: readonly SheetRow[],
): readonly VenueResultBody[] {
  const results: VenueResultBody[] = [];
  const known = new Map(before.map((row) => [row.board, row]));
  for (const row of after) {
    const was = known.get(row.board);
    known.delete(row.board);
    if (was && sameJson(was, row)) continue;
    results.push({ kind: 'board', game, board: row.board, row, change: was ? 'corrected' : 'recorded' });
  }
  for (const board of known.keys()) results.push({ kind: 'board', game, board, row: null, change: 'voided' });
  return results;
}

function gameResultOf(game: SheetGame): { readonly game: GameResult; readonly finished: boolean } {
  return {
    game: { number: game.number, scores: game.scores, winner: game.winner, endedBy: game.endedBy },
    finished: game.finished,
  };
}

function matchResultOf(sheet: ScoreSheet): Extract<VenueResultBody, { kind: 'match' }> {
  return {
    kind: 'match',
    winner: sheet.winner,
    endedBy: sheet.endedBy,
    forfeit: sheet.forfeit,
    gamesWon: sheet.gamesWon,
    games: sheet.games
      .filter((game) => game.finished)
      .map((game) => ({
        number: game.number,
        scores: game.scores,
        winner: game.winner,
        endedBy: game.endedBy,
      })),
  };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
