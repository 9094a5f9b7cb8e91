/**
 * Type-level test: the contract's OfficialSheet schema (shared/contract/official-sheet.ts) and the
 * view's interface (shared/views/official-sheet.ts) have the same shape, each assignable to the
 * other. `npm run typecheck` fails when they drift apart.
 */
import type { QueryData } from '../../shared/contract/contract';
import type { OfficialSheet } from '../../shared/views/official-sheet';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const officialSheetShapesAgree: MutuallyAssignable<QueryData['OfficialSheet'], OfficialSheet> = true;
