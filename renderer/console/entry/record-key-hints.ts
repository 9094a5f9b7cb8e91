import type { KeyHint } from '../keys';

/** Three players: the entry is a table of fields (the two-side keys do not apply). */
export const THREE_KEYS: readonly KeyHint[] = [
  { keys: ['0–9'], what: 'keyThreeNumbers' },
  { keys: ['Tab'], what: 'keyThreeNext' },
  { keys: ['Space'], what: 'keyThreeQueen' },
  { keys: ['Enter'], what: 'keyConfirm' },
];

/** Undo asks first; Redo, the forfeit panel, and (doubles) the opening partner. */
export function recordKeyHints(doubles: boolean): readonly KeyHint[] {
  return [
    { keys: ['O'], what: 'keyRedo' },
    { keys: ['F'], what: 'keyForfeit' },
    ...(doubles ? [{ keys: ['X'], what: 'keyOpening' } as const] : []),
  ];
}
