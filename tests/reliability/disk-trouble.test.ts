import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import type { CommandResult } from '../../shared/contract/contract';
import { TestSocket } from '../host/ws-helpers';
import { ExpectedMatch, FREE_PLAY_MATCH, TOSS, boardCommand } from './support/match';
import {
  buildDisplayPages,
  launchChromium,
  openDisplay,
  pageErrors,
  serveHost,
  shown,
  waitShown,
  type ServedHost,
} from './support/screens';
import { mountSmallDisk } from './support/small-disk';
import { sleep, tempDir } from './support/temp';

/*
 * The data folder runs out of space, then becomes read-only, in the middle of a match, with a
 * real display page connected over the WebSocket and commands sent over it as a console does.
 *
 * Disk full is a real fault when the machine allows it: the data folder is a 2 MB tmpfs, filled
 * with a file until ENOSPC (SQLite then fails with SQLITE_FULL). Without mount permission it
 * falls back to SQLite's max_page_count on the host's connection, which gives the same error.
 * Read-only cannot be produced for real while the host holds the files open (remounting a
 * filesystem read-only with files open for writing fails with EBUSY, and chmod does not stop
 * root), so it is SQLite's query_only on the host's connection (SQLITE_READONLY).
 */
const root = tempDir('disk');
const dataDir = join(root.path, 'data');
const disk = mountSmallDisk(dataDir, 2);
let staticDir = '';
let browser: Browser;
let served: ServedHost | null = null;
const expected = new ExpectedMatch();
let acknowledged = 0;

beforeAll(async () => {
  staticDir = await buildDisplayPages();
  browser = await launchChromium();
});

afterAll(async () => {
  await served?.close();
  await browser?.close();
  disk?.unmount();
  root.remove();
  expect(pageErrors).toEqual([]);
});

async function send(operator: TestSocket, command: unknown): Promise<CommandResult> {
  const result = (await operator.send('command', command)) as CommandResult;
  if (result.ok) {
    expected.apply(command);
    acknowledged = result.revision;
  }
  return result;
}

/** Nothing reaches the display: same revision and scores, also after a moment. */
async function displayHolds(page: Page): Promise<void> {
  await sleep(300);
  expect(await shown(page)).toEqual({ revision: acknowledged, scores: expected.scoresText() });
}

describe(`disk trouble mid-match (disk full: ${disk ? 'real 2 MB tmpfs' : 'SQLite max_page_count fallback'})`, () => {
  it('refuses commands with a clear message, keeps the display on the last true state, and loses nothing once space returns', async () => {
    served = await serveHost({ dataDir, staticDir });
    const operator = await TestSocket.open(served.wsUrl('console'));
    const { page } = await openDisplay(browser, served.url);
    for (const command of [FREE_PLAY_MATCH, TOSS, boardCommand(0), boardCommand(1), boardCommand(2)]) {
      expect(await send(operator, command)).toMatchObject({ ok: true });
    }
    await waitShown(page, acknowledged, expected.scoresText());

    // The disk fills up.
    if (disk) disk.fill();
    else {
      const db = served.host.store.database;
      db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    }
    let index = 3;
    let refusal: CommandResult | null = null;
    for (let tries = 0; tries < 500 && !refusal; tries += 1) {
      const result = await send(operator, boardCommand(index));
      if (result.ok) index += 1;
      else refusal = result;
    }
    expect(refusal).toMatchObject({ ok: false, code: 'storage' });
    expect(refusal!.ok || refusal!.message).toMatch(
      /^Could not save: the disk is full\. Nothing was recorded/,
    );
    await waitShown(page, acknowledged, expected.scoresText());
    for (let again = 0; again < 5; again += 1) {
      expect(await send(operator, boardCommand(index))).toMatchObject({ ok: false, code: 'storage' });
    }
    expect(await send(operator, { type: 'UpdateDisplay', message: 'Tea break' })).toMatchObject({
      ok: false,
      code: 'storage',
    });
    await displayHolds(page);
    // The host keeps serving: a display opened now shows the last true state.
    const late = await openDisplay(browser, served.url);
    await waitShown(late.page, acknowledged, expected.scoresText());
    await late.context.close();

    // Space returns: the same board goes in, and the display follows.
    if (disk) disk.free();
    else served.host.store.database.pragma('max_page_count = 1073741823');
    expect(await send(operator, boardCommand(index))).toMatchObject({ ok: true });
    index += 1;
    await waitShown(page, acknowledged, expected.scoresText());

    // The folder turns read-only.
    served.host.store.database.pragma('query_only = ON');
    const readOnly = await send(operator, boardCommand(index));
    expect(readOnly).toMatchObject({ ok: false, code: 'storage' });
    expect(readOnly.ok || readOnly.message).toMatch(/^Could not save: the data folder is read-only/);
    expect(await send(operator, { type: 'NewMatch' })).toMatchObject({ ok: false, code: 'storage' });
    await displayHolds(page);
    served.host.store.database.pragma('query_only = OFF');
    expect(await send(operator, boardCommand(index))).toMatchObject({ ok: true });
    index += 1;
    await waitShown(page, acknowledged, expected.scoresText());
    operator.close();
    await served.close();
    served = null;

    // Nothing acknowledged is lost and nothing refused was half-written: the restarted host
    // shows the engine's state after exactly the acknowledged commands.
    const reopened = openHost({ dataDir });
    try {
      expect(reopened.current().revision).toBe(acknowledged);
      expect(reopened.current().view).toEqual(expected.view());
      const events = reopened.store.events(reopened.current().matchId!);
      expect(events.filter((entry) => entry.event.type === 'BoardRecorded')).toHaveLength(index);
      expect(reopened.store.database.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      reopened.close();
    }
  });
});
