import type { QueenCover, SideIndex, SidesBoardEntry } from '../types';
import {
  C_M_PER_SIDE,
  isFoul,
  type AwardReason,
  type BoardInPlay,
  type FoulEntry,
  type Pair,
  type PlayEnd,
  type QueenState,
  type Stroke,
  type StrokeEntry,
} from './types';

/**
 * The laws of a board stroke by stroke (carrom-rules.md section 9). Every function here trusts
 * its entry: `entryProblem` (check.ts) has refused what the board cannot hold.
 */

/** A board at the break: the breaker (who plays white) is on turn. */
export function boardAtBreak(
  breaker: SideIndex,
  opener: SideIndex,
  breakerPlayer: number | null,
): BoardInPlay {
  return {
    breaker,
    opener,
    player: breakerPlayer,
    onBoard: [C_M_PER_SIDE, C_M_PER_SIDE],
    pocketed: [0, 0],
    queen: { at: 'board' },
    owed: [0, 0],
    turn: breaker,
    strokes: 0,
    turns: 1,
    entries: [],
    end: null,
  };
}

export function applyEntry(board: BoardInPlay, entry: StrokeEntry): BoardInPlay {
  return isFoul(entry) ? applyFoul(board, entry) : applyStroke(board, entry);
}

/** Where the queen stands for the striking side `s` in this stroke. */
type QueenCase = 'board' | 'inStroke' | 'covering' | 'covered';

function queenCase(queen: QueenState, stroke: Stroke): QueenCase {
  if (queen.at === 'board') return stroke.queen ? 'inStroke' : 'board';
  return queen.at === 'pending' ? 'covering' : 'covered';
}

const set = (pair: Pair, side: SideIndex, value: number): Pair =>
  side === 0 ? [value, pair[1]] : [pair[0], value];
const at = (pair: Pair, side: SideIndex): number => pair[side] as number;
const other = (side: SideIndex): SideIndex => 1 - side;

function applyStroke(board: BoardInPlay, stroke: Stroke): BoardInPlay {
  const s = stroke.by;
  const o = other(s);
  const hadPocketed = at(board.pocketed, s) > 0;
  // Everything the stroke pocketed goes into the pockets first.
  let onBoard = set(
    set(board.onBoard, s, at(board.onBoard, s) - stroke.own),
    o,
    at(board.onBoard, o) - stroke.opp,
  );
  let pocketed = set(
    set(board.pocketed, s, at(board.pocketed, s) + stroke.own),
    o,
    at(board.pocketed, o) + stroke.opp,
  );
  const q = queenCase(board.queen, stroke);
  const clean = !stroke.improper && !stroke.striker;
  if (!clean) {
    // Own C/m of an improper stroke or one with the striker go back (64, 73, 77).
    onBoard = set(onBoard, s, at(onBoard, s) + stroke.own);
    pocketed = set(pocketed, s, at(pocketed, s) - stroke.own);
  }
  const counted: BoardInPlay = {
    ...board,
    onBoard,
    pocketed,
    strokes: board.strokes + 1,
    entries: [...board.entries, stroke],
  };
  const lastOwn = stroke.own > 0 && at(board.onBoard, s) === stroke.own;
  const lastOpp = stroke.opp > 0 && at(board.onBoard, o) === stroke.opp;
  if (lastOwn || lastOpp) {
    const end = playEnd(board.queen, q, stroke, { lastOwn, lastOpp, onBoard, hadPocketed });
    if (end) return { ...counted, queen: queenAtEnd(board.queen, q, stroke, hadPocketed), end };
  }
  return goOn(counted, board.queen, q, stroke, hadPocketed);
}

/** Whether the queen is covered by the striking side in this very stroke (97a, 97b, 15). */
function coveredNow(q: QueenCase, stroke: Stroke, hadPocketed: boolean): boolean {
  if (stroke.improper || stroke.striker) return false;
  if (q === 'covering') return stroke.own >= 1;
  if (q === 'inStroke') return hadPocketed ? stroke.own >= 1 : stroke.own >= 2;
  return false;
}

function queenAtEnd(queen: QueenState, q: QueenCase, stroke: Stroke, hadPocketed: boolean): QueenState {
  return coveredNow(q, stroke, hadPocketed) ? { at: 'covered', by: stroke.by } : queen;
}

