import type { BoardEntry } from '../../shared/engine';
import type { StationTranslate } from '../../shared/i18n/console';

export function queenWord(queen: string, t: StationTranslate): string {
  return queen === 'winner'
    ? t('queenWordWinner')
    : queen === 'loser'
      ? t('queenWordLoser')
      : t('queenWordNone');
}

/** One line describing a recorded board, with the points it added when known. */
export function entryText(
  entry: BoardEntry,
  names: readonly string[],
  points: number | null,
  t: StationTranslate,
): string {
  if (entry.kind === 'pocketed') {
    const text = t.list(
      entry.pocketed.map((p, i) => `${names[i] ?? i + 1}: ${p.black}B ${p.white}W${p.queen ? ' Q' : ''}`),
    );
    return t('entryTextPocketed', { text });
  }
  const base = {
    name: names[entry.winner] ?? String(entry.winner + 1),
    pieces: entry.pieces,
    queen: queenWord(entry.queen, t),
  };
  const text =
    entry.finish === 'penalty'
      ? t('entryTextPenalty', { ...base, extra: entry.extra })
      : t('entryText', base);
  return points === null ? text : t('entryWithPoints', { text, points });
}
