/**
 * Compile-time proof that the contract's view schema and the engine's view interface have the
 * same shape: each must be assignable to the other. Checked by view-schema-types.test.ts.
 */
import type { ScoreboardViewData } from '../../shared/contract/contract';
import type { ScoreboardView } from '../../shared/views/scoreboard-view-types';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const viewShapesAgree: MutuallyAssignable<ScoreboardViewData, ScoreboardView> = true;

export function fromSchema(view: ScoreboardViewData): ScoreboardView {
  return view;
}

export function toSchema(view: ScoreboardView): ScoreboardViewData {
  return view;
}
