import type { ScoreboardViewData } from '../../shared/contract/contract';
import type { ScoreboardView } from '../../shared/views/scoreboard-view-types';
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Drifted = Omit<ScoreboardViewData, 'board'> & { board: string };
export const shouldFail: MutuallyAssignable<Drifted, ScoreboardView> = true;
type Extra = ScoreboardViewData & { sides: readonly { extra: number }[] };
export const shouldFail2: MutuallyAssignable<ScoreboardViewData, Omit<ScoreboardView, 'clocks'> & { clocks: null }> = true;
export const x: Extra | null = null;
