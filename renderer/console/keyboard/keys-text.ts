/** How keys are written for the operator: "2 9 W Enter" (held, refused, not applied). */
export function keysText(keys: readonly string[]): string {
  return keys.map(keyText).join(' ');
}

function keyText(key: string): string {
  if (key === ' ') return 'Space';
  if (key.length === 1) return key.toUpperCase();
  // A tap on a winner or pieces button (see draft.ts `pickKey`): the side's key, or the pieces.
  const pick = /^pick:(winner|pieces):([0-9])$/.exec(key);
  if (pick) return pick[1] === 'winner' ? String(Number(pick[2]) + 1) : (pick[2] as string);
  return key;
}
