import type { PlainConsoleKey } from '../../shared/i18n/console';

/** The console's keyboard map, shown on screen; the handlers live with the screens that use them. */
export interface KeyHint {
  readonly keys: readonly string[];
  readonly what: PlainConsoleKey;
}

export const ENTRY_KEYS: readonly KeyHint[] = [
  { keys: ['1', '2'], what: 'keyWinner' },
  { keys: ['1–9'], what: 'keyPieces' },
  { keys: ['W', 'L', 'N'], what: 'keyQueen' },
  { keys: ['Enter'], what: 'keyConfirm' },
  { keys: ['P'], what: 'keyPenalty' },
  { keys: ['E'], what: 'keyExtra' },
  { keys: ['Backspace'], what: 'keyBack' },
  { keys: ['Esc'], what: 'keyClear' },
];

export const MATCH_KEYS: readonly KeyHint[] = [
  { keys: ['U'], what: 'keyUndo' },
  { keys: ['C'], what: 'keyCorrect' },
  { keys: ['Y'], what: 'keySideChange' },
  { keys: ['S', 'R'], what: 'keyStroke' },
  { keys: ['G'], what: 'keyGameClock' },
  { keys: ['T'], what: 'keyTimeUp' },
  { keys: ['Alt+B'], what: 'keyBlackout' },
  { keys: ['Alt+1…7'], what: 'keyTabs' },
];

/** Keys typed into text fields belong to the field, never to the shortcuts. */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(type);
  }
  return false;
}
