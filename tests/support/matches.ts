import type { Command } from '../../shared/engine/index';

type CreateMatch = Extract<Command, { readonly type: 'CreateMatch' }>;

/**
 * The tests' usual singles match, Asha against Bruno, as a console sends it: under `rules`
 * (ICF unless said), with the match details `info`.
 */
export function ashaAgainstBruno(
  rules: CreateMatch['rules'] = 'icf',
  info: CreateMatch['info'] = {},
): CreateMatch {
  return {
    type: 'CreateMatch',
    matchType: 'singles',
    sides: [
      { name: 'Asha', players: ['Asha'] },
      { name: 'Bruno', players: ['Bruno'] },
    ],
    rules,
    stage: 'early',
    info,
  };
}

/** Asha wins the toss and breaks. */
export const ASHA_BREAKS = { type: 'RecordToss', winner: 0, choice: 'break' } as const satisfies Command;
