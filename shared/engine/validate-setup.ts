import type { MatchType } from '../rules/ruleset';
import { quote } from '../text/quote';
import { MATCH_TYPES } from '../rules/ruleset';
import type { MatchInfo, Side } from './types';
import { graphemeCount, nameCharacterProblem, nameSkeleton, toNfc } from '../text/names';

export const NAME_MAX = 60;
/** A side's optional short name, for the LED boards, the overlay and narrow screens. */
export const SHORT_NAME_MAX = 12;
export const INFO_MAX = 100;

const SIDE_COUNT: Readonly<Record<MatchType, number>> = { singles: 2, doubles: 2, 'three-player': 3 };
const PLAYERS_PER_SIDE: Readonly<Record<MatchType, number>> = { singles: 1, doubles: 2, 'three-player': 1 };

export function sideCountFor(type: MatchType): number {
  return SIDE_COUNT[type];
}

export function playersPerSide(type: MatchType): number {
  return PLAYERS_PER_SIDE[type];
}

function textProblem(value: unknown, what: string, max: number, required: boolean): string | null {
  if (value === undefined && !required) return null;
  if (typeof value !== 'string') return `${what} must be text`;
  if (required && value.trim() === '') return `${what} is missing`;
  // Counted as a reader sees them: an emoji or a Devanagari syllable is one character.
  if (graphemeCount(value) > max) return `${what} is longer than ${max} characters`;
  return null;
}

/** Sides and players must fit the type of match: 2 sides of 1 or 2 players, or 3 players. */
export function sidesProblem(type: MatchType, sides: readonly Side[]): string | null {
  if (!MATCH_TYPES.includes(type)) return `${quote(type)} is not a type of match`;
  const count = SIDE_COUNT[type];
  if (!Array.isArray(sides) || sides.length !== count) {
    return `a ${type} match has ${count} ${type === 'three-player' ? 'players' : 'sides'}`;
  }
  for (let i = 0; i < sides.length; i++) {
    const side = sides[i] as Side;
    const label = `side ${i + 1}`;
    const nameProblem = textProblem(side?.name, `the name of ${label}`, NAME_MAX, true);
    if (nameProblem) return nameProblem;
    if (!Array.isArray(side.players) || side.players.length !== PLAYERS_PER_SIDE[type]) {
      return `${side.name} must list ${PLAYERS_PER_SIDE[type]} player${PLAYERS_PER_SIDE[type] > 1 ? 's' : ''} in a ${type} match`;
    }
    for (const player of side.players) {
      const problem = textProblem(player, `a player's name in ${side.name}`, NAME_MAX, true);
      if (problem) return problem;
    }
    const clubProblem = textProblem(side.club, `the club of ${side.name}`, NAME_MAX, false);
    if (clubProblem) return clubProblem;
    const nationalityProblem = nationalityProblemOf(side);
    if (nationalityProblem) return nationalityProblem;
    const shortProblem = textProblem(side.shortName, `the short name of ${side.name}`, SHORT_NAME_MAX, false);
    if (shortProblem) return shortProblem;
  }
  return null;
}

/**
 * A name as two sides could be confused by it: spaces, letter case and look-alike letters (a
 * Cyrillic "А" for a Latin "A") do not tell sides apart.
 */
function nameKey(name: string): string {
  return nameSkeleton(name);
}

/** The same name typed with other spaces or letter case (said "both named"). */
function plainKey(name: string): string {
  return toNfc(name).trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * Two sides with the same name (or the same short name) cannot be told apart on the scoreboard:
 * a new match or a change of names is refused. Only new setups are checked, so a match recorded
 * before this rule still replays.
 */
export function sameNameProblem(sides: readonly Side[]): string | null {
  const seen = new Map<string, number>();
  const seenShort = new Map<string, number>();
  for (const [index, side] of sides.entries()) {
    const key = nameKey(side.name);
    const first = seen.get(key);
    if (first !== undefined) {
      const other = sides[first]?.name.trim() ?? '';
      return plainKey(other) === plainKey(side.name)
        ? `sides ${first + 1} and ${index + 1} are both named ${quote(side.name.trim())}: each side needs a name of its own`
        : `sides ${first + 1} and ${index + 1} have names that read the same (${quote(other)} and ${quote(side.name.trim())}): each side needs a name of its own`;
    }
    seen.set(key, index);
    if (side.shortName === undefined || side.shortName.trim() === '') continue;
    const shortKey = nameKey(side.shortName);
    const firstShort = seenShort.get(shortKey);
    if (firstShort !== undefined) {
      return `sides ${firstShort + 1} and ${index + 1} both have the short name ${quote(side.shortName.trim())}: each side needs a short name of its own`;
    }
    seenShort.set(shortKey, index);
  }
  return null;
}

/**
 * The sides of a new setup: their shape and limits, no invisible character that changes how a
 * name reads, and a name of its own for each side. Only new setups: stored matches still replay.
 */
export function newSidesProblem(type: MatchType, sides: readonly Side[]): string | null {
  return sidesProblem(type, sides) ?? charactersProblem(sides) ?? sameNameProblem(sides);
}

function charactersProblem(sides: readonly Side[]): string | null {
  for (const [index, side] of sides.entries()) {
    const label = `side ${index + 1}`;
    const problem =
      nameCharacterProblem(side.name, `the name of ${label}`) ??
      side.players.reduce<string | null>(
        (found, player) => found ?? nameCharacterProblem(player, `a player's name in ${label}`),
        null,
      ) ??
      (side.club === undefined ? null : nameCharacterProblem(side.club, `the club of ${label}`)) ??
      (side.shortName === undefined
        ? null
        : nameCharacterProblem(side.shortName, `the short name of ${label}`));
    if (problem) return problem;
  }
  return null;
}

/** Names as they are stored: in NFC, so the same name typed two ways is one name. */
export function nfcSides(sides: readonly Side[]): readonly Side[] {
  if (!Array.isArray(sides)) return sides;
  // Malformed sides are left as they came: `sidesProblem` words what is wrong with them.
  const nfc = (value: unknown): unknown => (typeof value === 'string' ? toNfc(value) : value);
  return sides.map((side: Side) =>
    typeof side !== 'object' || side === null || !Array.isArray(side.players)
      ? side
      : ({
          ...side,
          name: nfc(side.name),
          players: side.players.map(nfc),
          ...(side.club === undefined ? {} : { club: nfc(side.club) }),
          ...(side.shortName === undefined ? {} : { shortName: nfc(side.shortName) }),
        } as Side),
  );
}

export function infoProblem(info: MatchInfo): string | null {
  if (typeof info !== 'object' || info === null) return 'the match details must be an object';
  for (const key of ['event', 'round', 'table', 'umpire'] as const) {
    const problem = textProblem(info[key], `the ${key}`, INFO_MAX, false);
    if (problem) return problem;
  }
  return null;
}

/** Country codes of three capital letters ("ITA"), one per nationality joined by " / ". */
const NATIONALITY = /^[A-Z]{3}( \/ [A-Z]{3}){0,3}$/;

function nationalityProblemOf(side: Side): string | null {
  const nationality = side.nationality;
  if (nationality === undefined || (typeof nationality === 'string' && NATIONALITY.test(nationality)))
    return null;
  return `the nationality of ${side.name} must be country codes of three capital letters, one per nationality joined by " / " (ITA, or POL / IND for partners of two countries); got ${JSON.stringify(nationality)}`;
}
