import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_DRAFT,
  draftEntry,
  draftKey,
  missingField,
  type BoardDraft,
} from '../../renderer/console/entry/draft';
import { explainBoard } from '../../renderer/console/entry/explain';
import { resolveRuleset } from '../../shared/rules/resolve';
import { consoleTranslator } from '../../shared/i18n/console';
import { sidesBoardPoints } from '../../shared/engine/board-points';
import type { SidesBoardEntry } from '../../shared/engine';

const context = { sides: 2, timed: false };

function type(...keys: string[]): { draft: BoardDraft; confirmed: boolean } {
  let draft = EMPTY_DRAFT;
  let confirmed = false;
  for (const key of keys) {
    const result = draftKey(draft, key, context);
    if (result.kind === 'draft') draft = result.draft;
    if (result.kind === 'confirm') confirmed = true;
  }
  return { draft, confirmed };
}

const icf = (() => {
  const resolved = resolveRuleset('icf', 'singles', 'early');
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.ruleset;
})();
const t = consoleTranslator('en');

describe('board entry keys', () => {
  it('a normal board is four keys: winner, pieces, queen, Enter', () => {
    const { draft, confirmed } = type('2', '6', 'w', 'Enter');
    expect(confirmed).toBe(true);
    expect(draftEntry(draft)).toEqual({
      kind: 'sides',
      winner: 1,
      pieces: 6,
      queen: 'winner',
      finish: 'normal',
      extra: 0,
      timeUp: false,
    });
  });

  it('Enter does nothing until winner, pieces and queen are known', () => {
    expect(type('1', 'Enter').confirmed).toBe(false);
    expect(missingField(type('1').draft)).toBe('pieces');
    expect(missingField(type('1', '3').draft)).toBe('queen');
  });

  it('a penalty finish is one more key, its extra points one key each', () => {
    const { draft } = type('p', '1', '0', 'n', 'e', 'e');
    expect(draftEntry(draft)).toEqual({
      kind: 'sides',
      winner: 0,
      pieces: 0,
      queen: 'none',
      finish: 'penalty',
      extra: 2,
      timeUp: false,
    });
    expect(type('p', '1', '0', 'n', 'e', 'e', 'e').draft.extra).toBe(0);
  });

  it('Backspace steps back one field, Escape clears, arrows pick the winner', () => {
    expect(type('1', '5', 'l', 'Backspace').draft).toEqual({ ...EMPTY_DRAFT, winner: 0, pieces: 5 });
    expect(type('1', '5', 'Escape').draft).toEqual(EMPTY_DRAFT);
    expect(type('1', '5', 'ArrowRight').draft.winner).toBe(1);
  });

  it('a side number beyond the sides is not a winner; T only on timed rulesets', () => {
    expect(type('3').draft).toEqual(EMPTY_DRAFT);
    expect(draftKey(EMPTY_DRAFT, 't', context).kind).toBe('ignored');
    expect(draftKey(EMPTY_DRAFT, 't', { sides: 2, timed: true })).toEqual({
      kind: 'draft',
      draft: { ...EMPTY_DRAFT, timeUp: true },
    });
  });

  it('no key sequence produces a draft outside the entry’s ranges', () => {
    const keys = fc.constantFrom(
      '0',
      '1',
      '2',
      '3',
      '5',
      '9',
      'w',
      'l',
      'n',
      'p',
      'e',
      't',
      'Backspace',
      'Escape',
      'Enter',
      'ArrowLeft',
      'ArrowRight',
      'x',
    );
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 30 }), (sequence) => {
        const { draft } = type(...sequence);
        expect(draft.winner === null || draft.winner === 0 || draft.winner === 1).toBe(true);
        expect(draft.pieces === null || (draft.pieces >= 0 && draft.pieces <= 9)).toBe(true);
        expect(draft.extra >= 0 && draft.extra <= 2).toBe(true);
        if (draft.finish === 'normal') expect(draft.extra).toBe(0);
      }),
    );
  });
});

describe('points explanation', () => {
  /** The host works the points out (shared/views/console-view.ts does exactly this); the console words them. */
  const explain = (board: SidesBoardEntry, before: number) =>
    explainBoard(
      { queenPoints: icf.queenPoints, boardCap: icf.boardCap, timed: false },
      board,
      sidesBoardPoints(icf, board, before),
      'Asha',
      before,
      t,
    );
  const entry = (
    pieces: number,
    queen: 'winner' | 'loser' | 'none',
    extra = 0,
    finish: 'normal' | 'penalty' = 'normal',
  ) => ({ kind: 'sides', winner: 0, pieces, queen, finish, extra, timeUp: false }) as const;

  it('shows the sum with the queen while it counts (21 before the board)', () => {
    expect(explain(entry(6, 'winner'), 21).text).toBe('6 + queen 3 = 9');
  });
  it('says why the queen does not count from 22', () => {
    expect(explain(entry(6, 'winner'), 22).text).toBe(
      '6 (queen does not count: Asha had 22 before this board)',
    );
  });
  it('says the loser’s queen brings nothing', () => {
    expect(explain(entry(4, 'loser'), 0).text).toBe('4 (queen covered by the loser: no points for it)');
  });
  it('explains the floor of 1 and the cap of 12 on penalty finishes', () => {
    expect(explain(entry(0, 'none', 1, 'penalty'), 23).text).toBe('0 + 1 extra = 2 (at least 1 point)');
    expect(explain(entry(9, 'winner', 2, 'penalty'), 0).text).toBe(
      '9 + queen 3 + 2 extra = 12 (capped at 12)',
    );
  });
});
