import type { Command } from '../engine/commands';
import { decide } from '../engine/decide';
import type { MatchEvent } from '../engine/events';
import { evolve } from '../engine/evolve';
import { extraBoardTossDue, isGameOver } from '../engine/game';
import { currentGame, isMatchOver } from '../engine/match';
import { EMPTY_STATE, type MatchState } from '../engine/types';
import type { BoardRef, Violation } from '../engine/violation';
import { parseMatchFile, type FileError, type ParsedMatchFile } from './parse';
import { planStrokeBoard } from './replay-strokes';

export type ImportResult =
  | {
      readonly ok: true;
      readonly state: MatchState;
      readonly events: readonly MatchEvent[];
      /** The file's last board is a stroke board that has not ended (its strokes may be none). */
      readonly boardInPlay: BoardRef | null;
    }
  | { readonly ok: false; readonly error: FileError };

class Refused extends Error {
  constructor(readonly error: FileError) {
    super(error.message);
  }
}

/**
 * Replays a match file through the same decide/evolve the console uses, command by command,
 * so a file is accepted exactly when an operator could have entered it.
 */
export function importMatchFile(json: unknown): ImportResult {
  const parsed = parseMatchFile(json);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, ...replayParsed(parsed.file) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.error };
    throw e;
  }
}

function replayParsed(file: ParsedMatchFile): {
  state: MatchState;
  events: MatchEvent[];
  boardInPlay: BoardRef | null;
} {
  let state = EMPTY_STATE;
  let boardInPlay: BoardRef | null = null;
  const events: MatchEvent[] = [];
  const run = (command: Command, asFormat = false): void => {
    const decision = decide(state, command, { record: true });
    if (!decision.ok) throw new Refused(toFileError(decision.violation, asFormat));
    for (const event of decision.events) {
      state = evolve(state, event);
      events.push(event);
    }
  };
  run(file.create);
  if (file.toss) run(file.toss, true);
  file.games.forEach((game, g) => {
    const number = g + 1;
    if (game.boards.length === 0) checkEmptyGame(state, number);
    if (game.openingPlayer !== null) {
      run({ type: 'ChooseOpeningPlayer', game: number, player: game.openingPlayer }, true);
    }
    game.boards.forEach((entry, b) => {
      if (extraTossDue(state, number) && game.extraBoardBreak !== null) {
        run({ type: 'RecordExtraBoardToss', game: number, winner: game.extraBoardBreak }, true);
      }
      if (entry.kind !== 'strokes') return run({ type: 'RecordBoard', game: number, board: b + 1, entry });
      const at = { game: number, board: b + 1 };
      const plan = planStrokeBoard(state, at, entry);
      if (!plan.ok) throw new Refused(plan.error);
      for (const command of plan.commands) run(command);
      const followed = b < game.boards.length - 1 || g < file.games.length - 1;
      if (!plan.ended) boardInPlay = at;
      if (!plan.ended && followed) {
        throw new Refused({
          code: 'board_not_finished',
          message: `board ${at.board} of game ${at.game} is recorded by its strokes and has not ended, yet another board or game follows it`,
          ...at,
        });
      }
    });
    if (extraTossDue(state, number) && game.extraBoardBreak !== null) {
      run({ type: 'RecordExtraBoardToss', game: number, winner: game.extraBoardBreak }, true);
    }
  });
  if (file.forfeit) run(file.forfeit, true);
  if (file.remarks) run(file.remarks, true);
  return { state, events, boardInPlay };
}

function extraTossDue(state: MatchState, game: number): boolean {
  const open = currentGame(state);
  return !!open && open.number === game && extraBoardTossDue(open);
}

/** An empty game may only stand last, where the previous game is decided and the match is not. */
function checkEmptyGame(state: MatchState, number: number): void {
  if (isMatchOver(state)) {
    throw new Refused({
      code: 'game_after_match_end',
      message: `game ${number} comes after the match was decided`,
      game: number,
    });
  }
  const last = currentGame(state);
  const expected = !last ? 1 : isGameOver(last) ? last.number + 1 : last.number;
  if (number > expected) {
    throw new Refused({
      code: 'game_not_finished',
      message: `game ${number} cannot start: game ${number - 1} is not decided yet`,
      game: number,
    });
  }
}

const FIELD_CODES: ReadonlySet<Violation['code']> = new Set(['invalid_winner', 'not_needed', 'wrong_board']);

function toFileError(v: Violation, asFormat: boolean): FileError {
  // A file's own fields (toss, extra-board toss, opening partner, forfeit) that the engine refuses
  // are a malformed file: the error codes of match-file.md.
  const code = asFormat && FIELD_CODES.has(v.code) ? 'invalid_format' : v.code;
  return {
    code,
    message: v.message,
    ...(v.game !== undefined ? { game: v.game } : {}),
    ...(v.board !== undefined ? { board: v.board } : {}),
  };
}
