/**
 * Type-level test: the views' types are inferred from the contract's schemas (the scoreboard view,
 * the console view, the score sheet, the preview, the statistics and the officials' log have no
 * interface left), and stay read-only all the way down, as their interfaces were.
 * `npm run typecheck` (tsconfig.test.json) fails when a write below is allowed; contract.test.ts
 * checks real engine views against the schemas at run time.
 */
import type { ScoreboardView, StatisticsView } from '../../shared/contract/scoreboard-view';
import type { OfficialsLogRow } from '../../shared/contract/officials';
import type { ConsoleView, ScoreSheet } from '../../shared/contract/console-view';
import type { Preview } from '../../shared/contract/results';

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

/** The inferred console view is read-only all the way down, as its interface was. */
export function consoleViewIsReadOnly(view: ConsoleView): void {
  // @ts-expect-error a field of the view
  view.timeUpPending = true;
  // @ts-expect-error an array of the next board
  view.next!.outcomes.push(view.next!.outcomes[0]!);
  // @ts-expect-error a field of the officials' log
  view.officials!.log[0]!.at = 0;
  // @ts-expect-error a field of the audience
  view.audience!.displays = 1;
  // @ts-expect-error a field of the board Undo names
  view.undo!.points = null;
  // @ts-expect-error a field of the sheet it carries
  view.sheet!.games[0]!.scores = [];
}

/** The inferred statistics and officials' log rows are read-only, as their interfaces were. */
export function statisticsAndLogAreReadOnly(statistics: StatisticsView, row: OfficialsLogRow): void {
  // @ts-expect-error a side's count
  statistics.sides[0]!.strokes = 1;
  // @ts-expect-error an array of the statistics
  statistics.boards.push(statistics.boards[0]!);
  // @ts-expect-error a field of a log row
  row.at = 0;
}
