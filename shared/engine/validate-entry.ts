import type { BoardEntry, MatchSetup, Pocketed } from './types';
import { quote } from '../text/quote';
import { violation, type BoardRef, type Violation } from './violation';

const isWhole = (n: unknown, min: number, max: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

export function boardLabel(at: BoardRef): string {
  return `board ${at.board} of game ${at.game}`;
}

/** Checks one entered board against the laws that do not depend on the score. */
export function validateEntry(setup: MatchSetup, entry: BoardEntry, at: BoardRef): Violation | null {
  if (entry.timeUp && setup.ruleset.timeLimitMinutes === null) {
    return violation(
      'invalid_format',
      `${boardLabel(at)} is marked "time up", but this ruleset has no game clock`,
      at,
    );
  }
  if (entry.kind === 'pocketed') return validatePocketed(setup, entry.pocketed, at);
  if (setup.type === 'three-player') {
    return violation(
      'invalid_format',
      `${boardLabel(at)}: a three-player board lists what each player pocketed`,
      at,
    );
  }
  const sideCount = setup.sides.length;
  if (!isWhole(entry.winner, 0, sideCount - 1)) {
    return violation(
      'invalid_winner',
      `${boardLabel(at)}: the winner must be side ${listSides(sideCount)}, not ${quote(entry.winner)}`,
      at,
    );
  }
  if (entry.finish === 'normal') {
    if (!isWhole(entry.pieces, 1, 9)) {
      const why =
        entry.pieces === 0
          ? 'a board that finished normally cannot leave the opponent 0 pieces: the opponent would have finished first'
          : `the opponent's pieces left must be 1 to 9, not ${quote(entry.pieces)}`;
      return violation('invalid_pieces', `${boardLabel(at)}: ${why}`, at);
    }
  } else if (!isWhole(entry.pieces, 0, 9)) {
    return violation(
      'invalid_pieces',
      `${boardLabel(at)}: the offender's pieces counted must be 0 to 9, not ${quote(entry.pieces)}`,
      at,
    );
  }
  if (entry.queen !== 'winner' && entry.queen !== 'loser' && entry.queen !== 'none') {
    return violation('invalid_queen', `${boardLabel(at)}: the queen must be "winner", "loser" or "none"`, at);
  }
  if (entry.finish === 'normal' && entry.queen === 'none') {
    return violation(
      'invalid_queen',
      `${boardLabel(at)}: on a normal finish the queen has always been covered, by the winner or by the loser`,
      at,
    );
  }
  if (!isWhole(entry.extra, 0, 2)) {
    return violation('invalid_extra', `${boardLabel(at)}: additional penalty points must be 0, 1 or 2`, at);
  }
  if (entry.finish === 'normal' && entry.extra !== 0) {
    return violation(
      'invalid_extra',
      `${boardLabel(at)}: additional points are only awarded on a penalty finish`,
      at,
    );
  }
  return null;
}

function listSides(count: number): string {
  return Array.from({ length: count }, (_, i) => String(i)).join(' or ');
}

function validatePocketed(setup: MatchSetup, pocketed: readonly Pocketed[], at: BoardRef): Violation | null {
  if (setup.type !== 'three-player') {
    return violation(
      'invalid_format',
      `${boardLabel(at)}: only the three-player game lists pocketed pieces per player; enter the winner and pieces left`,
      at,
    );
  }
  if (pocketed.length !== setup.sides.length) {
    return violation(
      'invalid_format',
      `${boardLabel(at)}: list what each of the ${setup.sides.length} players pocketed`,
      at,
    );
  }
  let black = 0;
  let white = 0;
  let queens = 0;
  for (const p of pocketed) {
    if (!isWhole(p.black, 0, 9) || !isWhole(p.white, 0, 9)) {
      return violation(
        'invalid_pieces',
        `${boardLabel(at)}: a player pockets 0 to 9 pieces of each colour`,
        at,
      );
    }
    black += p.black;
    white += p.white;
    if (p.queen) queens += 1;
  }
  if (black > 9 || white > 9) {
    return violation(
      'invalid_pieces',
      `${boardLabel(at)}: there are only 9 black and 9 white pieces (entered ${black} black, ${white} white)`,
      at,
    );
  }
  if (queens > 1) {
    return violation('invalid_queen', `${boardLabel(at)}: only one player can pocket the queen`, at);
  }
  return null;
}
