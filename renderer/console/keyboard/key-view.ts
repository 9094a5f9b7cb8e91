import type { SidesBoardEntry } from '../../../shared/engine';
import type { ConsoleView, SheetRow } from '../../../shared/contract/console-view';
import type { ScoreboardView } from '../../../shared/contract/scoreboard-view';
import { sideLabel } from '../words';
import type { KeyView } from './types';

/** What the keyboard needs of the host's last push; null before a match is set up. */
export function keyViewOf(view: ScoreboardView | null, own: ConsoleView | null): KeyView | null {
  if (!view || !view.type || view.phase === 'setup') return null;
  const names = view.sides.map((side, i) => sideLabel(side, i));
  const timed = own?.rules?.timed ?? false;
  const opening = own?.openingChoice ?? null;
  return {
    type: view.type,
    names,
    phase: view.phase,
    at:
      view.phase === 'gameOver' ? { game: view.game + 1, board: 1 } : { game: view.game, board: view.board },
    canEnter: (view.phase === 'playing' || view.phase === 'gameOver') && !own?.damagedRecord,
    // Time up comes from the game clock (T) where one runs: no per-board flag then.
    boardTimeUp: timed && !view.clocks.game,
    undo: own?.undo ? { game: own.undo.game, board: own.undo.board } : null,
    redo: own?.redo ? { game: own.redo.game, board: own.redo.board } : null,
    openingChoice: opening
      ? { game: opening.game, player: opening.player, players: view.sides[opening.side]?.players ?? [] }
      : null,
    sideChangeDue: view.sideChangeDue,
    forfeit: own?.sheet?.forfeit ?? null,
    clocks: view.clocks,
    next: own?.next ?? null,
    boards: (own?.sheet?.games ?? []).flatMap((game) =>
      game.rows.map((row) => ({ game: game.number, board: row.board, entry: recordedEntry(row) })),
    ),
    live: view.live ?? null,
  };
}

/** A two-side board as recorded (null for a three-player row). */
export function recordedEntry(row: SheetRow): SidesBoardEntry | null {
  if (row.winner === null || row.pieces === null || row.queen === null || row.finish === null) return null;
  const { winner, pieces, queen, finish, timeUp } = row;
  return { kind: 'sides', winner, pieces, queen, finish, extra: row.extraPoints, timeUp };
}
