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

/**
 * A Russian doubles match whose names are long single words ("Константинопольский",
 * "Верещагина-Тимофеевская"): what a narrow card or a phone must wrap, not widen for.
 */
export const LONG_RUSSIAN_DOUBLES = {
  type: 'CreateMatch',
  matchType: 'doubles',
  sides: [
    {
      name: 'Константинопольский / Верещагина-Тимофеевская',
      shortName: 'КОНСТ',
      players: ['Александр Константинопольский', 'Екатерина Верещагина-Тимофеевская'],
    },
    {
      name: 'Мария Иванова / Дмитрий Соколов',
      shortName: 'ИВАН',
      players: ['Мария Иванова', 'Дмитрий Соколов'],
    },
  ],
  rules: 'icf',
  stage: 'early',
  info: {},
} as const satisfies CreateMatch;
