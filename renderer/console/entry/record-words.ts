import type { BoardEntry } from '../../../shared/engine';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import { entryText } from '../words';

/**
 * A recorded board in words, with what it added: "Asha won · pieces left: 3 · queen: winner (+6
 * points)"; three players: what each pocketed and the points of each ("… → +14 / +9 / +9").
 */
export function boardText(
  entry: BoardEntry,
  points: readonly number[] | null,
  names: readonly string[],
  t: ConsoleTranslate,
): string {
  if (entry.kind === 'sides') return entryText(entry, names, points?.[entry.winner] ?? null, t);
  const text = entryText(entry, names, null, t);
  return points ? `${text} → ${points.map((p) => `+${p}`).join(' / ')}` : text;
}
