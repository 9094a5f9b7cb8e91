import { firstBreakerOfGame, isFourHanded, openingPlayerOfGame } from './game';
import { nextBoardRef } from './match';
import type { MatchState, SideIndex } from './types';

/**
 * Doubles, games 2 and 3: which partner of the opening side breaks the game's first board. By
 * default the one who continues the order round the table (`openingPlayerOfGame`); the operator
 * may choose the other partner before the game's first board (OpeningPlayerChosen).
 */
export interface OpeningChoice {
  readonly game: number;
  /** The side that opens the game. */
  readonly side: SideIndex;
  /** The partner who continues the order round the table. */
  readonly usual: number;
  /** The partner who will break: the operator's choice, else `usual`. */
  readonly player: number;
}

/** The choice due now: the next board opens game 2 or later of a four-handed doubles match. */
export function openingChoiceDue(state: MatchState): OpeningChoice | null {
  const { setup, toss } = state;
  const next = nextBoardRef(state);
  if (!setup || !toss || !next || next.board !== 1 || next.game < 2 || !isFourHanded(setup)) return null;
  const usual = openingPlayerOfGame(setup, toss, state.games) ?? 0;
  return {
    game: next.game,
    side: firstBreakerOfGame(setup, toss, state.games),
    usual,
    player: state.openingChoices[next.game - 1] ?? usual,
  };
}

/** Why choosing `player` to open `game` does not follow the state, in words; null when it does. */
export function openingChoiceProblem(
  state: MatchState,
  game: number,
  side: SideIndex,
  player: number,
): string | null {
  const due = openingChoiceDue(state);
  if (!due) {
    return 'the opening partner can only be chosen in doubles, before the first board of game 2 or 3';
  }
  if (game !== due.game) return `the game about to start is game ${due.game}, not game ${game}`;
  if (side !== due.side) return `game ${game} is opened by side ${due.side + 1}, not side ${side + 1}`;
  if (player !== 0 && player !== 1) return 'the opening partner is player 1 or 2 of the opening side';
  return null;
}

export function withOpeningChoice(state: MatchState, game: number, player: number): MatchState {
  const choices = state.openingChoices.slice();
  while (choices.length < game) choices.push(null);
  choices[game - 1] = player;
  return { ...state, openingChoices: choices };
}
