import {
  breakerPlayerFor,
  extraBoardTossDue,
  firstBreakerOfGame,
  gamesWon,
  isGameOver,
  matchWinnerByGames,
  newGame,
  nextBreaker,
  openingPlayerOfGame,
  playBoard,
} from './game';
import type {
  BoardEntry,
  ForfeitKind,
  GameClock,
  GameState,
  MatchSetup,
  MatchState,
  SideIndex,
  Toss,
} from './types';
import type { BoardRef } from './violation';

export function currentGame(state: MatchState): GameState | null {
  return state.games[state.games.length - 1] ?? null;
}

export function isMatchOver(state: MatchState): boolean {
  return state.winner !== null;
}

/** Where the next board goes, or null when the match cannot take one. */
export function nextBoardRef(state: MatchState): BoardRef | null {
  if (!state.setup || !state.toss || isMatchOver(state)) return null;
  const game = currentGame(state);
  if (!game || isGameOver(game)) return { game: (game?.number ?? 0) + 1, board: 1 };
  return { game: game.number, board: game.boards.length + 1 };
}

/** The game the next board belongs to (a fresh one when the last game is over). */
export function gameInPlay(state: MatchState): GameState | null {
  const { setup, toss } = state;
  if (!setup || !toss || isMatchOver(state)) return null;
  const game = currentGame(state);
  if (game && !isGameOver(game)) return game;
  return newGame(
    state.games.length + 1,
    firstBreakerOfGame(setup, toss, state.games),
    setup.sides.length,
    openingPlayerFor(state, setup, toss),
  );
}

/** Doubles: the partner who opens a new game: the operator's choice, else the usual one. */
function openingPlayerFor(state: MatchState, setup: MatchSetup, toss: Toss): number | null {
  const usual = openingPlayerOfGame(setup, toss, state.games);
  const chosen = state.openingChoices[state.games.length];
  return usual === null || chosen === undefined || chosen === null ? usual : chosen;
}

export function breakerOfNextBoard(state: MatchState): SideIndex | null {
  const game = gameInPlay(state);
  return game && state.setup ? nextBreaker(state.setup, game) : null;
}

export function freshGameClock(setup: MatchSetup): GameClock | null {
  const minutes = setup.ruleset.timeLimitMinutes;
  return minutes === null
    ? null
    : { limitMs: minutes * 60_000, usedMs: 0, runningSince: null, expired: false };
}

/** Adds a validated board to the game in play and settles the game and the match. */
export function withBoard(state: MatchState, entry: BoardEntry, version: number = state.version): MatchState {
  const setup = state.setup as MatchSetup;
  const open = gameInPlay(state) as GameState;
  const breaker = nextBreaker(setup, open) as SideIndex;
  const timeUp = entry.timeUp || state.timeUpPending;
  const played = timeUp === entry.timeUp ? entry : { ...entry, timeUp };
  const breakerPlayer = breakerPlayerFor(setup, state.toss as Toss, open, breaker);
  const game = playBoard(setup, open, played, breaker, breakerPlayer);
  const games = state.games.slice();
  games[open.number - 1] = game;
  const gameEnded = isGameOver(game);
  const winner = gameEnded ? matchWinnerByGames(setup.ruleset, gamesWon(setup.sides.length, games)) : null;
  const stroke = state.strokeClock;
  // Listed field by field (not spread): this is the replay hot path, and one object shape keeps it fast.
  return {
    setup: state.setup,
    toss: state.toss,
    games,
    forfeit: state.forfeit,
    winner,
    endedBy: winner === null ? null : 'games',
    gameClock: gameEnded ? freshGameClock(setup) : state.gameClock,
    strokeClock: stroke && stroke.startedAt !== null ? { ...stroke, startedAt: null } : stroke,
    timeUpPending: false,
    officials: state.officials,
    // A new board ends what Redo could restore.
    undone: NOTHING_UNDONE,
    openingChoices: state.openingChoices,
    // A recorded board ends the one tracked (a tracked board is recorded when it ends).
    live: null,
    tracked: state.tracked,
    remarks: state.remarks,
    version,
  };
}

const NOTHING_UNDONE: MatchState['undone'] = [];

/** What one game holds besides its boards, kept across a replay of the boards. */
export interface GameRecord {
  readonly entries: readonly BoardEntry[];
  readonly extraBoardBreak: SideIndex | null;
  readonly sidesChanged: boolean;
}

export function recordsOf(state: MatchState): readonly GameRecord[] {
  return state.games.map((g) => ({
    entries: g.boards.map((b) => b.entry),
    extraBoardBreak: g.extraBoardBreak,
    sidesChanged: g.sidesChanged,
  }));
}

export interface RebuildProblem {
  readonly kind: PlacementProblem | 'missing_toss' | 'forfeit_after_match_end';
  readonly at: BoardRef | null;
}

export type RebuildResult =
  | { readonly ok: true; readonly state: MatchState }
  | { readonly ok: false; readonly problem: RebuildProblem; readonly invalid: readonly BoardRef[] };

