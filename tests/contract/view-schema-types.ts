/**
 * Type-level test: the contract's view schema and the engine's view interface have the same
 * shape (each assignable to the other). `npm run typecheck` (tsconfig.test.json) fails when
 * they drift apart; contract.test.ts checks the same at run time against real engine views.
 */
import type { ConsoleViewData, ScoreboardViewData } from '../../shared/contract/contract';
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
