/**
 * The attack from the LAN report, with real Chromium: a page from another origin (a second
 * server on another loopback port) holds /console in a hidden iframe and presses the four keys
 * of a board. The host's answers forbid framing, so the frame never shows the console and no
 * board is recorded; the same keys on the console opened as a page of its own record one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/contract';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { launchChromium } from '../support/chromium';
import { buildPages } from '../console/support/harness';
import { changes, openConsole, press } from '../console/support/console-page';
import { CREATE_MATCH, TOSS } from './fixtures/match-script';
import { CONSOLE } from './helpers';
import { queryParsed, submitParsed } from '../support/parsed';

const BOARD_KEYS = ['1', '6', 'w', 'Enter'];

function attackerPage(consoleUrl: string): string {
  return `<!doctype html><title>Free carrom videos</title>
<iframe id="victim" src="${consoleUrl}" style="position:fixed;left:0;top:0;width:900px;height:700px;opacity:0;border:0"
  onload="this.dataset.loaded = 'yes'"></iframe>`;
}

function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const boardsIn = async (host: Host): Promise<number> => {
  const trail = await queryParsed(host, { type: 'AuditTrail' }, CONSOLE);
  if (!trail.ok || trail.type !== 'AuditTrail') throw new Error('no audit trail');
  return (trail.data as readonly AuditEntry[]).filter((entry) => entry.event.type === 'BoardRecorded').length;
};

describe('a console framed by another site', () => {
  let dataDir: string;
  let host: Host;
  let server: RunningServer;
  let attacker: Server;
  let attackerUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    const staticDir = await buildPages();
    dataDir = mkdtempSync(join(tmpdir(), 'carrom-framed-'));
    host = openHost({ dataDir });
    server = await startWebServer(host, { port: 0, host: '127.0.0.1', pin: host.pin(), staticDir });
    const html = attackerPage(`${server.url}/console`);
    attacker = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    attackerUrl = `http://127.0.0.1:${await listenOnLoopback(attacker)}/`;
    browser = await launchChromium();
    for (const command of [CREATE_MATCH, TOSS])
      expect(submitParsed(host, command, CONSOLE)).toMatchObject({ ok: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
    await server?.close();
    host?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('cannot load the console in its frame, and its key presses record no board', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options|refused to (display|connect)/i.test(message.text())) {
        blocked.push(message.text());
      }
    });
    await page.goto(attackerUrl);
    await page.waitForSelector('#victim[data-loaded=yes]', { state: 'attached' });
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(await frame!.$('[data-testid=console]')).toBeNull();
    expect(blocked.join('\n')).toMatch(/frame-ancestors 'none'/);

    const before = host.current().revision;
    await page.mouse.click(400, 300);
    for (const key of BOARD_KEYS) await page.keyboard.press(key);
    await context.close();

    // The same keys on the console as a page of its own record exactly one board: the framed
    // presses, sent before, would show as a second one. openConsole waits for the WebSocket and
    // fails on any CSP error: Chromium lets connect-src 'self' (header and meta) reach ws: here.
    const own = await openConsole(browser, server.url);
    await changes(own, () => press(own, ...BOARD_KEYS));
    await own.context().close();
    expect(host.current().revision).toBe(before + 1);
    expect(await boardsIn(host)).toBe(1);
  }, 60_000);
});
