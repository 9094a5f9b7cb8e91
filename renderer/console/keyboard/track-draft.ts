/**
 * The stroke typed in the console's tracking mode, read from the keys that built it: O own C/m
 * +1, P the opponent's +1, Q the queen, S the striker, I improper (each press of Q, S, I turns it
 * on or off), F a foul (64a), T a technical foul (63) and then 1–2 the side that made it, D the
 * points demanded with a penalty finish (87b), 0 → 1 → 2 → 0. A on an empty stroke starts the
 * umpire's award instead (51, 91, 121b, 126b): 1–2 the side, then 0–9 the C/m counted (the last
 * digit counts; none typed: 0), as /umpire's "award the board" asks.
 */
import type { StrokeEntry } from '../../../shared/engine/tracker/types';

export const STROKE_KEYS = ['o', 'p', 'q', 's', 'i'] as const;
export const FOUL_KEYS = ['f', 't'] as const;
export const MAX_C_M = 9;

/** A stroke or foul as the RecordStroke command carries it (fields at their default left out). */
export type TypedStroke =
  | {
      readonly own?: number;
      readonly opp?: number;
      readonly queen?: true;
      readonly striker?: true;
      readonly improper?: true;
    }
  | { readonly foul: 'technical' | 'foul'; readonly by?: 0 | 1 };

export const AWARD_KEY = 'a';

/** The umpire's award typed: the side it goes to and the C/m counted. */
export interface TypedAward {
  readonly winner: 0 | 1;
  readonly pieces: number;
}

export const isAwardDraft = (keys: readonly string[]): boolean => keys[0] === AWARD_KEY;

/** The award the keys name, or null while they name no side yet (or are not an award). */
export function typedAward(keys: readonly string[]): TypedAward | null {
  if (!isAwardDraft(keys) || keys.length < 2) return null;
  return { winner: keys[1] === '1' ? 0 : 1, pieces: keys.length > 2 ? Number(keys.at(-1)) : 0 };
}

/** The AwardBoard entry of an award typed, as /umpire gives it: a penalty finish, no extra points. */
export function awardEntry(award: TypedAward) {
  return {
    kind: 'sides',
    winner: award.winner,
    pieces: award.pieces,
    queen: 'winner',
    finish: 'penalty',
    extra: 0,
    timeUp: false,
  } as const;
}

export interface TrackTyped {
  readonly entry: TypedStroke;
  readonly demand: number;
}

const count = (keys: readonly string[], key: string): number => keys.filter((k) => k === key).length;
const odd = (keys: readonly string[], key: string): boolean => count(keys, key) % 2 === 1;

export const isFoulDraft = (keys: readonly string[]): boolean => keys.includes('f') || keys.includes('t');

/** Whether any part of a stroke (not a foul, not the demand) is typed. */
export const hasStrokeKeys = (keys: readonly string[]): boolean =>
  keys.some((key) => (STROKE_KEYS as readonly string[]).includes(key));

/** What the keys typed say; null while nothing but the demand is typed (N records "nothing pocketed"). */
export function typedStroke(keys: readonly string[]): TrackTyped | null {
  const demand = count(keys, 'd') % 3;
  if (keys.includes('f')) return { entry: { foul: 'foul' }, demand };
  if (keys.includes('t')) {
    const side = keys.filter((key) => key === '1' || key === '2').at(-1);
    return { entry: { foul: 'technical', ...(side ? { by: side === '1' ? 0 : 1 } : {}) }, demand };
  }
  if (!hasStrokeKeys(keys)) return null;
  const own = count(keys, 'o');
  const opp = count(keys, 'p');
  const entry = {
    ...(own > 0 ? { own } : {}),
    ...(opp > 0 ? { opp } : {}),
    ...(odd(keys, 'q') ? { queen: true as const } : {}),
    ...(odd(keys, 's') ? { striker: true as const } : {}),
    ...(odd(keys, 'i') ? { improper: true as const } : {}),
  };
  return { entry, demand };
}

/** The typed stroke as the tracker's entry (for words), `turn` striking unless a foul names its side. */
export function asStrokeEntry(entry: TypedStroke, turn: number): StrokeEntry {
  if ('foul' in entry) return { foul: entry.foul, by: entry.by ?? turn };
  return {
    own: entry.own ?? 0,
    opp: entry.opp ?? 0,
    queen: entry.queen ?? false,
    striker: entry.striker ?? false,
    improper: entry.improper ?? false,
    by: turn,
  };
}
