/**
 * A match whose stored log has a bad event (issue 12 item 10): the console shows the banner and
 * offers no board entry (typed boards go nowhere), and the match list marks the match damaged
 * instead of showing its stored result. Real host on a real SQLite file damaged behind its back.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openHost } from '../../electron/host/host';
import { CREATE_MATCH, TOSS, board } from '../host/fixtures/match-script';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { openConsole, press, text } from './support/console-page';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;

/** Game 1 to Asha (9, 18, 27) and one board of game 2; then event 4 is damaged on disk. */
function damagedMatch(dataDir: string): void {
  const host = openHost({ dataDir });
  for (const command of [CREATE_MATCH, TOSS, board(0), board(0), board(0), board(1)])
    expect(submitParsed(host, command, CONSOLE).ok).toBe(true);
  host.close();
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    const triggers = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'events'")
      .all() as { name: string; sql: string }[];
    db.transaction(() => {
      for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`);
      db.prepare(
        `UPDATE events SET payload = json_set(payload, '$.entry.pieces', 'nine') WHERE seq = 4`,
      ).run();
      for (const trigger of triggers) db.exec(trigger.sql);
    })();
  } finally {
    db.close();
  }
}

describe('console: a damaged match record', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('damaged-record', { prepare: damagedMatch });
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows why and offers no board entry; typed boards record nothing', async () => {
    await page.waitForSelector('[data-testid=damaged-record]');
    expect(await text(page, '[data-testid=damaged-record]')).toContain('cannot be read from event 4');
    // The match is shown as of event 3 (game 1, board 1: Asha 9), still playing.
    expect(harness.host.current().view.phase).toBe('playing');
    expect(await page.locator('[data-testid=board-entry]').count()).toBe(0);
    const matchId = harness.host.current().matchId!;
    const rows = harness.host.store.events(matchId).length;
    await press(page, '1', '6', 'w', 'Enter');
    await page.waitForTimeout(300);
    expect(harness.host.store.events(matchId).length).toBe(rows);
    expect(await page.locator('[data-testid=board-entry]').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/damaged-record-en.png` });
  });

  it('the match list marks the match damaged instead of its stored result', async () => {
    await page.click('[data-testid=tab-matches]');
    await page.waitForSelector('[data-testid=match-row]');
    const result = await text(page, '[data-testid=match-result]');
    expect(result).toBe('Record unreadable from event 4: no result shown');
    // What was stored with the match (game 1 to Asha) is not shown as its result.
    expect(result).not.toMatch(/1–0|wins/);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/damaged-record-list-en.png` });
  });
});
