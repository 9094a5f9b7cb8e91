import { gamesWon, isGameOver } from '../engine/game';
import type { ScoreSheet, SheetRow } from '../contract/console-view';
import type { MatchState, ScoredBoard } from '../engine/types';
import { withStatistics } from './stroke-statistics';

export type { ScoreSheet } from '../contract/console-view';

export function toScoreSheet(state: MatchState): ScoreSheet | null {
  const setup = state.setup;
  if (!setup) return null;
  return {
    type: setup.type,
    info: setup.info,
    sides: setup.sides.map((s) => ({
      name: s.name,
      players: s.players,
      club: s.club ?? null,
      ...(s.nationality === undefined ? {} : { nationality: s.nationality }),
    })),
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
