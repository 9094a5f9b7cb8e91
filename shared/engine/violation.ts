/**
 * Why a command was refused. `code` is stable (the match file's error codes are a public
 * contract); `message` is a sentence for the operator.
 */
export const VIOLATION_CODES = [
  'invalid_format',
  'invalid_winner',
  'invalid_pieces',
  'invalid_queen',
  'invalid_extra',
  'board_after_game_end',
  'game_not_finished',
  'game_after_match_end',
  'missing_toss',
  'no_match',
  'match_exists',
  'toss_required',
  'toss_already_recorded',
  'not_needed',
  'wrong_board',
  'nothing_to_void',
  'correction_conflict',
  'clock',
  // The board tracker (tracker/): match-file.md, "Boards recorded stroke by stroke".
  'invalid_stroke',
  'wrong_turn',
  'stroke_after_board_end',
  'board_not_finished',
  'needs_award',
  'invalid_award',
  'board_tracked',
] as const;

export type ViolationCode = (typeof VIOLATION_CODES)[number];

export interface BoardRef {
  readonly game: number;
  readonly board: number;
}

export interface Violation {
  readonly code: ViolationCode;
  readonly message: string;
  readonly game?: number;
  readonly board?: number;
  /** A stroke board: the entry of its record at fault (1-based), when one is. */
  readonly stroke?: number;
  /** For refused corrections: the recorded boards that would no longer be valid. */
  readonly invalidBoards?: readonly BoardRef[];
}

export function violation(
  code: ViolationCode,
  message: string,
  at?: Partial<BoardRef> & { readonly stroke?: number },
): Violation {
  return { code, message, ...at };
}