/**
 * Scores a whole record again from its first board: how a correction or a void is applied,
 * because every later board depends on the score before it (queen cut-off, game end).
 */
export function rebuild(base: MatchState, records: readonly GameRecord[]): RebuildResult {
  let state: MatchState = {
    ...base,
    games: [],
    winner: null,
    endedBy: null,
    timeUpPending: false,
  };
  for (let g = 0; g < records.length; g++) {
    const record = records[g] as GameRecord;
    for (let b = 0; b < record.entries.length; b++) {
      const at = { game: g + 1, board: b + 1 };
      const problem = placementProblem(state, at);
      if (problem) return { ok: false, problem: { kind: problem, at }, invalid: remaining(records, at) };
      const open = gameInPlay(state) as GameState;
      if (extraBoardTossDue(open)) {
        if (record.extraBoardBreak === null) {
          return { ok: false, problem: { kind: 'missing_toss', at }, invalid: remaining(records, at) };
        }
        state = withExtraBoardToss(state, record.extraBoardBreak);
      }
      state = withBoard(state, record.entries[b] as BoardEntry);
    }
    state = restoreGameFlags(state, g + 1, record);
  }
  if (base.forfeit && isMatchOver(state)) {
    return { ok: false, problem: { kind: 'forfeit_after_match_end', at: null }, invalid: [] };
  }
  const forfeited = base.forfeit ? withForfeit(state, base.forfeit.by, base.forfeit.kind) : state;
  return {
    ok: true,
    state: {
      ...forfeited,
      gameClock: base.gameClock,
      strokeClock: base.strokeClock,
      timeUpPending: base.timeUpPending,
      undone: base.undone,
      live: base.live,
    },
  };
}

function restoreGameFlags(state: MatchState, number: number, record: GameRecord): MatchState {
  const game = state.games[number - 1];
  if (!game) return state;
  let restored = game;
  if (record.extraBoardBreak !== null && extraBoardTossDue(game)) {
    restored = { ...restored, extraBoardBreak: record.extraBoardBreak };
  }
  if (record.sidesChanged && game.sideChangeAfterBoard !== null)
    restored = { ...restored, sidesChanged: true };
  return restored === game ? state : replaceGame(state, restored);
}

export type PlacementProblem =
  'board_after_game_end' | 'game_not_finished' | 'game_after_match_end' | 'wrong_board';

/** Why a board meant for `at` cannot go there, or null when it is the next board. */
export function placementProblem(state: MatchState, at: BoardRef): PlacementProblem | null {
  const expected = nextBoardRef(state);
  if (expected === null) {
    const last = currentGame(state);
    return last && at.game <= last.number && isGameOver(last)
      ? 'board_after_game_end'
      : 'game_after_match_end';
  }
  if (at.game === expected.game) return at.board === expected.board ? null : 'wrong_board';
  return at.game < expected.game ? 'board_after_game_end' : 'game_not_finished';
}

function remaining(records: readonly GameRecord[], from: BoardRef): readonly BoardRef[] {
  const refs: BoardRef[] = [];
  records.forEach((r, g) =>
    r.entries.forEach((_, b) => {
      const game = g + 1;
      const board = b + 1;
      if (game > from.game || (game === from.game && board >= from.board)) refs.push({ game, board });
    }),
  );
  return refs;
}

export function replaceGame(state: MatchState, game: GameState): MatchState {
  return { ...state, games: state.games.map((g) => (g.number === game.number ? game : g)) };
}

/** Records the extra-board toss on the game in play (creating nothing: the game is open). */
export function withExtraBoardToss(state: MatchState, winner: SideIndex): MatchState {
  const game = currentGame(state) as GameState;
  return replaceGame(state, { ...game, extraBoardBreak: winner });
}

export function withForfeit(state: MatchState, by: SideIndex, kind: ForfeitKind): MatchState {
  const winner = forfeitWinner(state, by);
  const game = currentGame(state);
  const games =
    game && !isGameOver(game)
      ? [...state.games.slice(0, -1), { ...game, winner, endedBy: 'forfeit' as const }]
      : state.games;
  return { ...state, games, forfeit: { by, kind }, winner, endedBy: 'forfeit' };
}

/** Two sides: the other side. Three players: the leader of the others by games, then score. */
export function forfeitWinner(state: MatchState, by: SideIndex): SideIndex {
  const setup = state.setup as MatchSetup;
  const won = gamesWon(setup.sides.length, state.games);
  const scores = currentGame(state)?.scores ?? [];
  const others = setup.sides.map((_, i) => i).filter((i) => i !== by);
  return others.reduce((best, i) => {
    const key = (s: number): [number, number] => [won[s] ?? 0, scores[s] ?? 0];
    const [bw, bs] = key(best);
    const [iw, is] = key(i);
    return iw > bw || (iw === bw && is > bs) ? i : best;
  }, others[0] as SideIndex);
}
