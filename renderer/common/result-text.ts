/**
 * Results read winner first (issue 13 item 9): "Asha beats Bruno 25–3", "Asha wins 2–1", on
 * every screen. Pure helpers shared by the console, the display and the overlay (the score sheet export
 * is another module's).
 */

/** The winner's number first, then the others in side order: [3, 25] won by side 1 → [25, 3]. */
export function winnerFirst(values: readonly number[], winner: number | null): readonly number[] {
  if (winner === null || winner < 0 || winner >= values.length) return values;
  return [values[winner] as number, ...values.filter((_, index) => index !== winner)];
}

/** "25–3": the numbers winner first, joined with an en dash. */
export function winnerFirstText(values: readonly number[], winner: number | null): string {
  return winnerFirst(values, winner).join('–');
}

/** The sides other than the winner, in side order. */
export function losersOf<T>(sides: readonly T[], winner: number): readonly T[] {
  return sides.filter((_, index) => index !== winner);
}

/** The game a forfeit stopped: unfinished, won by no one at the table (whatever winner the record gives it). */
export const stoppedByForfeit = (game: { readonly endedBy: string | null }): boolean =>
  game.endedBy === 'forfeit';

/** "Asha 12 – Bruno 4": each side's score after its name, in side order (no winner to put first). */
export function scoresByName(names: readonly string[], scores: readonly number[]): string {
  return scores.map((score, i) => `${names[i] ?? String(i + 1)} ${score}`).join(' – ');
}
