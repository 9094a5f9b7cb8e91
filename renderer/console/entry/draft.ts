import type { Finish, QueenCover, SidesBoardEntry } from '../../../shared/engine';

/** A board as the operator is typing it: fields fill in the order winner → pieces → queen. */
export interface BoardDraft {
  readonly winner: number | null;
  readonly pieces: number | null;
  readonly queen: QueenCover | null;
  readonly finish: Finish;
  readonly extra: number;
  readonly timeUp: boolean;
  /**
   * The last key typed, where the next digit depends on it: the winner's digit, then the pieces'
   * digit straight after it (a further digit makes that one the winner: see `digit`).
   */
  readonly last?: 'winnerDigit' | 'piecesAfterWinner';
}

export const EMPTY_DRAFT: BoardDraft = {
  winner: null,
  pieces: null,
  queen: null,
  finish: 'normal',
  extra: 0,
  timeUp: false,
};

export type DraftField = 'winner' | 'pieces' | 'queen';

export interface DraftContext {
  /** Number of sides (2 for singles and doubles). */
  readonly sides: number;
  /** The ruleset has a game clock, so "time ran out in this board" can be marked. */
  readonly timed: boolean;
}

/** Why a key of the entry did nothing: the console says so (never silently). */
export type DraftRefusal =
  | { readonly why: 'winnerFirst' }
  | { readonly why: 'noSide'; readonly side: number }
  | { readonly why: 'penaltyOnly' }
  | { readonly why: 'incomplete'; readonly missing: DraftField };

/** What a key did to the draft: a new draft, a request to record it, a refusal, or nothing (not ours). */
export type DraftKeyResult =
  | { readonly kind: 'draft'; readonly draft: BoardDraft }
  | { readonly kind: 'confirm' }
  | ({ readonly kind: 'refused' } & DraftRefusal)
  | { readonly kind: 'ignored' };

export const MAX_EXTRA = 2;

/** The first field still missing, or null when the board can be recorded. */
export function missingField(draft: BoardDraft): DraftField | null {
  if (draft.winner === null) return 'winner';
  if (draft.pieces === null) return 'pieces';
  if (draft.queen === null) return 'queen';
  return null;
}

export function draftEntry(draft: BoardDraft): SidesBoardEntry | null {
  if (draft.winner === null || draft.pieces === null || draft.queen === null) return null;
  return {
    kind: 'sides',
    winner: draft.winner,
    pieces: draft.pieces,
    queen: draft.queen,
    finish: draft.finish,
    extra: draft.finish === 'penalty' ? draft.extra : 0,
    timeUp: draft.timeUp,
  };
}

export function draftFromEntry(entry: SidesBoardEntry): BoardDraft {
  return {
    winner: entry.winner,
    pieces: entry.pieces,
    queen: entry.queen,
    finish: entry.finish,
    extra: entry.extra,
    timeUp: entry.timeUp,
  };
}

const draftOf = ({ last: _last, ...draft }: BoardDraft): DraftKeyResult => ({ kind: 'draft', draft });
const refused = (refusal: DraftRefusal): DraftKeyResult => ({ kind: 'refused', ...refusal });

/**
 * The board-entry keyboard, as a pure function. A normal board is four keys: winner (1/2),
 * pieces (1–9), queen (W/L), Enter. P switches to a penalty finish (pieces may be 0, queen may
 * be N), E then cycles its additional points 0 → 1 → 2 (E on a normal finish is refused).
 * ←/→ pick the winner at any time, Backspace steps back one field, Escape clears. A key that
 * cannot apply is refused with its reason, never dropped in silence.
 */
