import { gamesWon } from '../../shared/engine/game';
import type { MatchState } from '../../shared/engine/index';
import type { MatchStatus, MatchSummary } from '../../shared/contract/contract';

export type StoredSummary = Omit<
  MatchSummary,
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'current' | 'damaged'
>;

export function statusOf(state: MatchState): MatchStatus {
  return state.winner === null ? 'in_progress' : 'finished';
}

/** What the match list shows without replaying the match. */
export function summaryOf(state: MatchState): StoredSummary {
  const setup = state.setup;
  const sides = setup?.sides ?? [];
  const lastGame = state.games[state.games.length - 1];
  return {
    type: setup?.type ?? null,
    sides: sides.map((side) => side.name),
    info: setup?.info ?? {},
    gamesWon: gamesWon(sides.length, state.games),
    scores: lastGame ? lastGame.scores : sides.map(() => 0),
    winner: state.winner,
    forfeit: state.forfeit,
  };
}

/** A file name that says what the match was: date, sides, and the kind of file. */
export function exportFileName(state: MatchState, createdAt: number, extension: string): string {
  const date = new Date(createdAt);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const names = (state.setup?.sides ?? []).map((side) => side.name).join('-vs-');
  const safe = names
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `carrom-${day}${safe ? `-${safe}` : ''}.${extension}`;
}
