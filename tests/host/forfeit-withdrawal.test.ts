/*
 * Issue 23, item 5: a forfeit can be withdrawn until another match starts at the table. The
 * engine sees one match, so the host's match service checks the others in its store: the REAL
 * host, SQLite on disk, reopened from its folder. The withdrawal is on the official sheet where
 * it happened.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import { CONSOLE, tempDir } from './helpers';
import { submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function folder(): string {
  const dir = tempDir('carrom-withdraw-');
  cleanups.push(() => dir.remove());
  return dir.path;
}

function open(dataDir: string): Host {
  const host = openHost({ dataDir });
  cleanups.push(() => host.close());
  return host;
}

function ok(host: Host, command: Record<string, unknown>): void {
  const result = submitParsed(host, command, CONSOLE);
  if (!result.ok) throw new Error(`${String(command['type'])} refused: ${result.message}`);
}

function create(host: Host, names: readonly [string, string]): string {
  ok(host, {
    type: 'CreateMatch',
    matchType: 'singles',
    sides: names.map((name) => ({ name, players: [name] })),
    rules: 'icf',
    stage: 'early',
    info: { event: 'Withdrawals', table: '4' },
  });
  return host.current().matchId!;
}

/** Asha v Bruno: a toss, one board, then Bruno "resigns" by mistake. */
function forfeited(host: Host): string {
  const matchId = create(host, ['Asha', 'Bruno']);
  ok(host, { type: 'RecordToss', winner: 0, choice: 'break' });
  ok(host, { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 3, queen: 'loser' } });
  ok(host, { type: 'Forfeit', by: 1, kind: 'resigned' });
  expect(host.current().view.phase).toBe('matchOver');
  return matchId;
}

async function sheetOf(host: Host, matchId: string): Promise<OfficialSheet> {
  const result = await host.query({ type: 'OfficialSheet', matchId }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.data as OfficialSheet;
}

describe('withdrawing a forfeit (issue 23 item 5)', () => {
  it('is accepted while the next match is only set up, and the sheet prints it after board 1', async () => {
    const host = open(folder());
    const first = forfeited(host);
    ok(host, { type: 'NewMatch' });
    create(host, ['Chitra', 'Dev']);
    ok(host, { type: 'OpenMatch', matchId: first });
    ok(host, { type: 'WithdrawForfeit' });
    expect(host.current().view.phase).toBe('playing');
    ok(host, { type: 'RecordBoard', entry: { kind: 'sides', winner: 1, pieces: 2, queen: 'loser' } });
    const sheet = await sheetOf(host, first);
    expect(sheet.forfeit).toBeNull();
    expect(sheet.withdrawnForfeits).toHaveLength(1);
    const [withdrawn] = sheet.withdrawnForfeits;
    expect(withdrawn).toMatchObject({ by: 1, kind: 'resigned', game: 1, afterBoard: 1 });
    expect(withdrawn!.withdrawnAt).toBeGreaterThanOrEqual(withdrawn!.at);
    expect(sheet.games[0]!.rows.map((row) => row.board)).toEqual([1, 2]);
  });

  it('is refused in words once another match has started at the table, and stays refused after a restart', () => {
    const dataDir = folder();
    const host = open(dataDir);
    const first = forfeited(host);
    ok(host, { type: 'NewMatch' });
    create(host, ['Chitra', 'Dev']);
    ok(host, { type: 'RecordToss', winner: 1, choice: 'break' });
    ok(host, { type: 'OpenMatch', matchId: first });
    const before = host.current();
    const refused = host.submit({ type: 'WithdrawForfeit' }, CONSOLE);
    expect(refused).toMatchObject({ ok: false, code: 'forfeit_stands' });
    expect(refused.ok ? '' : refused.message).toBe(
      'The forfeit stands: another match (Chitra – Dev) has started at this table since it was recorded, so this match cannot go on.',
    );
    expect(host.current().revision).toBe(before.revision);
    expect(host.current().view.phase).toBe('matchOver');
    host.close();

    const reopened = open(dataDir);
    ok(reopened, { type: 'OpenMatch', matchId: first });
    expect(reopened.submit({ type: 'WithdrawForfeit' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'forfeit_stands',
    });
  });

  it('a match started before the forfeit does not hold it', () => {
    const host = open(folder());
    create(host, ['Chitra', 'Dev']);
    ok(host, { type: 'RecordToss', winner: 1, choice: 'break' });
    ok(host, { type: 'NewMatch' });
    forfeited(host);
    ok(host, { type: 'WithdrawForfeit' });
    expect(host.current().view.phase).toBe('playing');
  });
});
