import { nextStart } from '../engine/tracker/match';
import { replayEntries } from '../engine/tracker/record';
import type { MatchState } from '../engine/types';
import type { BoardRef } from '../engine/violation';
import { toScoreReport, type ScoreReport } from '../views/score-report';
import type { FileError } from './parse';
import { parseMatchFileText } from './parse';
import { importMatchFile } from './replay-file';

export type ScoreFileOutput =
  | { readonly output: ScoreReport; readonly exitCode: 0 }
  | { readonly output: { readonly error: FileError }; readonly exitCode: 2 };

/** The whole `score` command without its file reading: text in, report or error out. */
export function scoreMatchFileText(text: string): ScoreFileOutput {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const parsed = parseMatchFileText(text);
    const error = parsed.ok
      ? { code: 'invalid_format' as const, message: 'the file is not valid JSON' }
      : parsed.error;
    return { output: { error }, exitCode: 2 };
  }
  const result = importMatchFile(json);
  if (!result.ok) return { output: { error: result.error }, exitCode: 2 };
  return { output: toScoreReport(withBoardInPlay(result.state, result.boardInPlay)), exitCode: 0 };
}

/**
 * A stroke board with no strokes yet leaves no event behind, yet the file says it is in play:
 * the report shows it as the tracker would start it (`next.live`, its game listed).
 */
function withBoardInPlay(state: MatchState, boardInPlay: BoardRef | null): MatchState {
  if (!boardInPlay || state.live) return state;
  const next = nextStart(state);
  if ('code' in next) return state;
  const play = replayEntries(next.start, []);
  return { ...state, live: { ...next.at, start: next.start, play, redo: [], dues: null } };
}
