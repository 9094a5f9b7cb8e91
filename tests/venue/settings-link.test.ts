import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVenueMessage } from '../../shared/contract/venue';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { openHost } from '../../electron/host/host';
import { tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { passwordOf, startMosquitto, type TestBroker } from './brokers';
import { consoleUrl, listeningUrl, spawnServe } from '../support/serve-process';
import { createTableMatch, openSimTable, sideNames, VENUE } from './tables';

const REPO = join(import.meta.dirname, '..', '..');
const TABLE = 5;

/** `npm run serve` without venue flags (the link comes from the console's settings), or with `extra` flags. */
async function serve(
  dataDir: string,
  extra: readonly string[] = [],
): Promise<{ base: string; console: string; child: ChildProcess }> {
  const running = spawnServe(['--port', '0', '--data-dir', dataDir, ...extra]);
  const base = await listeningUrl(running);
  return { base, console: await consoleUrl(running), child: running.child };
}

/** A match at the table, so its host has a state to publish. */
function createMatch(dataDir: string, table = TABLE): string {
  const host = openHost({ dataDir });
  createTableMatch(host, table);
  const matchId = host.current().matchId!;
  host.close();
  return matchId;
}

/** The screen user's view of table 5's retained topics. */
async function watchTable(
  url: string,
): Promise<{ client: MqttClient; state: () => unknown; status: () => string | null }> {
  const client = mqtt.connect(url, {
    username: VENUE_USERS.screen,
    password: passwordOf(VENUE_USERS.screen),
    protocolVersion: 5,
  });
  let state: unknown = null;
  let status: string | null = null;
  client.on('message', (topic, payload) => {
    const reading = readVenueMessage(VENUE, topic, payload.toString());
    if (!reading.ok || !('table' in reading.message) || reading.message.table !== TABLE) return;
    if (reading.message.kind === 'state') state = reading.message.state;
    if (reading.message.kind === 'status') status = reading.message.status;
  });
  await new Promise<void>((resolve, reject) =>
    client.once('connect', () =>
      client.subscribe(`carrom/v1/${VENUE}/tables/${TABLE}/#`, { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      ),
    ),
  );
  return { client, state: () => state, status: () => status };
}

/** The console at the URL serve printed, with its start-up token. */
async function openSettings(browser: Browser, consoleUrl: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(consoleUrl);
  await page.click('[data-testid=tab-settings]');
  await page.locator('[data-testid=venue-settings]').waitFor();
  return page;
}

async function fill(page: Page, url: string, password: string, table = TABLE): Promise<void> {
  await page.fill('[data-testid=venue-url]', url);
  await page.fill('[data-testid=venue-id]', VENUE);
  await page.fill('[data-testid=venue-table]', String(table));
  await page.fill('[data-testid=venue-user]', '');
  await page.fill('[data-testid=venue-password]', password);
  await page.click('[data-testid=venue-connect]');
}

/** The names on table `table`'s tile of the overview ('' while it has no tile). */
const tileNames = (page: Page, table: number) =>
  page
    .locator(`[data-testid=venue-table][data-table="${table}"] [data-testid=venue-name]`)
    .allTextContents()
    .then((names) => names.join(' | '));

const linkOf = (page: Page) => page.locator('[data-testid=venue-settings-status]').getAttribute('data-link');

describe('the venue link from the console settings (real host, real mosquitto)', () => {
  const dir = tempDir('venue-settings-');
  let broker: TestBroker;
  let browser: Browser;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    broker = await startMosquitto(dir.path, VENUE, 8);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const child of children) child.kill('SIGKILL');
    await broker?.stop();
    dir.remove();
  });

  it('connects from the form, says a wrong password in words, and leaves when cleared', async () => {
    const dataDir = join(dir.path, 'table');
    const matchId = createMatch(dataDir);
    const host = await serve(dataDir);
    children.push(host.child);
    const watcher = await watchTable(broker.url);
    try {
      const page = await openSettings(browser, host.console);
      expect(await linkOf(page)).toBe('none');

      // A bad address is refused in words, under the address, and sends nothing.
      await fill(page, 'http://127.0.0.1:1883', 'x');
      await expect
        .poll(() => page.locator('[data-testid=venue-url-problem]').textContent())
        .toContain('must start with mqtt://');
      expect(await linkOf(page)).toBe('none');

      // A wrong password: the console says so.
      await fill(page, broker.url, 'not-the-password');
      await expect.poll(() => linkOf(page), { timeout: 10_000 }).toBe('refused');
      expect(await page.locator('[data-testid=venue-refused]').textContent()).toContain(
        'check the user name and the password',
      );
      expect(await page.locator('[data-testid=venue-link]').getAttribute('data-link')).toBe('refused');
      // The line says which kind of problem it was: the broker's own refusal (its CONNACK).
      const cause = page.locator('[data-testid=venue-link-cause]');
      expect(await cause.getAttribute('data-cause')).toBe('refused');
      expect(await cause.textContent()).toContain('the broker answered with a refusal');
      await page.screenshot({
        path: join(REPO, 'test-artifacts', 'venue-settings-refused.png'),
        fullPage: true,
      });

      // The right one, without restarting the host: connected, the state retained on the broker.
      await fill(page, broker.url, passwordOf(VENUE_USERS.table(TABLE)));
      await expect.poll(() => linkOf(page), { timeout: 10_000 }).toBe('online');
      await expect
        .poll(() => page.locator('[data-testid=venue-link]').getAttribute('data-link'))
        .toBe('online');
      await expect.poll(() => page.locator('[data-testid=venue-link-cause]').count()).toBe(0);
      await expect.poll(() => watcher.status(), { timeout: 10_000 }).toBe('online');
      await expect
        .poll(() => (watcher.state() as { matchId?: string } | null)?.matchId, { timeout: 10_000 })
        .toBe(matchId);
      await expect.poll(() => page.locator('[data-testid=venue-password-set]').count()).toBe(1);
      expect(await page.locator('[data-testid=venue-password]').inputValue()).toBe('');
      await page.screenshot({
        path: join(REPO, 'test-artifacts', 'venue-settings-online.png'),
        fullPage: true,
      });

      // Cleared: the host leaves the venue, the table shows offline on the broker.
      await page.click('[data-testid=venue-leave]');
      await expect.poll(() => linkOf(page), { timeout: 10_000 }).toBe('none');
      await expect.poll(() => watcher.status(), { timeout: 10_000 }).toBe('offline');
      expect(await page.locator('[data-testid=venue-link]').count()).toBe(0);
      await page.screenshot({
        path: join(REPO, 'test-artifacts', 'venue-settings-cleared.png'),
        fullPage: true,
      });
    } finally {
      watcher.client.end(true);
    }
  });

  it('serves /venue, ?table=N and /venue/results once linked from its settings, live as the link changes', async () => {
    const [own, other] = [7, 8];
    const dataDir = join(dir.path, 'serves');
    createMatch(dataDir, own);
    const host = await serve(dataDir);
    children.push(host.child);
    const sim = openSimTable(join(dir.path, 'other'), other, broker.url);
    try {
      const settings = await openSettings(browser, host.console);
      const overview = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      // Not in a venue yet: the page loads and says it is not up to date.
      await overview.goto(`${host.base}/venue`);
      await expect.poll(() => overview.locator('[data-testid=venue-stale]').count()).toBe(1);
      expect(await overview.locator('[data-testid=venue-table]').count()).toBe(0);

      await fill(settings, broker.url, passwordOf(VENUE_USERS.table(own)), own);
      await expect.poll(() => linkOf(settings), { timeout: 10_000 }).toBe('online');
      // The same page, without a reload: its own table and the other table.
      await expect.poll(() => tileNames(overview, own), { timeout: 10_000 }).toBe(sideNames(own).join(' | '));
      await expect
        .poll(() => tileNames(overview, other), { timeout: 10_000 })
        .toBe(sideNames(other).join(' | '));
      await expect.poll(() => overview.locator('[data-testid=venue-stale]').count()).toBe(0);
      // A board at the other table reaches the overview live.
      sim.board(1);
      const scores = sim.host.current().view.sides.map((side) => String(side.score));
      await expect
        .poll(() =>
          overview
            .locator(`[data-testid=venue-table][data-table="${other}"] [data-testid=venue-points]`)
            .allTextContents(),
        )
        .toEqual(scores);
      await overview.screenshot({ path: join(REPO, 'test-artifacts', 'venue-from-settings.png') });
      const display = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await display.goto(`${host.base}/display?table=${other}`);
      await expect
        .poll(() => display.locator('[data-testid=side-0]').textContent(), { timeout: 5000 })
        .toContain(sideNames(other)[0]);
      const results = await browser.newPage();
      expect((await results.goto(`${host.base}/venue/results`))?.status()).toBe(200);

      // The link removed: the overview says it is not up to date; linked again: whole again.
      await settings.click('[data-testid=venue-leave]');
      await expect.poll(() => linkOf(settings), { timeout: 10_000 }).toBe('none');
      await expect
        .poll(() => overview.locator('[data-testid=venue-stale]').count(), { timeout: 5000 })
        .toBe(1);
      await fill(settings, broker.url, passwordOf(VENUE_USERS.table(own)), own);
      await expect
        .poll(() => overview.locator('[data-testid=venue-stale]').count(), { timeout: 10_000 })
        .toBe(0);
      await expect
        .poll(() => tileNames(overview, other), { timeout: 10_000 })
        .toBe(sideNames(other).join(' | '));
      await expect.poll(() => tileNames(overview, own)).toBe(sideNames(own).join(' | '));
    } finally {
      await sim.close();
    }
  });

  it('says on the screen when command-line flags set the link', async () => {
    const dataDir = join(dir.path, 'flags');
    const user = VENUE_USERS.table(TABLE + 1);
    const host = await serve(dataDir, [
      ...['--mqtt', broker.url, '--venue', VENUE, '--table', String(TABLE + 1)],
      ...['--mqtt-password', passwordOf(user)],
    ]);
    children.push(host.child);
    const page = await openSettings(browser, host.console);
    await expect.poll(() => linkOf(page), { timeout: 10_000 }).toBe('online');
    expect(await page.locator('[data-testid=venue-from-flags]').textContent()).toContain(
      'wins over these settings',
    );
  });
});
