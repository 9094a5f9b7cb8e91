const LONGEST = 40;

/** Echoes what was entered inside a message, clipped: a message must stay a sentence. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return `"${text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text}"`;
}
