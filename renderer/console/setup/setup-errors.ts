import { SETUP_LIMITS } from '../../../shared/contract/limits';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import { graphemeCount, nameSkeleton } from '../../../shared/text/names';

/** One side as the set-up form holds it while the operator types. */
export interface SideForm {
  name: string;
  players: string[];
  club: string;
  shortName: string;
}

export interface InfoForm {
  event: string;
  round: string;
  table: string;
  umpire: string;
}

/** The name a side will be shown by: its own name, else its players' names (as the form sends it). */
export function shownName(side: SideForm): string {
  return side.name.trim() || side.players.map((player) => player.trim()).join(' / ');
}

/** The field that holds a side's shown name: where a problem with that name is shown. */
export function nameField(side: SideForm, index: number): string {
  return side.players.length > 1 ? `side-name-${index}` : `player-${index}-0`;
}

/** Names compared as the engine compares them: case, spaces and look-alike letters do not count. */
const sameKey = (name: string): string => nameSkeleton(name);

/**
 * Every problem of the form, keyed by the field it belongs to (its data-testid), in the operator's
 * language and naming the rule: the engine's limits (shared/engine/validate-setup.ts, through
 * SETUP_LIMITS), a required name, and a name of its own for each side (the engine refuses the
 * same). Empty required fields count only once the operator has tried to create the match.
 */
export function setupFieldErrors(
  sides: readonly SideForm[],
  info: InfoForm,
  attempted: boolean,
  t: ConsoleTranslate,
): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  const tooLong = (
    key: string,
    value: string,
    max: number,
    rule: 'ruleNameLength' | 'ruleShortNameLength',
  ) => {
    const length = graphemeCount(value.trim());
    if (length > max) errors[key] = t(rule, { max, length });
  };
  sides.forEach((side, index) => {
    side.players.forEach((player, p) => {
      const key = `player-${index}-${p}`;
      if (attempted && player.trim() === '') errors[key] = t('ruleNameMissing');
      tooLong(key, player, SETUP_LIMITS.name, 'ruleNameLength');
    });
    if (side.players.length > 1)
      tooLong(`side-name-${index}`, shownName(side), SETUP_LIMITS.name, 'ruleNameLength');
    tooLong(`short-name-${index}`, side.shortName, SETUP_LIMITS.shortName, 'ruleShortNameLength');
    tooLong(`club-${index}`, side.club, SETUP_LIMITS.name, 'ruleNameLength');
  });
  sameNames(sides, errors, t);
  for (const field of ['event', 'round', 'table', 'umpire'] as const) {
    const length = graphemeCount(info[field].trim());
    if (length > SETUP_LIMITS.info)
      errors[`info-${field}`] = t('ruleInfoLength', { max: SETUP_LIMITS.info, length });
  }
  return errors;
}

/** A side named like an earlier one (or with its short name) gets the problem on its own field. */
function sameNames(sides: readonly SideForm[], errors: Record<string, string>, t: ConsoleTranslate): void {
  const names = new Set<string>();
  const shortNames = new Set<string>();
  const count = sides.length === 2 ? 'two' : 'other';
  sides.forEach((side, index) => {
    const name = shownName(side);
    const complete = side.players.every((player) => player.trim() !== '');
    if (complete && names.has(sameKey(name))) {
      const key = nameField(side, index);
      errors[key] ??= t('ruleSameName', { name, sides: count });
    }
    if (complete) names.add(sameKey(name));
    const short = side.shortName.trim();
    if (short === '') return;
    if (shortNames.has(sameKey(short)))
      errors[`short-name-${index}`] ??= t('ruleSameName', { name: short, sides: count });
    shortNames.add(sameKey(short));
  });
}
