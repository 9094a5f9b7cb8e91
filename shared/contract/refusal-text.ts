import type { Refusal, RefusalCode } from './results';
import type { StationTranslate } from '../i18n/console';
import { upperFirst } from '../i18n/core';

/** What a refusal's sentence needs (the console's, and the control API's answers); an engine `Violation` (from a preview) fits too. */
export type RefusalLike = Pick<Refusal, 'message' | 'game' | 'board' | 'invalidBoards'> & {
  readonly code: RefusalCode;
};

export interface RefusalText {
  /** The sentence in the console's language, filled from the refusal's fields. */
  readonly text: string;
  /** The host's or engine's own (English) words, when they say more than the sentence can. */
  readonly detail: string | null;
}

interface Rendered {
  readonly text: string;
  /** The English message carries specifics the translated sentence leaves out. */
  readonly detailed: boolean;
}

type Render = (refusal: RefusalLike, t: StationTranslate) => Rendered;

const plain = (text: string): Rendered => ({ text, detailed: false });
const detailed = (text: string): Rendered => ({ text, detailed: true });

/** "Board 3 of game 1: <reason>" when the refusal names the board, else the reason alone. */
function atBoard(refusal: RefusalLike, reason: string, t: StationTranslate): string {
  const { game, board } = refusal;
  return game !== undefined && board !== undefined
    ? t('refusalAt', { game, board, reason })
    : upperFirst(reason, t.language);
}

/** "board 5 of game 1, board 6 of game 1 and board 7 of game 1", in the console's language. */
function boardList(refusal: RefusalLike, t: StationTranslate): string {
  return t.list((refusal.invalidBoards ?? []).map((ref) => t('refusalBoardRef', ref)));
}

const RENDERERS: Readonly<Record<RefusalCode, Render>> = {
  invalid_format: (r, t) => detailed(atBoard(r, t('refusalInvalidFormat'), t)),
  invalid_winner: (r, t) => detailed(atBoard(r, t('refusalInvalidWinner'), t)),
  invalid_pieces: (r, t) => detailed(atBoard(r, t('refusalInvalidPieces'), t)),
  invalid_queen: (r, t) => detailed(atBoard(r, t('refusalInvalidQueen'), t)),
  invalid_extra: (r, t) => detailed(atBoard(r, t('refusalInvalidExtra'), t)),
  board_after_game_end: ({ game, board }, t) =>
    plain(
      game !== undefined && board !== undefined
        ? t('refusalBoardAfterGameEnd', { game, board })
        : t('refusalBoardAfterGameEndHere'),
    ),
  game_not_finished: ({ game }, t) =>
    plain(game !== undefined ? t('refusalGameNotFinished', { game }) : t('refusalGameNotFinishedHere')),
  // Without a game it is "the match is already decided", which may name the winner.
  game_after_match_end: ({ game }, t) =>
    game !== undefined ? plain(t('refusalGameAfterMatchEnd', { game })) : detailed(t('refusalMatchDecided')),
  missing_toss: ({ game }, t) =>
    plain(game !== undefined ? t('refusalMissingToss', { game }) : t('refusalMissingTossHere')),
  no_match: (_, t) => plain(t('refusalNoMatch')),
  match_exists: (_, t) => plain(t('refusalMatchExists')),
  toss_required: (_, t) => plain(t('refusalTossRequired')),
  toss_already_recorded: (_, t) => plain(t('refusalTossAlreadyRecorded')),
  not_needed: ({ game, board }, t) =>
    game !== undefined && board !== undefined
      ? plain(t('refusalAlreadySame', { game, board }))
      : detailed(t('refusalNotNeeded')),
  wrong_board: (_, t) => detailed(t('refusalWrongBoard')),
  nothing_to_void: (_, t) => plain(t('refusalNothingToVoid')),
  correction_conflict: (r, t) =>
    detailed(
      r.invalidBoards && r.invalidBoards.length > 0
        ? t('refusalCorrectionConflict', { boards: boardList(r, t) })
        : t('refusalCorrectionConflictHere'),
    ),
  clock: (_, t) => detailed(t('refusalClock')),
  invalid_message: (_, t) => detailed(t('refusalInvalidMessage')),
  unknown_command: (_, t) => detailed(t('refusalUnknownCommand')),
  unknown_query: (_, t) => detailed(t('refusalUnknownQuery')),
  read_only: (_, t) => detailed(t('refusalReadOnly')),
  not_allowed: (_, t) => detailed(t('refusalNotAllowed')),
  pin_required: (_, t) => plain(t('refusalPinRequired')),
  not_found: (_, t) => detailed(t('refusalNotFound')),
  storage: (_, t) => detailed(t('refusalStorage')),
  led_unavailable: (_, t) => detailed(t('refusalLedUnavailable')),
  tls_file: (_, t) => detailed(t('refusalTlsFile')),
  not_available: (_, t) => plain(t('refusalNotAvailable')),
  forfeit_stands: (_, t) => plain(t('refusalForfeitStands')),
  internal: (_, t) => detailed(t('refusalInternal')),
  key_reused: (_, t) => detailed(t('refusalKeyReused')),
  disconnected: (_, t) => plain(t('refusalDisconnected')),
  connection_lost: (_, t) => detailed(t('refusalConnectionLost')),
  timeout: (_, t) => plain(t('refusalTimeout')),
  invalid_stroke: (r, t) => detailed(atBoard(r, t('tracker.refusal.invalidStroke'), t)),
  wrong_turn: (r, t) => detailed(atBoard(r, t('tracker.refusal.wrongTurn'), t)),
  stroke_after_board_end: (r, t) => detailed(atBoard(r, t('tracker.refusal.afterEnd'), t)),
  board_not_finished: (r, t) => detailed(atBoard(r, t('tracker.refusal.notFinished'), t)),
  needs_award: (r, t) => detailed(atBoard(r, t('tracker.refusal.needsAward'), t)),
  invalid_award: (r, t) => detailed(atBoard(r, t('tracker.refusal.invalidAward'), t)),
  board_tracked: (r, t) => detailed(atBoard(r, t('tracker.refusal.boardTracked'), t)),
};

/**
 * A refusal in the console's language. Codes the console does not know (a newer host) keep the
 * host's own message, so nothing is ever shown blank.
 */
export function refusalText(refusal: RefusalLike, t: StationTranslate): RefusalText {
  const render = (RENDERERS as Partial<Record<string, Render>>)[refusal.code];
  if (!render) return { text: refusal.message, detail: null };
  const { text, detailed: withDetail } = render(refusal, t);
  const detail = refusal.message.trim();
  return { text, detail: withDetail && detail !== '' && detail !== text ? detail : null };
}
