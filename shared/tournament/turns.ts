import { TournamentProblem, type Tourney, type TourneyMatch } from './model';

/**
 * What makes a turn playable at the tables: no competitor twice in it, no table twice, and the
 * current turn one the file has (or 0 before the first pairing).
 */
export function checkTurns(tourney: Tourney, where: string): void {
  const byTurn = new Map<number, TourneyMatch[]>();
  for (const match of tourney.matches) {
    const list = byTurn.get(match.turn) ?? [];
    list.push(match);
    byTurn.set(match.turn, list);
  }
  for (const [turn, matches] of byTurn) checkTurn(turn, matches, where);
  if (tourney.currentTurn > 0 && !byTurn.has(tourney.currentTurn)) {
    throw new TournamentProblem(
      'no_such_turn',
      `${where}, currentturn: turn ${tourney.currentTurn} has no match in the file (${turnsText(byTurn.keys())})`,
    );
  }
}

function checkTurn(turn: number, matches: readonly TourneyMatch[], where: string): void {
  const tables = new Map<number, number>();
  const seen = new Map<number, number | null>();
  for (const match of matches) {
    if (match.table !== null) {
      if (tables.has(match.table)) {
        throw new TournamentProblem(
          'invalid_format',
          `${where}: turn ${turn} has two matches at table ${match.table}`,
        );
      }
      tables.set(match.table, match.competitor1);
    }
    for (const competitor of [match.competitor1, match.competitor2]) {
      if (competitor === null) continue;
      if (seen.has(competitor)) {
        throw new TournamentProblem(
          'invalid_format',
          `${where}: competitor ${competitor} plays twice in turn ${turn} (tables ${tableText(seen.get(competitor)!)} and ${tableText(match.table)})`,
        );
      }
      seen.set(competitor, match.table);
    }
  }
}

const tableText = (table: number | null): string => (table === null ? 'a bye' : String(table));

export function turnsText(turns: Iterable<number>): string {
  const sorted = [...turns].sort((a, b) => a - b);
  if (sorted.length === 0) return 'it has no match at all';
  return `its turns are ${sorted.join(', ')}`;
}

export function turnsOf(tourney: Tourney): readonly number[] {
  return [...new Set(tourney.matches.map((m) => m.turn))].sort((a, b) => a - b);
}
