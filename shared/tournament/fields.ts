import { NAME_MAX } from '../engine/validate-setup';
import { graphemeCount, refusedCharacter, toNfc } from '../text/names';
import { TournamentProblem } from './model';

/** Readers of one field of a parsed document: each names `where` when the value will not do. */

export type Where = string;

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export function invalid(where: Where, what: string): never {
  throw new TournamentProblem('invalid_format', `${where}: ${what}`);
}

export function recordAt(value: unknown, where: Where): Readonly<Record<string, unknown>> {
  return isRecord(value) ? value : invalid(where, 'is not a mapping of fields');
}

export function listAt(value: unknown, where: Where): readonly unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : invalid(where, 'is not a list');
}

export function wholeAt(value: unknown, where: Where, min: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 1_000_000)
    return value;
  return invalid(where, `is ${describe(value)}, not a whole number of at least ${min}`);
}

export function optionalWholeAt(value: unknown, where: Where, min: number): number | null {
  return value === undefined || value === null ? null : wholeAt(value, where, min);
}

export function optionalTextAt(value: unknown, where: Where): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return invalid(where, `is ${describe(value)}, not a text`);
  const text = toNfc(value).trim();
  return text === '' ? null : text;
}

/** A date as YYYY-MM-DD: a !!timestamp (a Date) or a text that starts with one. */
export function optionalDateAt(value: unknown, where: Where): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return invalid(where, `is ${describe(value)}, not a date`);
}

/** A player's or a club's name through the contract's name rules: NFC, no invisible character, NAME_MAX. */
export function nameAt(value: string, where: Where): string {
  const name = toNfc(value).trim().replace(/\s+/g, ' ');
  const found = refusedCharacter(name);
  if (found) {
    throw new TournamentProblem(
      'invalid_name',
      `${where}: a name contains ${found}, an invisible character a name may not hold`,
    );
  }
  if (name === '') throw new TournamentProblem('invalid_name', `${where}: the name is empty`);
  if (graphemeCount(name) > NAME_MAX) {
    throw new TournamentProblem(
      'invalid_name',
      `${where}: "${name}" is too long (at most ${NAME_MAX} characters)`,
    );
  }
  return name;
}

export function referenceAt(value: unknown, where: Where, count: number, listName: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return invalid(where, `is ${describe(value)}, not a 1-based index into ${listName}`);
  }
  if (value < 1 || value > count) {
    throw new TournamentProblem(
      'index_out_of_range',
      `${where}: ${value} is out of range (${listName} has ${count} ${count === 1 ? 'entry' : 'entries'}, numbered from 1)`,
    );
  }
  return value;
}

export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'missing';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}
