/*
 * Match results in words, winner first (issue 13 item 9), for the console's prompt, the printed
 * sheet and the match list: "Asha wins the match: Bruno resigned", "Bruno wins 2–1".
 */
import type { ForfeitKind } from '../../shared/engine';
import type { ConsoleTranslate } from '../../shared/i18n/console';
import { winnerFirstText } from '../common/result-text';

export interface MatchOutcome {
  readonly winner: number;
  readonly gamesWon: readonly number[];
  readonly forfeit: { readonly by: number; readonly kind: ForfeitKind } | null;
}

const FORFEIT_KEY = {
  resigned: 'resultResigned',
  walkover: 'resultWalkover',
  left: 'resultLeft',
  technical: 'resultTechnical',
} as const satisfies Record<ForfeitKind, string>;

/** The games won, winner first ("2–1"). */
export function gamesWinnerFirst(outcome: MatchOutcome): string {
  return winnerFirstText(outcome.gamesWon, outcome.winner);
}

/**
 * A forfeited match: who won and why; the games only when some were played (never "0–0").
 * Null when the match was won on the table.
 */
export function forfeitResultText(
  outcome: MatchOutcome,
  names: readonly string[],
  t: ConsoleTranslate,
): string | null {
  const forfeit = outcome.forfeit;
  if (forfeit === null) return null;
  const text = t(FORFEIT_KEY[forfeit.kind], {
    winner: names[outcome.winner] ?? '',
    loser: names[forfeit.by] ?? '',
  });
  const played = outcome.gamesWon.some((games) => games > 0);
  return played ? t('resultWithGames', { text, games: gamesWinnerFirst(outcome) }) : text;
}

/** The match list's result column: "Bruno wins 2–1 (25–3)" winner first; running matches in side order. */
export function listResultText(
  match: {
    readonly sides: readonly string[];
    readonly gamesWon: readonly number[];
    readonly scores: readonly number[];
    readonly winner: number | null;
    readonly forfeit: MatchOutcome['forfeit'];
  },
  t: ConsoleTranslate,
): string {
  const winner = match.winner;
  if (winner === null) return `${match.gamesWon.join('–')} (${match.scores.join('–')})`;
  const outcome = { winner, gamesWon: match.gamesWon, forfeit: match.forfeit };
  const forfeit = forfeitResultText(outcome, match.sides, t);
  if (forfeit !== null) return forfeit;
  const games = t('matchResult', { name: match.sides[winner] ?? '', games: gamesWinnerFirst(outcome) });
  return `${games} (${winnerFirstText(match.scores, winner)})`;
}
