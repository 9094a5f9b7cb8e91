/**
 * Type-level test: the contract's view schemas and the views' interfaces still declared beside
 * them have the same shape (each assignable to the other); the scoreboard view, the score sheet
 * and the preview have no interface left (their types are inferred from their schemas), and what
 * is checked of them is that they stay read-only. `npm run typecheck` (tsconfig.test.json) fails
 * when they drift apart; contract.test.ts checks the same at run time against real engine views.
 */
import type { ConsoleViewData } from '../../shared/contract/contract';
import type { ConsoleView } from '../../shared/views/console-view';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import type { ScoreSheet } from '../../shared/contract/console-view';
import type { Preview } from '../../shared/contract/results';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const consoleViewShapesAgree: MutuallyAssignable<ConsoleViewData, ConsoleView> = true;

/** The inferred scoreboard view is read-only all the way down, as its interface was. */
export function scoreboardViewIsReadOnly(view: ScoreboardView): void {
  // @ts-expect-error a field of the view
  view.board = 1;
  // @ts-expect-error a field of a side
  view.sides[0]!.score = 1;
  // @ts-expect-error an array of the view
  view.games.push(view.games[0]!);
  // @ts-expect-error a field nested two levels down
  view.clocks.official!.seconds = 1;
}

/** The inferred score sheet is read-only all the way down, as its interface was. */
export function scoreSheetIsReadOnly(sheet: ScoreSheet): void {
  // @ts-expect-error a field of the sheet
  sheet.remarks = '';
  // @ts-expect-error a field of a side
  sheet.sides[0]!.name = '';
  // @ts-expect-error an array of a game
  sheet.games[0]!.rows.push(sheet.games[0]!.rows[0]!);
  // @ts-expect-error a field nested in a row
  sheet.games[0]!.rows[0]!.points = [];
  // @ts-expect-error the statistics, nested three levels down
  sheet.statistics!.sides[0]!.fouls = 1;
}

/** The inferred preview is read-only all the way down, as its interface was. */
export function previewIsReadOnly(preview: Preview): void {
  if (!preview.ok) return;
  // @ts-expect-error a field of the preview
  preview.after = null;
  // @ts-expect-error an array of the preview
  preview.boards.push(preview.boards[0]!);
  // @ts-expect-error a field nested in a board change
  preview.boards[0]!.before!.queenCounted = true;
  // @ts-expect-error a field of the tracked board
  preview.live!.turn = 1;
}
