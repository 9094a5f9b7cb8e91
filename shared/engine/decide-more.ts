import type { Command } from './commands';
import type { MatchEvent } from './events';
import { openingChoiceDue } from './opening-choice';
import { redoable } from './redo';
import type { BoardEntry, MatchSetup, MatchState, Pocketed } from './types';
import { boardLabel } from './validate-entry';
import { violation, type BoardRef, type Violation } from './violation';

type Draft =
  { readonly ok: true; readonly event: MatchEvent } | { readonly ok: false; readonly violation: Violation };

/** Redo: the board last undone, recorded again where it was (refused once a new board was entered). */
export function decideRedo(state: MatchState, game?: number, board?: number): Draft {
  const top = redoable(state);
  if (!top) {
    return {
      ok: false,
      violation: violation(
        'not_needed',
        'There is no undone board to redo: Redo restores a board taken back with Undo, until another board is entered.',
      ),
    };
  }
  if ((game !== undefined && game !== top.game) || (board !== undefined && board !== top.board)) {
    return {
      ok: false,
      violation: violation(
        'wrong_board',
        `The board to redo is ${boardLabel(top)}, not board ${board} of game ${game}: nothing was redone.`,
        top,
      ),
    };
  }
  return { ok: true, event: { type: 'BoardRedone', game: top.game, board: top.board, entry: top.entry } };
}

/** Doubles: the operator chooses which partner of the opening side breaks the next game. */
export function decideOpeningPlayer(state: MatchState, game: number, player: number): Draft {
  const due = openingChoiceDue(state);
  if (!due) {
    return {
      ok: false,
      violation: violation(
        'not_needed',
        'The opening partner is chosen in doubles only, before the first board of game 2 or 3.',
      ),
    };
  }
  if (game !== due.game) {
    return {
      ok: false,
      violation: violation('wrong_board', `Game ${due.game} is about to start, not game ${game}.`),
    };
  }
  if (player !== 0 && player !== 1) {
    return {
      ok: false,
      violation: violation('invalid_format', 'The opening partner is player 1 or player 2 of the side.'),
    };
  }
  return { ok: true, event: { type: 'OpeningPlayerChosen', game, side: due.side, player } };
}

export type MoreCommand = Extract<Command, { type: 'RedoBoard' | 'ChooseOpeningPlayer' }>;

export function decideMore(state: MatchState, command: MoreCommand): Draft {
  return command.type === 'RedoBoard'
    ? decideRedo(state, command.game, command.board)
    : decideOpeningPlayer(state, command.game, command.player);
}

/** Pieces on a carrom board: 9 black, 9 white and the queen (three-player points game). */
export const BOARD_PIECES = { black: 9, white: 9, queens: 1 } as const;

/**
 * Three players (a decide-time rule: stored logs from before it still replay): a board is over
 * when every piece is pocketed, so what the players pocketed adds up to 9 black, 9 white and the
 * queen (held by one player). Anything else is not a finished board.
 */
export function unfinishedThreeBoard(setup: MatchSetup, entry: BoardEntry, at?: BoardRef): Violation | null {
  if (setup.type !== 'three-player' || entry.kind !== 'pocketed') return null;
  const sum = (pick: (p: Pocketed) => number): number => entry.pocketed.reduce((n, p) => n + pick(p), 0);
  const black = sum((p) => p.black);
  const white = sum((p) => p.white);
  const queens = sum((p) => (p.queen ? 1 : 0));
  const where = at ? `${capitalize(boardLabel(at))}: ` : '';
  if (black !== BOARD_PIECES.black || white !== BOARD_PIECES.white) {
    return violation(
      'invalid_pieces',
      `${where}a board is finished when all pieces are pocketed: 9 black and 9 white between the three players (entered ${black} black, ${white} white).`,
      at,
    );
  }
  if (queens !== BOARD_PIECES.queens) {
    return violation(
      'invalid_queen',
      `${where}a board is finished when the queen is pocketed too: mark the player who pocketed it.`,
      at,
    );
  }
  return null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
