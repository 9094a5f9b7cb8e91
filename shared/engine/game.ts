import type { Ruleset } from '../rules/ruleset';
import { pocketedBoardPoints, sidesBoardPoints } from './board-points';
import type { BoardEntry, GameState, MatchSetup, ScoredBoard, SideIndex, Toss } from './types';

/** The side that breaks the first board of game 1, from the toss (docs/rules.md, section 4). */
export function firstBreakerFromToss(setup: MatchSetup, toss: Toss): SideIndex {
  return toss.choice === 'break' ? toss.winner : (toss.winner + 1) % setup.sides.length;
}

/** Law 49a as data: rotation from game 1's first breaker, or the previous game's loser. */
export function firstBreakerOfGame(setup: MatchSetup, toss: Toss, previous: readonly GameState[]): SideIndex {
  const opening = firstBreakerFromToss(setup, toss);
  const last = previous[previous.length - 1];
  if (setup.ruleset.gameBreak === 'loser' && last && last.winner !== null && setup.sides.length === 2) {
    return 1 - last.winner;
  }
  return (opening + previous.length) % setup.sides.length;
}

export function newGame(
  number: number,
  firstBreaker: SideIndex,
  sideCount: number,
  openingPlayer: number | null = null,
): GameState {
  return {
    number,
    firstBreaker,
    boards: [],
    scores: new Array<number>(sideCount).fill(0),
    winner: null,
    endedBy: null,
    tiedAtEnd: false,
    extraBoardBreak: null,
    sideChangeAfterBoard: null,
    sidesChanged: false,
    openingPlayer,
  };
}

export function isGameOver(game: GameState): boolean {
  return game.winner !== null;
}

/** Level after the last regular board (law 56b), and the extra board is still to be played. */
export function extraBoardDue(game: GameState): boolean {
  return game.tiedAtEnd && !isGameOver(game) && game.boards.every((b) => !b.extra);
}

/** …and the toss for its break has not been recorded yet. */
export function extraBoardTossDue(game: GameState): boolean {
  return extraBoardDue(game) && game.extraBoardBreak === null;
}

/** Who breaks the next board of an open game; null while an extra-board toss is due. */
export function nextBreaker(setup: MatchSetup, game: GameState): SideIndex | null {
  if (extraBoardDue(game)) return game.extraBoardBreak;
  const last = game.boards[game.boards.length - 1];
  if (!last) return game.firstBreaker;
  if (setup.ruleset.breakOrder === 'loser' && last.winner !== null && setup.sides.length === 2) {
    return 1 - last.winner;
  }
  return (last.breaker + 1) % setup.sides.length;
}

/** A doubles player: side and player index within the side. */
interface Seat {
  readonly side: SideIndex;
  readonly player: number;
}

/**
 * Doubles seating (laws 28, 49b, 59). Partners sit opposite each other and the turn passes to the
 * right. Game 1's opening order fixes who sits on whose right for the whole match: the opening
 * side's first player, then the other side's first, then the opening side's second, then the
 * other side's second. Moving one seat to the right after a game (59) changes nobody's neighbour.
 */
function seatOnTheRight(opener: SideIndex, seat: Seat): Seat {
  return seat.side === opener
    ? { side: 1 - seat.side, player: seat.player }
    : { side: 1 - seat.side, player: 1 - seat.player };
}

/** The first player of `side` going round the table to the right from `from`. */
function nextOfSide(opener: SideIndex, from: Seat, side: SideIndex): number {
  let seat = seatOnTheRight(opener, from);
  while (seat.side !== side) seat = seatOnTheRight(opener, seat);
  return seat.player;
}

export function isFourHanded(setup: MatchSetup): boolean {
  return (
    setup.type === 'doubles' && setup.sides.length === 2 && setup.sides.every((s) => s.players.length >= 2)
  );
}

/**
 * Doubles: the partner of the opening side who breaks a game's first board. Game 1: the first
 * player listed; later games: the one who continues the order round the table from the previous
 * game's last breaker.
 */
export function openingPlayerOfGame(
  setup: MatchSetup,
  toss: Toss,
  previous: readonly GameState[],
): number | null {
  if (!isFourHanded(setup)) return null;
  const last = previous[previous.length - 1]?.boards.at(-1);
  if (!last || last.breakerPlayer === null) return 0;
  const opener = firstBreakerFromToss(setup, toss);
  const from = { side: last.breaker, player: last.breakerPlayer };
  return nextOfSide(opener, from, firstBreakerOfGame(setup, toss, previous));
}

/**
 * Doubles: which player of `breaker` breaks the game's next board. The break passes to the right
 * (49b), so the player after any given player is always the same one, in every game.
 */
export function breakerPlayerFor(
  setup: MatchSetup,
  toss: Toss,
  game: GameState,
  breaker: SideIndex,
): number | null {
  if (!isFourHanded(setup)) return null;
  const last = game.boards.at(-1);
  if (!last || last.breakerPlayer === null) return game.openingPlayer ?? 0;
  const from = { side: last.breaker, player: last.breakerPlayer };
  return nextOfSide(firstBreakerFromToss(setup, toss), from, breaker);
}