interface Reach {
  readonly lastOwn: boolean;
  readonly lastOpp: boolean;
  /** C/m on the board after the stroke, its own C/m put back if it was improper or with the striker. */
  readonly onBoard: Pair;
  readonly hadPocketed: boolean;
}

/** The finish table of section 9 (52a, 102–112), or null when the stroke ends nothing (73, 77, 101). */
function playEnd(queen: QueenState, q: QueenCase, stroke: Stroke, reach: Reach): PlayEnd | null {
  const s = stroke.by;
  const o = other(s);
  const faulty = stroke.improper || stroke.striker;
  const coveredBy = queen.at === 'covered' ? queen.by : null;
  const finish = endings(stroke, reach.onBoard);
  if (reach.lastOwn && !reach.lastOpp) {
    if (q === 'board') return finish.penalty(o, 0, 'winner', stroke.striker ? '108' : '107');
    if (q === 'inStroke' && faulty) return finish.penalty(o, 0, 'winner', stroke.striker ? '98' : '64b');
    if (faulty) return null;
    return finish.normal(s, coveredBy ?? s, '52a');
  }
  if (reach.lastOpp && !reach.lastOwn) {
    if (stroke.striker && stroke.own > 0) return award('opponent_last_own_striker');
    const left = at(reach.onBoard, s);
    if (q === 'covered') return finish.normal(o, coveredBy as SideIndex, '52a', left);
    const law = stroke.striker ? '111' : q === 'covering' ? '103' : '106';
    return finish.penalty(o, left, 'winner', law);
  }
  return bothLast(q, stroke, coveredBy, finish);
}

function bothLast(
  q: QueenCase,
  stroke: Stroke,
  coveredBy: SideIndex | null,
  finish: ReturnType<typeof endings>,
): PlayEnd {
  const s = stroke.by;
  const o = other(s);
  const gainer = stroke.improper ? o : s;
  switch (q) {
    case 'board':
      return stroke.striker
        ? award('both_last_striker_queen_on_board')
        : finish.penalty(o, 0, 'winner', '105');
    case 'inStroke':
      return stroke.striker
        ? finish.penalty(o, 0, 'winner', '109')
        : finish.penalty(gainer, 0, 'winner', '104');
    case 'covering':
      return stroke.striker
        ? award('both_last_striker_covering')
        : finish.penalty(gainer, 0, 'winner', '102');
    case 'covered':
      if (!stroke.striker) return award('both_last_queen_covered');
      return coveredBy === s ? finish.penalty(o, 1, 'loser', '110') : finish.penalty(o, 0, 'winner', '112');
  }
}

const award = (reason: AwardReason): PlayEnd => ({ kind: 'award', reason });

/** The two kinds of finish entry, for one stroke. */
function endings(stroke: Stroke, onBoard: Pair) {
  // 87b: proper 0, improper 1; with the striker 1, improper with the striker 2.
  const maxExtra = (stroke.striker ? 1 : 0) + (stroke.improper ? 1 : 0);
  const entry = (
    winner: SideIndex,
    pieces: number,
    queen: QueenCover,
    penalty: boolean,
  ): SidesBoardEntry => ({
    kind: 'sides',
    winner,
    pieces,
    queen,
    finish: penalty ? 'penalty' : 'normal',
    extra: 0,
    timeUp: false,
  });
  return {
    normal(
      winner: SideIndex,
      coveredBy: SideIndex,
      law: string,
      pieces = at(onBoard, other(winner)),
    ): PlayEnd {
      const queen = coveredBy === winner ? 'winner' : 'loser';
      return { kind: 'finish', entry: entry(winner, pieces, queen, false), maxExtra: 0, law };
    },
    penalty(winner: SideIndex, pieces: number, queen: QueenCover, law: string): PlayEnd {
      return { kind: 'finish', entry: entry(winner, pieces, queen, true), maxExtra, law };
    },
  };
}

