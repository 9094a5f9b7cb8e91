/**
 * A label's text cut into the runs a line may not break inside, in order: where a line break
 * would split what belongs together the space stays inside a run. That is between numbers and
 * the slash or dash between them ("Раздача 3 / 8" breaks, if it must, only before "3 / 8"),
 * beside Chinese ("第 1 局"; "最后一盘 · 第 8 盘" may still break after its dot), inside
 * brackets ("（共 3 局）") and before a middle dot ("Разбивает · белые" never starts a line
 * with "·"). Joined with single spaces the runs give the text back. Words never break either:
 * the labels' CSS has no overflow-wrap, and a label that still does not fit shrinks as a unit.
 */
export function unbreakableRuns(text: string): readonly string[] {
  const runs: string[] = [];
  let run = '';
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (OPENING.has(char)) depth += 1;
    if (CLOSING.has(char)) depth = Math.max(0, depth - 1);
    if (char === ' ' && !glued(text[i - 1] ?? '', text[i + 1] ?? '', depth)) {
      runs.push(run);
      run = '';
    } else {
      run += char;
    }
  }
  runs.push(run);
  return runs.filter((part) => part !== '');
}

function glued(before: string, after: string, depth: number): boolean {
  return (
    depth > 0 ||
    (GLUE.test(before) && GLUE.test(after)) ||
    after === '·' ||
    (before !== '·' && (HAN.test(before) || HAN.test(after)))
  );
}

const OPENING = new Set(['(', '（', '[', '【', '«', '“']);
const CLOSING = new Set([')', '）', ']', '】', '»', '”']);
/** Chinese: a space there only sets a number apart ("第 1 局"), never marks a place to break. */
const HAN = /\p{Script=Han}/u;
/** Digits (any script's), the slash and the dash between numbers. */
const GLUE = /[\p{Nd}/–-]/u;
