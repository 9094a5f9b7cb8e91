/**
 * The display's logo travels once: pushes carry only its URL (`/logo?v=<content hash>`), the
 * host serves the bytes there (cached for good, with a sandboxing policy of their own), and the
 * display page shows it under its strict policy, fetching each logo once however many pushes
 * follow. The Electron app's carrom:// scheme serves the same URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatePushSchema } from '../../shared/contract';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { appProtocolHandler } from '../../electron/shell/app-protocol';
import { launchChromium } from '../support/chromium';
import { buildPages } from '../console/support/harness';
import { CONSOLE } from '../host/helpers';
import { submitParsed } from '../support/parsed';

/** A 2×1 PNG (one red, one blue pixel). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwPD/PwAG/gL+Kw8XWAAAAABJRU5ErkJggg==';
const PNG_URL = `data:image/png;base64,${PNG_BASE64}`;
const SVG_URL = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="red"/></svg>',
).toString('base64')}`;

interface Fetched {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly bytes: Buffer;
}

function fetchBytes(base: string, path: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function setLogo(host: Host, logo: string | null): string | null {
  expect(submitParsed(host, { type: 'UpdateDisplay', logo }, CONSOLE)).toMatchObject({ ok: true });
  return host.current().display.logo;
}

describe('the display logo', () => {
  let dataDir: string;
  let host: Host;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const staticDir = await buildPages();
    dataDir = mkdtempSync(join(tmpdir(), 'carrom-logo-'));
    host = openHost({ dataDir });
    server = await startWebServer(host, { port: 0, host: '127.0.0.1', pin: host.pin(), staticDir });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    host?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('rides in pushes as a URL named by its content, never as its bytes', () => {
    expect(setLogo(host, null)).toBeNull();
    const url = setLogo(host, PNG_URL);
    expect(url).toMatch(/^\/logo\?v=[0-9a-f]{16}$/);
    for (const push of [host.current(), host.consolePush()]) {
      expect(StatePushSchema.parse(push).display.logo).toBe(url);
      expect(JSON.stringify(push)).not.toContain(PNG_BASE64.slice(0, 40));
    }
    // The same logo keeps its URL; another logo gets another one.
    expect(setLogo(host, PNG_URL)).toBe(url);
    expect(setLogo(host, SVG_URL)).not.toBe(url);
  });

  it('is served at its URL, cached for good, and only in its current version', async () => {
    const url = setLogo(host, PNG_URL)!;
    const served = await fetchBytes(server.url, url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.bytes.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    expect((await fetchBytes(server.url, '/logo?v=0123456789abcdef')).status).toBe(404);
    expect((await fetchBytes(server.url, '/logo')).status).toBe(404);
    setLogo(host, null);
    expect((await fetchBytes(server.url, url)).status).toBe(404);
  });

  it('shows on the display, fetched once however many pushes follow, under a strict policy', async () => {
    const first = setLogo(host, PNG_URL)!;
    const page = await browser.newPage();
    const fetched: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/logo') fetched.push(new URL(request.url()).search);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${server.url}/display`);
    const logo = page.getByTestId('logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    expect(await logo.getAttribute('src')).toBe(first);

    for (const title of ['Club night', 'Club night, round 2', 'Final'])
      expect(submitParsed(host, { type: 'UpdateDisplay', title }, CONSOLE)).toMatchObject({ ok: true });
    await expect.poll(() => page.getByTestId('event-title').textContent()).toBe('Final');
    expect(fetched).toEqual([first.slice('/logo'.length)]);

    const second = setLogo(host, SVG_URL)!;
    await expect.poll(() => logo.getAttribute('src')).toBe(second);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    expect(fetched).toEqual([first, second].map((url) => url.slice('/logo'.length)));
    expect(violations).toEqual([]);
    await page.close();
  }, 60_000);

  it('is served the same on the desktop app scheme', async () => {
    const url = setLogo(host, SVG_URL)!;
    const handler = appProtocolHandler(
      dataDir,
      () => "default-src 'none'",
      () => SVG_URL,
    );
    const answer = await handler({ url: `carrom://app${url}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(Buffer.from(await answer.arrayBuffer()).toString()).toContain('<rect');
    expect((await handler({ url: 'carrom://app/logo?v=0123456789abcdef' })).status).toBe(404);
    const none = appProtocolHandler(
      dataDir,
      () => "default-src 'none'",
      () => null,
    );
    expect((await none({ url: `carrom://app${url}` })).status).toBe(404);
  });
});
