import { graphemeCount, refusedCharacter, toNfc } from '../text/names';
import { violation, type Violation } from './violation';

/**
 * The ICF score card's "Remarks of Umpire": free text the umpire (or the operator for them)
 * writes during or after the match, changed as often as needed (each change an event of the
 * audit trail). A decided match still takes it: the card is filled in and signed after play.
 */
export const REMARKS_MAX = 1000;

/** The remarks as stored: NFC, Windows and old Mac line ends as one new line, no trailing space. */
export function normalRemarks(text: string): string {
  return toNfc(text).replace(/\r\n?/g, '\n').trimEnd();
}

/**
 * Why a text cannot be the remarks, in a sentence; null when it can. New lines are allowed (a
 * remark may take several lines); every other control or invisible character that changes how
 * the text around it reads is refused by name, as in names (shared/text/names.ts).
 */
export function remarksProblem(text: unknown): string | null {
  if (typeof text !== 'string') return 'The remarks of the umpire must be text.';
  const count = graphemeCount(text);
  if (count > REMARKS_MAX) {
    return `The remarks of the umpire are ${count} characters long: at most ${REMARKS_MAX} fit on the score card.`;
  }
  const found = refusedCharacter(text.replace(/\n/g, ' '));
  if (found) {
    return `The remarks of the umpire contain ${found}, an invisible character that changes how the text around it reads or is stored: type the remarks without it.`;
  }
  return null;
}

type Draft =
  | { readonly ok: true; readonly event: { readonly type: 'UmpireRemarksSet'; readonly text: string } }
  | { readonly ok: false; readonly violation: Violation };

/** Writes (or rewrites, or clears with an empty text) the remarks; the same text again is refused. */
export function decideRemarks(current: string, typed: string): Draft {
  const text = typeof typed === 'string' ? normalRemarks(typed) : typed;
  const problem = remarksProblem(text);
  if (problem) return { ok: false, violation: violation('invalid_format', problem) };
  if (text === current) {
    return {
      ok: false,
      violation: violation(
        'not_needed',
        text === ''
          ? 'There are no remarks of the umpire to clear: nothing was changed.'
          : 'The remarks of the umpire already read so: nothing was changed.',
      ),
    };
  }
  return { ok: true, event: { type: 'UmpireRemarksSet', text } };
}
