import { gamesWon, isGameOver } from '../engine/game';
import type {
  Finish,
  ForfeitKind,
  GameEnd,
  MatchEnd,
  MatchInfo,
  MatchState,
  QueenCover,
  ScoredBoard,
} from '../engine/types';
import type { MatchType } from '../rules/ruleset';
import { withStatistics, type StatisticsView } from './stroke-statistics';

/** One row of the paper score sheet. */
export interface SheetRow {
  readonly board: number;
  readonly breaker: number;
  readonly breakerPlayer: number | null;
  readonly winner: number | null;
  /** Two-side boards: opponent's pieces counted; three-player: null. */
  readonly pieces: number | null;
  readonly queen: QueenCover | null;
  readonly finish: Finish | null;
  readonly extraPoints: number;
  readonly queenCounted: boolean;
  /** Points added per side. */
  readonly points: readonly number[];
  /** Running totals per side after this board. */
  readonly totals: readonly number[];
  readonly extraBoard: boolean;
  readonly timeUp: boolean;
  /** Three-player: what each player pocketed, as "2B 1W Q". */
  readonly pocketed: readonly string[] | null;
}

export interface SheetGame {
  readonly number: number;
  readonly firstBreaker: number;
  readonly rows: readonly SheetRow[];
  readonly scores: readonly number[];
  readonly finished: boolean;
  readonly winner: number | null;
  readonly endedBy: GameEnd | null;
  readonly sideChangeAfterBoard: number | null;
}

export interface ScoreSheet {
  readonly type: MatchType;
  readonly info: MatchInfo;
  readonly sides: readonly {
    readonly name: string;
    readonly players: readonly string[];
    readonly club: string | null;
  }[];
  readonly rules: string;
  readonly stage: string;
  readonly games: readonly SheetGame[];
  readonly winner: number | null;
  readonly endedBy: MatchEnd | null;
  readonly forfeit: { readonly by: number; readonly kind: ForfeitKind } | null;
  readonly gamesWon: readonly number[];
  /** The ICF card's "Remarks of Umpire" (empty: none written). */
  readonly remarks: string;
  /** Statistics of the tracked boards (issue 28), when the match has any. */
  readonly statistics?: StatisticsView;
}

export function toScoreSheet(state: MatchState): ScoreSheet | null {
  const setup = state.setup;
  if (!setup) return null;
  return {
    type: setup.type,
    info: setup.info,
    sides: setup.sides.map((s) => ({ name: s.name, players: s.players, club: s.club ?? null })),
    rules: setup.ruleset.preset,
    stage: setup.stage,
    games: state.games.map((g) => ({
      number: g.number,
      firstBreaker: g.firstBreaker,
      rows: g.boards.map(row),
      scores: g.scores,
      finished: isGameOver(g),
      winner: g.winner,
      endedBy: g.endedBy,
      sideChangeAfterBoard: g.sideChangeAfterBoard,
    })),
    winner: state.winner,
    endedBy: state.endedBy,
    forfeit: state.forfeit,
    gamesWon: gamesWon(setup.sides.length, state.games),
    remarks: state.remarks,
    ...withStatistics(state),
  };
}

function row(board: ScoredBoard): SheetRow {
  const e = board.entry;
  return {
    board: board.number,
    breaker: board.breaker,
    breakerPlayer: board.breakerPlayer,
    winner: board.winner,
    pieces: e.kind === 'sides' ? e.pieces : null,
    queen: e.kind === 'sides' ? e.queen : null,
    finish: e.kind === 'sides' ? e.finish : null,
    extraPoints: e.kind === 'sides' ? e.extra : 0,
    queenCounted: board.queenCounted,
    points: board.points,
    totals: board.scores,
    extraBoard: board.extra,
    timeUp: e.timeUp,
    pocketed:
      e.kind === 'pocketed'
        ? e.pocketed.map((p) => [`${p.black}B`, `${p.white}W`, p.queen ? 'Q' : ''].filter(Boolean).join(' '))
        : null,
  };
}

/** The boards as CSV: shared/views/sheet-csv.ts. */
export { toScoreSheetCsv } from './sheet-csv';
