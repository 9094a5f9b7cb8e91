/**
 * Type-level test: the contract's view schema and the engine's view interface have the same
 * shape (each assignable to the other). `npm run typecheck` (tsconfig.test.json) fails when
 * they drift apart; contract.test.ts checks the same at run time against real engine views.
 */
import type { ConsoleViewData, QueryData, ScoreboardViewData } from '../../shared/contract/contract';
import type { Preview } from '../../shared/views/preview';
import type { ScoreSheet } from '../../shared/views/score-sheet';
import type { ConsoleView } from '../../shared/views/console-view';
import type { ScoreboardView } from '../../shared/views/scoreboard-view-types';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const viewShapesAgree: MutuallyAssignable<ScoreboardViewData, ScoreboardView> = true;

export function fromSchema(view: ScoreboardViewData): ScoreboardView {
  return view;
}

export function toSchema(view: ScoreboardView): ScoreboardViewData {
  return view;
}

export const consoleViewShapesAgree: MutuallyAssignable<ConsoleViewData, ConsoleView> = true;

/** The query answers' schemas (shared/contract/results.ts) and the views the host answers with. */
export const scoreSheetShapesAgree: MutuallyAssignable<QueryData['ScoreSheet'], ScoreSheet> = true;
export const previewShapesAgree: MutuallyAssignable<QueryData['Preview'], Preview> = true;
