import type { SideIndex, SidesBoardEntry } from '../types';

/**
 * A board recorded stroke by stroke (carrom-rules.md section 9). A stroke says what the side on
 * turn pocketed; `by` is the side that struck (filled in by the tracker when not given).
 */
export interface Stroke {
  readonly own: number;
  readonly opp: number;
  readonly queen: boolean;
  readonly striker: boolean;
  readonly improper: boolean;
  readonly by: SideIndex;
}

/** A foul outside a stroke (laws 63, 64a): not a stroke, it does not count in `strokes`. */
export interface FoulEntry {
  readonly foul: 'technical' | 'foul';
  readonly by: SideIndex;
}

export type StrokeEntry = Stroke | FoulEntry;

export const isFoul = (entry: StrokeEntry): entry is FoulEntry => 'foul' in entry;

/** A stroke or foul as given (the file, a command): `by` may be left to the tracker. */
export type StrokeInput =
  (Omit<Stroke, 'by'> & { readonly by?: SideIndex }) | (Omit<FoulEntry, 'by'> & { readonly by?: SideIndex });

export type QueenState =
  | { readonly at: 'board' }
  /** Pocketed by `by`, who must cover her with the next stroke (always the side on turn). */
  | { readonly at: 'pending'; readonly by: SideIndex }
  | { readonly at: 'covered'; readonly by: SideIndex };

/** How the play of a board ended: a finish the laws decide, or a case left to the umpire. */
export type PlayEnd =
  | {
      readonly kind: 'finish';
      /** The derived entry with `extra` 0: the demand (87b) is added when the board is closed. */
      readonly entry: SidesBoardEntry;
      /** Most additional points the beneficiary may demand (0 on a normal finish). */
      readonly maxExtra: number;
      /** The law (or laws) of the finish, e.g. "52a", "107". */
      readonly law: string;
    }
  | { readonly kind: 'award'; readonly reason: AwardReason };

/** Why the tracker asks the umpire for an award (the laws do not say who wins). */
export type AwardReason =
  /** Both last C/m without the striker, the queen covered earlier. */
  | 'both_last_queen_covered'
  /** Both last C/m with the striker, the queen on the board and not pocketed in that stroke. */
  | 'both_last_striker_queen_on_board'
  /** Both last C/m with the striker while covering. */
  | 'both_last_striker_covering'
  /** Own C/m with the striker in the stroke that pockets the opponent's last. */
  | 'opponent_last_own_striker';

export type Pair = readonly [number, number];

/** The state of one two-side board in play. */
export interface BoardInPlay {
  readonly breaker: SideIndex;
  /** Doubles: the side that opened game 1 (fixes the seats, see game.ts) and the player on turn. */
  readonly opener: SideIndex;
  readonly player: number | null;
  /** Each side's C/m on the board (its own colour; the breaker plays white). */
  readonly onBoard: Pair;
  /** Each side's C/m in the pockets, whoever pocketed them. */
  readonly pocketed: Pair;
  readonly queen: QueenState;
  /** Dues and penalty C/m a side could not put back yet: it had none in the pockets (72c). */
  readonly owed: Pair;
  readonly turn: SideIndex;
  /** Strokes made so far (foul entries are not strokes). */
  readonly strokes: number;
  /** Turns begun so far, the break's included. */
  readonly turns: number;
  readonly entries: readonly StrokeEntry[];
  readonly end: PlayEnd | null;
}

export const C_M_PER_SIDE = 9;