export function draftKey(draft: BoardDraft, key: string, context: DraftContext): DraftKeyResult {
  const lower = key.length === 1 ? key.toLowerCase() : key;
  const pick = PICK.exec(lower);
  if (pick) return picked(draft, pick[1] as 'winner' | 'pieces', Number(pick[2]), context);
  if (lower === 'Enter') {
    const missing = missingField(draft);
    return missing === null ? { kind: 'confirm' } : refused({ why: 'incomplete', missing });
  }
  if (lower === 'Escape') return draftOf(EMPTY_DRAFT);
  if (lower === 'Backspace') return draftOf(stepBack(draft));
  if (lower === 'ArrowLeft' || lower === 'ArrowRight') {
    const winner = lower === 'ArrowLeft' ? 0 : context.sides - 1;
    return draftOf({ ...draft, winner });
  }
  if (/^[0-9]$/.test(lower)) return digit(draft, Number(lower), context);
  switch (lower) {
    case 'w':
      return draft.winner === null ? refused({ why: 'winnerFirst' }) : draftOf({ ...draft, queen: 'winner' });
    case 'l':
      return draft.winner === null ? refused({ why: 'winnerFirst' }) : draftOf({ ...draft, queen: 'loser' });
    case 'n':
      return draft.winner === null ? refused({ why: 'winnerFirst' }) : draftOf({ ...draft, queen: 'none' });
    case 'p':
      return draftOf(
        draft.finish === 'penalty'
          ? { ...draft, finish: 'normal', extra: 0, queen: draft.queen === 'none' ? null : draft.queen }
          : { ...draft, finish: 'penalty' },
      );
    case 'e':
      if (draft.finish !== 'penalty') return refused({ why: 'penaltyOnly' });
      return draftOf({ ...draft, extra: (draft.extra + 1) % (MAX_EXTRA + 1) });
    case 't':
      return context.timed ? draftOf({ ...draft, timeUp: !draft.timeUp }) : { kind: 'ignored' };
    default:
      return { kind: 'ignored' };
  }
}

/**
 * The first digit is the winner, the next the pieces (a later digit replaces them). The one
 * exception fixes a mistyped winner the way operators do it, by typing the right one: a side's
 * digit typed straight after the winner's, then another digit, reads as winner then pieces
 * (`1 2 6` is side 2 with 6; `1 2 W` stays side 1 with 2). A 0 on a normal finish is kept so
 * that the engine's refusal explains why it is impossible.
 */
function digit(draft: BoardDraft, value: number, context: DraftContext): DraftKeyResult {
  const isSide = (n: number): boolean => n >= 1 && n <= context.sides;
  if (draft.winner === null) {
    if (!isSide(value)) return refused({ why: 'noSide', side: value });
    return { kind: 'draft', draft: { ...withoutLast(draft), winner: value - 1, last: 'winnerDigit' } };
  }
  if (draft.last === 'piecesAfterWinner' && draft.pieces !== null && isSide(draft.pieces)) {
    return draftOf({ ...draft, winner: draft.pieces - 1, pieces: value });
  }
  if (draft.last === 'winnerDigit' && draft.pieces === null) {
    return { kind: 'draft', draft: { ...withoutLast(draft), pieces: value, last: 'piecesAfterWinner' } };
  }
  return draftOf({ ...draft, pieces: value });
}

/**
 * A tap on a winner or pieces button names its field ("pick:pieces:5"): a digit's meaning
 * depends on what was typed before it, a button's never does.
 */
const PICK = /^pick:(winner|pieces):([0-9])$/;

export const pickKey = (field: 'winner' | 'pieces', value: number): string => `pick:${field}:${value}`;

function picked(
  draft: BoardDraft,
  field: 'winner' | 'pieces',
  value: number,
  context: DraftContext,
): DraftKeyResult {
  if (field === 'winner') {
    return value < context.sides
      ? draftOf({ ...draft, winner: value })
      : refused({ why: 'noSide', side: value + 1 });
  }
  return draft.winner === null ? refused({ why: 'winnerFirst' }) : draftOf({ ...draft, pieces: value });
}

function withoutLast({ last: _last, ...draft }: BoardDraft): BoardDraft {
  return draft;
}

export function stepBack(typed: BoardDraft): BoardDraft {
  const draft = withoutLast(typed);
  if (draft.queen !== null) return { ...draft, queen: null };
  if (draft.pieces !== null) return { ...draft, pieces: null };
  if (draft.winner !== null) return { ...draft, winner: null };
  return EMPTY_DRAFT;
}
