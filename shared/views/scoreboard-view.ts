import { duesClockView, liveBoardView } from './live-board-view';
import { withStatistics } from './stroke-statistics';
import { queenCounts } from '../engine/board-points';
import { breakerPlayerFor, extraBoardTossDue, gamesWon, isGameOver, nextBreaker } from '../engine/game';
import { currentGame, gameInPlay } from '../engine/match';
import { timerInForce } from '../engine/officials';
import type { GameState, MatchState, ScoredBoard, Side } from '../engine/types';
import { isLastRegularBoard, sidePoints } from './game-point';
import { NO_MATCH_VIEW_SETTINGS, viewSettingsOf } from '../rules/settings';
import type {
  GameSummaryView,
  LastBoardView,
  MatchPhase,
  OfficialTimerView,
  ScoreboardView,
  SideView,
} from '../contract/scoreboard-view';

export type { ScoreboardView } from '../contract/scoreboard-view';

/** What every screen and LED board shows: a pure function of the match state. */
export function toScoreboardView(state: MatchState): ScoreboardView {
  const setup = state.setup;
  if (!setup) return emptyView();
  const phase = phaseOf(state);
  const last = currentGame(state);
  const inPlay = gameInPlay(state);
  const shown = (phase === 'gameOver' || phase === 'matchOver' ? last : inPlay) ?? last;
  const breaker = inPlay && state.toss ? nextBreaker(setup, inPlay) : null;
  const won = gamesWon(setup.sides.length, state.games);
  const playing = phase === 'playing' || phase === 'extraBoardToss';
  const board = inPlay && playing ? inPlay.boards.length + 1 : 0;
  const over = phase === 'gameOver' || phase === 'matchOver';
  const extraBoard = playing ? !!inPlay?.tiedAtEnd : over && !!last?.boards[last.boards.length - 1]?.extra;
  const points = sidePoints({
    rules: setup.ruleset,
    scores: inPlay?.scores ?? setup.sides.map(() => 0),
    board,
    extraBoard,
    gamesWon: won,
  });
  const sides: SideView[] = setup.sides.map((side, index) => {
    const score = shown?.scores[index] ?? 0;
    const nextScore = inPlay?.scores[index] ?? 0;
    const point = playing ? points[index] : undefined;
    return {
      index,
      name: side.name,
      shortName: shortNameOf(side),
      players: side.players,
      club: side.club ?? null,
      ...(side.nationality === undefined ? {} : { nationality: side.nationality }),
      score,
      gamesWon: won[index] ?? 0,
      // Once a game or the match is over no board is in play, so the queen counts for nobody.
      queenCounts: !over && queenCounts(setup.ruleset, nextScore),
      breaks: playing && breaker === index,
      breakerPlayer:
        playing && breaker === index && inPlay && state.toss
          ? breakerPlayerFor(setup, state.toss, inPlay, index)
          : null,
      gamePoint: point?.gamePoint ?? false,
      matchPoint: point?.matchPoint ?? false,
    };
  });
  const lastBoard = lastBoardOf(state);
  return {
    type: setup.type,
    phase,
    info: setup.info,
    sides,
    game: shown?.number ?? 1,
    board: over ? (last?.boards.length ?? 0) : (inPlay?.boards.length ?? 0) + 1,
    extraBoard,
    lastRegularBoard: playing && isLastRegularBoard({ rules: setup.ruleset, board, extraBoard }),
    ...viewSettingsOf(setup.ruleset),
    sideChangeDue: !!last && !isGameOver(last) && last.sideChangeAfterBoard !== null && !last.sidesChanged,
    lastBoard: lastBoard ? lastBoardView(lastBoard.game, lastBoard.board) : null,
    games: state.games.map(summary),
    gameResult: over && last ? summary(last) : null,
    matchResult:
      state.winner !== null && state.endedBy
        ? {
            winner: state.winner,
            endedBy: state.endedBy,
            forfeit: state.forfeit?.kind ?? null,
            forfeitBy: state.forfeit?.by ?? null,
          }
        : null,
    clocks: {
      stroke: state.strokeClock,
      game: state.gameClock && { ...state.gameClock, warnMs: warningMs(state) },
      official: officialView(state),
      dues: duesClockView(state),
    },
    live: liveBoardView(state),
    // Between games (and at the end) the display shows what the tracked boards counted.
    ...(over || state.winner !== null ? withStatistics(state) : {}),
  };
}

export function phaseOf(state: MatchState): MatchPhase {
  if (!state.setup) return 'setup';
  if (!state.toss && state.winner === null) return 'toss';
  if (state.winner !== null) return 'matchOver';
  const last = currentGame(state);
  if (last && isGameOver(last)) return 'gameOver';
  if (last && extraBoardTossDue(last)) {
    return 'extraBoardToss';
  }
  return 'playing';
}

/** The set-up's optional short name, blank as none. */
function shortNameOf(side: Side): string | null {
  const short = side.shortName?.trim() ?? '';
  return short === '' ? null : short;
}

function lastBoardOf(state: MatchState): { game: GameState; board: ScoredBoard } | null {
  for (let g = state.games.length - 1; g >= 0; g--) {
    const game = state.games[g]!;
    const board = game.boards[game.boards.length - 1];
    if (board) return { game, board };
  }
  return null;
}

function lastBoardView(game: GameState, board: ScoredBoard): LastBoardView {
  const entry = board.entry;
  return {
    game: game.number,
    board: board.number,
    winner: board.winner,
    points: board.points,
    pieces: entry.kind === 'sides' ? entry.pieces : null,
    queen: entry.kind === 'sides' ? entry.queen : null,
    queenCounted: board.queenCounted,
    finish: entry.kind === 'sides' ? entry.finish : null,
    extraPoints: entry.kind === 'sides' ? entry.extra : 0,
    extraBoard: board.extra,
  };
}

function officialView(state: MatchState): OfficialTimerView | null {
  const timer = timerInForce(state);
  if (!timer) return null;
  const side = timer.side === null ? undefined : state.setup?.sides[timer.side];
  return { ...timer, sideName: side ? side.name : null };
}

function summary(game: GameState): GameSummaryView {
  return {
    number: game.number,
    scores: game.scores,
    winner: game.winner,
    endedBy: game.endedBy,
    boards: game.boards.length,
  };
}

function emptyView(): ScoreboardView {
  return {
    type: null,
    phase: 'setup',
    info: {},
    sides: [],
    game: 1,
    board: 1,
    extraBoard: false,
    lastRegularBoard: false,
    ...NO_MATCH_VIEW_SETTINGS,
    sideChangeDue: false,
    lastBoard: null,
    games: [],
    gameResult: null,
    matchResult: null,
    clocks: { stroke: null, game: null },
  };
}

/** The ruleset's time warning in milliseconds left on the game clock, or null. */
function warningMs(state: MatchState): number | null {
  const minutes = state.setup?.ruleset.timeWarningMinutes ?? null;
  return minutes === null ? null : minutes * 60_000;
}