/** A stroke that does not end the board: the queen, the put-backs, the dues, the turn. */
function goOn(
  board: BoardInPlay,
  before: QueenState,
  q: QueenCase,
  stroke: Stroke,
  hadPocketed: boolean,
): BoardInPlay {
  const s = stroke.by;
  const clean = !stroke.improper && !stroke.striker;
  let queen: QueenState = before;
  let lost95a = false;
  if (q === 'inStroke') {
    if (!clean)
      queen = { at: 'board' }; // 98, 99, 64b
    else if (coveredNow(q, stroke, hadPocketed))
      queen = { at: 'covered', by: s }; // 97a, 97b
    else if (hadPocketed || stroke.own === 1)
      queen = { at: 'pending', by: s }; // 15, 96, 97b
    else {
      queen = { at: 'board' }; // 95a
      lost95a = true;
    }
  } else if (q === 'covering') {
    if (coveredNow(q, stroke, hadPocketed)) queen = { at: 'covered', by: s };
    // 101a: covering with the striker, she may still be covered by the next stroke.
    else if (!(stroke.striker && !stroke.improper && stroke.own >= 1)) queen = { at: 'board' }; // 100, 101b, 15
  }
  const dues = (stroke.striker ? 1 : 0) + (stroke.improper ? 1 : 0); // 72b, 76
  const owing = set(board.owed, s, at(board.owed, s) + dues);
  const paid = payDues({ ...board, queen, owed: owing });
  const keeps = stroke.own >= 1 || stroke.queen;
  const continues = clean ? keeps && !lost95a : !stroke.improper && keeps; // 48, 73, 75, 98a, 99a
  return continues ? paid : passTurn(paid);
}

/** A foul outside a stroke: one C/m back; 64a by the side on turn also loses the turn. */
function applyFoul(board: BoardInPlay, foul: FoulEntry): BoardInPlay {
  const owed = set(board.owed, foul.by, at(board.owed, foul.by) + 1);
  const paid = payDues({ ...board, owed, entries: [...board.entries, foul] });
  const technical = foul.foul === 'technical' || foul.by !== board.turn; // 63
  if (technical) return paid;
  const queen: QueenState = paid.queen.at === 'pending' ? { at: 'board' } : paid.queen; // 64a
  return passTurn({ ...paid, queen });
}

/** Dues are put back as soon as the side has C/m in the pockets, whoever pocketed them (72c). */
function payDues(board: BoardInPlay): BoardInPlay {
  let { onBoard, pocketed, owed } = board;
  for (const side of [0, 1] as const) {
    const pay = Math.min(at(owed, side), at(pocketed, side));
    if (pay === 0) continue;
    owed = set(owed, side, at(owed, side) - pay);
    pocketed = set(pocketed, side, at(pocketed, side) - pay);
    onBoard = set(onBoard, side, at(onBoard, side) + pay);
  }
  return { ...board, onBoard, pocketed, owed };
}

/** The turn passes to the player on the right (49b): the other side; in doubles its next player. */
function passTurn(board: BoardInPlay): BoardInPlay {
  const turn = other(board.turn);
  // A queen waiting to be covered must be covered by the next stroke of the side that pocketed her (15).
  const queen: QueenState = board.queen.at === 'pending' ? { at: 'board' } : board.queen;
  return { ...board, turn, player: nextPlayer(board), queen, turns: board.turns + 1 };
}

/** Doubles seating (game.ts): the opening side's player p is followed by the other side's p. */
function nextPlayer(board: BoardInPlay): number | null {
  if (board.player === null) return null;
  return board.turn === board.opener ? board.player : 1 - board.player;
}

/**
 * The C/m of each side that an entry sends back to the board, to be placed (78a) within the dues
 * clock (88): the own C/m of an improper stroke or one with the striker (64, 73, 77), and the dues
 * and penalties put back from the pockets (72–77, 63, 64a; owed ones as soon as they can be: 72c).
 * Nothing once the entry ends the play of the board (55: owed dues are written off).
 */
export function putBack(before: BoardInPlay, entry: StrokeEntry): Pair {
  const after = applyEntry(before, entry);
  if (after.end) return [0, 0];
  const s = entry.by;
  const stroke = isFoul(entry) ? null : entry;
  const incurred = stroke ? (stroke.striker ? 1 : 0) + (stroke.improper ? 1 : 0) : 1;
  const returned = stroke && (stroke.striker || stroke.improper) ? stroke.own : 0;
  // Dues paid = owed before + incurred now − still owed after.
  const paid = (side: SideIndex): number =>
    at(before.owed, side) + (side === s ? incurred : 0) - at(after.owed, side);
  return [paid(0) + (s === 0 ? returned : 0), paid(1) + (s === 1 ? returned : 0)];
}