/** The single side with the highest score, or null when the top is shared. */
function soleLeader(scores: readonly number[]): SideIndex | null {
  let leader: SideIndex | null = null;
  let top = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i] as number;
    if (s > top) {
      top = s;
      leader = i;
    } else if (s === top) {
      leader = null;
    }
  }
  return leader;
}

/** Law 60 applies to the deciding game of a match of three or more games. */
export function isDecidingGame(rules: Ruleset, gameNumber: number): boolean {
  return rules.bestOf >= 3 && gameNumber === rules.bestOf;
}

/**
 * Adds one validated board to an open game whose breaker is known, then applies the laws
 * that end a game: target (56a), board limit (56a/b), time, and the extra board after a tie.
 */
export function playBoard(
  setup: MatchSetup,
  game: GameState,
  entry: BoardEntry,
  breaker: SideIndex,
  breakerPlayer: number | null,
): GameState {
  const rules = setup.ruleset;
  const number = game.boards.length + 1;
  const extra = game.tiedAtEnd;
  let points: readonly number[];
  let winner: SideIndex | null;
  let queenCounted: boolean;
  if (entry.kind === 'sides') {
    const scored = sidesBoardPoints(rules, entry, game.scores[entry.winner] ?? 0);
    const perSide = new Array<number>(game.scores.length).fill(0);
    perSide[entry.winner] = scored.points;
    points = perSide;
    winner = entry.winner;
    queenCounted = scored.queenCounted;
  } else {
    const scored = pocketedBoardPoints(rules, entry, game.scores);
    points = scored.points;
    winner = null;
    queenCounted = scored.queenCounted;
  }
  const scores = new Array<number>(game.scores.length);
  for (let side = 0; side < scores.length; side++)
    scores[side] = (game.scores[side] as number) + (points[side] ?? 0);
  const board: ScoredBoard = {
    number,
    entry,
    breaker,
    breakerPlayer,
    winner,
    points,
    queenCounted,
    scores,
    extra,
  };
  const boards = game.boards.slice();
  boards.push(board);
  const played: GameState = {
    number: game.number,
    firstBreaker: game.firstBreaker,
    boards,
    scores,
    winner: game.winner,
    endedBy: game.endedBy,
    tiedAtEnd: game.tiedAtEnd,
    extraBoardBreak: game.extraBoardBreak,
    sideChangeAfterBoard: game.sideChangeAfterBoard,
    sidesChanged: game.sidesChanged,
    openingPlayer: game.openingPlayer,
  };
  return settleGame(rules, played, entry.timeUp);
}

function settleGame(rules: Ruleset, game: GameState, timeUp: boolean): GameState {
  const single = soleLeader(game.scores);
  const reachedTarget = rules.target !== null && reaches(game.scores, rules.target);

  let ended: Pick<GameState, 'winner' | 'endedBy' | 'tiedAtEnd'> | null = null;
  if (game.tiedAtEnd) {
    ended = single !== null ? { winner: single, endedBy: 'extraBoard', tiedAtEnd: true } : null;
  } else if (reachedTarget) {
    ended = single !== null ? { winner: single, endedBy: 'points', tiedAtEnd: false } : tie();
  } else if (rules.boardLimit !== null && game.boards.length >= rules.boardLimit) {
    ended = single !== null ? { winner: single, endedBy: 'boards', tiedAtEnd: false } : tie();
  } else if (timeUp) {
    ended = single !== null ? { winner: single, endedBy: 'time', tiedAtEnd: false } : tie();
  }
  const settled = ended ? { ...game, ...ended } : game;
  return withSideChange(rules, settled);
}

function reaches(scores: readonly number[], points: number): boolean {
  for (const s of scores) if (s >= points) return true;
  return false;
}

function tie(): Pick<GameState, 'winner' | 'endedBy' | 'tiedAtEnd'> {
  return { winner: null, endedBy: null, tiedAtEnd: true };
}

/** Law 60: after board N or as soon as a side reaches the points, whichever comes first. */
function withSideChange(rules: Ruleset, game: GameState): GameState {
  if (game.sideChangeAfterBoard !== null || game.winner !== null) return game;
  if (!isDecidingGame(rules, game.number)) return game;
  const board = game.boards.length;
  const byBoards = rules.sideChangeAfterBoards !== null && board >= rules.sideChangeAfterBoards;
  const byPoints = rules.sideChangePoints !== null && reaches(game.scores, rules.sideChangePoints);
  return byBoards || byPoints ? { ...game, sideChangeAfterBoard: board } : game;
}

/** Games won on the table (a game ended by forfeit does not count). */
export function gamesWon(sideCount: number, games: readonly GameState[]): readonly number[] {
  const won = new Array<number>(sideCount).fill(0);
  for (const g of games) {
    if (g.winner !== null && g.endedBy !== 'forfeit') won[g.winner] = (won[g.winner] ?? 0) + 1;
  }
  return won;
}

export function matchWinnerByGames(rules: Ruleset, won: readonly number[]): SideIndex | null {
  const needed = Math.floor(rules.bestOf / 2) + 1;
  const index = won.findIndex((w) => w >= needed);
  return index === -1 ? null : index;
}
