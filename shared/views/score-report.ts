import { queenCounts } from '../engine/board-points';
import { breakerPlayerFor, extraBoardTossDue, gamesWon, isGameOver, nextBreaker } from '../engine/game';
import { gameInPlay, nextBoardRef } from '../engine/match';
import { liveBoard } from '../engine/tracker/match';
import type { GameState, MatchState, ScoredBoard } from '../engine/types';
import { derivedReport, liveReport, type LiveReport } from './stroke-report';
import type { SideStatistics } from '../contract/scoreboard-view';
import { matchStatistics } from './stroke-statistics';

/** The `score` command's output (match-file.md, "Output"): a public contract, field for field. */
export interface ScoreReport {
  readonly status: 'finished' | 'in_progress';
  readonly winner: number | null;
  readonly endedBy: 'games' | 'forfeit' | null;
  readonly gamesWon: readonly number[];
  readonly games: readonly GameReport[];
  readonly next: NextReport | null;
  /** Per side over the boards tracked stroke by stroke; only when some board was tracked. */
  readonly statistics?: readonly SideStatistics[];
}

export interface GameReport {
  readonly number: number;
  readonly status: 'finished' | 'in_progress';
  readonly winner: number | null;
  readonly endedBy: GameState['endedBy'];
  readonly scores: readonly number[];
  readonly firstBreaker: number;
  readonly sideChangeAfterBoard: number | null;
  readonly boards: readonly BoardReport[];
}

export type BoardReport = Readonly<Record<string, unknown>>;

export interface NextReport {
  readonly game: number;
  readonly board: number;
  readonly breaker: number | null;
  readonly breakerPlayer?: number | null;
  readonly queenCounts: readonly boolean[];
  readonly needsToss: boolean;
  /** The stroke board in play (match-file.md, "Boards recorded stroke by stroke"). */
  readonly live?: LiveReport;
}

export function toScoreReport(state: MatchState): ScoreReport {
  const setup = state.setup;
  const sideCount = setup?.sides.length ?? 2;
  const finished = state.winner !== null;
  return {
    status: finished ? 'finished' : 'in_progress',
    winner: state.winner,
    endedBy: state.endedBy,
    gamesWon: gamesWon(sideCount, state.games),
    games: [...state.games, ...gameOfLiveBoard(state)].map((g) =>
      gameReport(state, g, setup?.type === 'three-player'),
    ),
    next: finished ? null : nextReport(state, sideCount),
    ...statisticsOf(state),
  };
}

/**
 * The game whose only board is the stroke board in play: listed as any game in progress is
 * (its scores, first breaker, no boards yet), so `next` never points to a game the list lacks.
 */
function gameOfLiveBoard(state: MatchState): readonly GameState[] {
  const live = liveBoard(state);
  if (!live || state.games.some((g) => g.number === live.game)) return [];
  const game = gameInPlay(state);
  return game && game.number === live.game ? [game] : [];
}

function gameReport(state: MatchState, game: GameState, threePlayer: boolean): GameReport {
  return {
    number: game.number,
    status: isGameOver(game) ? 'finished' : 'in_progress',
    winner: game.winner,
    endedBy: game.endedBy,
    scores: game.scores,
    firstBreaker: game.firstBreaker,
    sideChangeAfterBoard: game.sideChangeAfterBoard,
    boards: game.boards.map((b) => ({ ...boardReport(b, threePlayer), ...derivedReport(state, game, b) })),
  };
}

function boardReport(board: ScoredBoard, threePlayer: boolean): BoardReport {
  const common = {
    number: board.number,
    breaker: board.breaker,
    ...(board.breakerPlayer !== null ? { breakerPlayer: board.breakerPlayer } : {}),
  };
  if (threePlayer) return { ...common, points: board.points, scores: board.scores, extra: board.extra };
  return {
    ...common,
    winner: board.winner,
    points: board.winner === null ? 0 : board.points[board.winner],
    queenCounted: board.queenCounted,
    scores: board.scores,
    extra: board.extra,
  };
}

function nextReport(state: MatchState, sideCount: number): NextReport {
  const ref = nextBoardRef(state) ?? { game: 1, board: 1 };
  const game = gameInPlay(state);
  const setup = state.setup;
  const scores = game?.scores ?? new Array<number>(sideCount).fill(0);
  const queen = scores.map((s) => (setup ? queenCounts(setup.ruleset, s) : true));
  if (!setup || !state.toss || !game) {
    return { ...ref, breaker: null, queenCounts: queen, needsToss: true };
  }
  const tossDue = extraBoardTossDue(game);
  const breaker = tossDue ? null : nextBreaker(setup, game);
  const breakerPlayer = breaker === null ? null : breakerPlayerFor(setup, state.toss, game, breaker);
  const live = liveReport(state);
  return {
    ...ref,
    breaker,
    ...(setup.type === 'doubles' ? { breakerPlayer } : {}),
    queenCounts: queen,
    needsToss: tossDue,
    ...(live ? { live } : {}),
  };
}

function statisticsOf(state: MatchState): { readonly statistics?: readonly SideStatistics[] } {
  const statistics = matchStatistics(state);
  return statistics ? { statistics } : {};
}
