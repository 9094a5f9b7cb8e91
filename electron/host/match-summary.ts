import { gamesWon } from '../../shared/engine/game';
import type { MatchState } from '../../shared/engine/index';
import type { MatchStatus, MatchSummary } from '../../shared/contract/contract';

export type StoredSummary = Omit<
  MatchSummary,
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'current' | 'damaged'
>;

export function statusOf(state: MatchState): MatchStatus {
  return state.winner === null ? 'in_progress' : 'finished';
}

/** What the match list shows without replaying the match. */
export function summaryOf(state: MatchState): StoredSummary {
  const setup = state.setup;
  const sides = setup?.sides ?? [];
  const lastGame = state.games[state.games.length - 1];
  return {
    type: setup?.type ?? null,
    sides: sides.map((side) => side.name),
    info: setup?.info ?? {},
    gamesWon: gamesWon(sides.length, state.games),
    scores: lastGame ? lastGame.scores : sides.map(() => 0),
    winner: state.winner,
    forfeit: state.forfeit,
  };
}

/** A file name that says what the match was: date, sides, and the kind of file. */
export function exportFileName(state: MatchState, createdAt: number, extension: string): string {
  const date = new Date(createdAt);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const names = (state.setup?.sides ?? []).map((side) => side.name).join('-vs-');
  const safe = fileNamePart(names);
  return `carrom-${day}${safe ? `-${safe}` : ''}.${extension}`;
}

/**
 * Characters no file name may hold on Windows, macOS or Linux: the path separators, the ones
 * Windows reserves (< > : " | ? *) and control characters (\p{Cc}). Everything else, every letter of
 * every script, is kept.
 */
const ILLEGAL = /[<>:"/\\|?*\p{Cc}]+/gu;
/** Linux allows 255 bytes in a name: the names' part stays well inside it with the date and extension. */
const MAX_PART_BYTES = 180;

/**
 * The sides' names as a file name part: composed (NFC, so "ś" stays one letter and "शर्मा" keeps
 * its marks), only illegal characters replaced with "-", white space collapsed, no dot or space
 * at the end (Windows drops them), cut at a whole letter (grapheme) within MAX_PART_BYTES.
 */
export function fileNamePart(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(ILLEGAL, '-')
    .replace(/\s+/gu, ' ')
    .replace(/-{2,}/g, '-')
    .trim();
  const encoder = new TextEncoder();
  let part = '';
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cleaned)) {
    const size = encoder.encode(segment).length;
    if (bytes + size > MAX_PART_BYTES) break;
    part += segment;
    bytes += size;
  }
  return part.replace(/^[-\s]+|[-.\s]+$/gu, '');
}
