import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import type { QueryData, QueryResult } from '../../shared/contract/contract';
import { CONSOLE, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';
import { queryParsed, submitParsed } from '../support/parsed';

function trailOf(result: QueryResult): QueryData['AuditTrail'] {
  if (!result.ok || result.type !== 'AuditTrail') throw new Error(`refused: ${JSON.stringify(result)}`);
  return (result as QueryResult<'AuditTrail'> & { ok: true }).data;
}

describe('the audit trail', () => {
  let host: Host | null = null;
  let dir: ReturnType<typeof tempDir> | null = null;
  afterEach(() => {
    host?.close();
    dir?.remove();
  });

  it('lists every event with who and when, and only the newer ones after a given sequence number', async () => {
    dir = tempDir();
    let clock = 1_000;
    host = openHost({ dataDir: dir.path, now: () => clock });
    submitParsed(host, CREATE_MATCH, CONSOLE);
    submitParsed(host, TOSS, CONSOLE);
    clock = 2_000;
    submitParsed(host, board(0, 6, 'winner'), CONSOLE);
    submitParsed(
      host,
      {
        type: 'CorrectBoard',
        game: 1,
        board: 1,
        entry: { kind: 'sides', winner: 0, pieces: 5, queen: 'winner' },
      },
      CONSOLE,
    );

    const all = trailOf(await queryParsed(host, { type: 'AuditTrail' }, CONSOLE));
    expect(all.map((e) => [e.seq, e.event.type])).toEqual([
      [1, 'MatchCreated'],
      [2, 'TossRecorded'],
      [3, 'BoardRecorded'],
      [4, 'BoardCorrected'],
    ]);
    expect(all[3]?.at).toBe(2_000);
    expect(all[3]?.origin).toMatch(/console/);
    const correction = all[3]?.event;
    if (correction?.type !== 'BoardCorrected') throw new Error('expected the correction');
    expect([correction.previous, correction.entry].map((e) => e.kind === 'sides' && e.pieces)).toEqual([
      6, 5,
    ]);

    const newer = trailOf(await queryParsed(host, { type: 'AuditTrail', afterSeq: 2 }, CONSOLE));
    expect(newer.map((e) => e.seq)).toEqual([3, 4]);
    expect(trailOf(await queryParsed(host, { type: 'AuditTrail', afterSeq: 4 }, CONSOLE))).toEqual([]);
    expect((await queryParsed(host, { type: 'AuditTrail', afterSeq: -1 }, CONSOLE)).ok).toBe(false);
  });
});
