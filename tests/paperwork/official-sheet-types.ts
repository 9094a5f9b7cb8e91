/**
 * Type-level test: the official sheet's type is inferred from its schema
 * (shared/contract/official-sheet.ts) and stays read-only all the way down, as its interface was.
 * `npm run typecheck` (tsconfig.test.json) fails when a write below is allowed.
 */
import type { OfficialSheet } from '../../shared/contract/official-sheet';

export function officialSheetIsReadOnly(sheet: OfficialSheet): void {
  // @ts-expect-error a field of the sheet
  sheet.matchNumber = 2;
  // @ts-expect-error an array of the sheet
  sheet.corrections.push(sheet.corrections[0]!);
  // @ts-expect-error a field of a rule change
  sheet.ruleChanges[0]!.value = null;
  // @ts-expect-error a field nested in a game's row
  sheet.games[0]!.rows[0]!.endedAt = null;
  // @ts-expect-error a field of a game's extra-board toss
  sheet.games[0]!.extraBoardToss!.at = 0;
  // @ts-expect-error a field of the toss
  sheet.toss!.at = 0;
}
