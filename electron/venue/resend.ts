import type { VenueResend } from '../../shared/contract/venue';
import type { OutboxEntry } from './outbox';

/** Inclusive ranges of sequences: [[1, 12], [14, 20]] for 1–12 and 14–20. */
export type SequenceRanges = readonly [number, number][];

/** The ranges covering `sequences` (any order, repeats allowed). */
export function sequenceRanges(sequences: Iterable<number>): SequenceRanges {
  const sorted = [...new Set(sequences)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const sequence of sorted) {
    const last = ranges.at(-1);
    if (last && sequence === last[1] + 1) last[1] = sequence;
    else ranges.push([sequence, sequence]);
  }
  return ranges;
}

export function inRanges(ranges: SequenceRanges, sequence: number): boolean {
  return ranges.some(([from, to]) => sequence >= from && sequence <= to);
}

/**
 * What a table sends again for a relay's resend request: every result of its outbox the relay
 * does not list as held, oldest first (a match the request does not name: all of its results).
 */
export function lackingEntries(all: readonly OutboxEntry[], request: VenueResend): readonly OutboxEntry[] {
  const have = new Map(request.have.map((match) => [match.matchId, match.sequences]));
  return all.filter((entry) => !inRanges(have.get(entry.matchId) ?? [], entry.sequence));
}
