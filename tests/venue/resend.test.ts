import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inRanges, lackingEntries, sequenceRanges } from '../../electron/venue/resend';
import type { OutboxEntry } from '../../electron/venue/outbox';
import { readVenueMessage, venueTopics } from '../../shared/contract/venue';

const entry = (matchId: string, sequence: number): OutboxEntry =>
  ({ matchId, sequence, body: { matchId, sequence } }) as unknown as OutboxEntry;

describe('a relay’s request for missing results', () => {
  it('the ranges hold exactly the sequences they were made of, in as few ranges as there are runs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 80 }), (sequences) => {
        const ranges = sequenceRanges(sequences);
        const held = new Set(sequences);
        for (let sequence = 1; sequence <= 201; sequence += 1)
          expect(inRanges(ranges, sequence)).toBe(held.has(sequence));
        // Ranges are ordered, disjoint and not adjacent (else they would be one).
        for (let index = 1; index < ranges.length; index += 1)
          expect(ranges[index]![0]).toBeGreaterThan(ranges[index - 1]![1] + 1);
      }),
    );
  });

  it('a table answers with every result the relay does not hold, and none it holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('m1', 'm2', 'm3'), fc.integer({ min: 1, max: 30 }))),
        fc.array(fc.tuple(fc.constantFrom('m1', 'm2', 'm4'), fc.integer({ min: 1, max: 30 }))),
        (outbox, relayHas) => {
          const all = outbox.map(([match, sequence]) => entry(match, sequence));
          const byMatch = new Map<string, number[]>();
          for (const [match, sequence] of relayHas)
            byMatch.set(match, [...(byMatch.get(match) ?? []), sequence]);
          const have = [...byMatch].map(([matchId, sequences]) => ({
            matchId,
            sequences: sequenceRanges(sequences),
          }));
          const sent = lackingEntries(all, { v: 1, venue: 'hall', table: 1, have });
          const held = new Set(relayHas.map(([match, sequence]) => `${match}#${sequence}`));
          expect(sent.map((each) => `${each.matchId}#${each.sequence}`)).toEqual(
            all
              .filter((each) => !held.has(`${each.matchId}#${each.sequence}`))
              .map((each) => `${each.matchId}#${each.sequence}`),
          );
        },
      ),
    );
  });

  it('the request topic and message are read by every reader, and a malformed one is refused in words', () => {
    const topic = venueTopics('hall').resend(4);
    expect(topic).toBe('carrom/v1/hall/tables/4/results/resend');
    const good = readVenueMessage(
      'hall',
      topic,
      JSON.stringify({ v: 1, venue: 'hall', table: 4, have: [{ matchId: 'm1', sequences: [[1, 3]] }] }),
    );
    expect(good).toMatchObject({ ok: true, message: { kind: 'resend', table: 4 } });
    const otherTable = readVenueMessage(
      'hall',
      topic,
      JSON.stringify({ v: 1, venue: 'hall', table: 5, have: [] }),
    );
    expect(otherTable).toMatchObject({ ok: false, reason: expect.stringMatching(/another venue or table/) });
    const badRange = readVenueMessage(
      'hall',
      topic,
      JSON.stringify({ v: 1, venue: 'hall', table: 4, have: [{ matchId: 'm1', sequences: [[0, 'x']] }] }),
    );
    expect(badRange.ok).toBe(false);
  });
});
