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
  return { output: toScoreReport(result.state), exitCode: 0 };
}
