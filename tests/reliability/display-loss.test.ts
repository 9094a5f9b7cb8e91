import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { startWebServer } from '../../electron/app/web-server';
import type { CommandResult } from '../../shared/contract/contract';
import { TestSocket } from '../host/ws-helpers';
import { ExpectedMatch, FREE_PLAY_MATCH, TOSS, boardCommand } from './support/match';
import {
  buildDisplayPages,
  launchChromium,
  openDisplay,
  pageErrors,
  serveHost,
  waitShown,
  type ServedHost,
} from './support/screens';
import { tempDir } from './support/temp';

/*
 * Display pages (real Chromium, real host over the WebSocket) are closed, reloaded, navigated
 * away and back, all at once, and through a host restart, while boards keep being entered:
 * every page that comes back shows the current state.
 */
const root = tempDir('display-loss');
const dataDir = join(root.path, 'data');
let staticDir = '';
let browser: Browser;
let served: ServedHost | null = null;
const closers: (() => Promise<void>)[] = [];
const expected = new ExpectedMatch();
let revision = 0;
let boards = 0;

beforeAll(async () => {
  staticDir = await buildDisplayPages();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  await served?.close();
  await browser?.close();
  root.remove();
  expect(pageErrors).toEqual([]);
});

async function send(operator: TestSocket, command: unknown): Promise<void> {
  const result = (await operator.send('command', command)) as CommandResult;
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  expected.apply(command);
  revision = result.revision;
}

async function enterBoards(operator: TestSocket, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await send(operator, boardCommand(boards++));
}

interface Screen {
  page: Page;
  context: BrowserContext;
}

describe('display loss', () => {
  it('shows the current state on display pages closed and reopened during a match', async () => {
    served = await serveHost({ dataDir, staticDir });
    const url = served.url;
    const operator = await TestSocket.open(served.wsUrl('console'));
    await send(operator, FREE_PLAY_MATCH);
    await send(operator, TOSS);
    await enterBoards(operator, 2);
    const screens: Screen[] = [];
    for (let i = 0; i < 3; i += 1) screens.push(await openDisplay(browser, url));
    closers.push(async () => {
      for (const screen of screens) await screen.context.close();
    });
    const allShowCurrent = async (): Promise<void> => {
      for (const screen of screens) await waitShown(screen.page, revision, expected.scoresText());
    };
    await allShowCurrent();

    // One page at a time, three ways of losing it, while boards go in before and during its return.
    const ways: ((screen: Screen) => Promise<() => Promise<void>>)[] = [
      async (screen) => {
        await screen.context.close();
        return async () => void Object.assign(screen, await openDisplay(browser, url));
      },
      async (screen) => async () => void (await screen.page.reload()),
      async (screen) => {
        await screen.page.goto('about:blank');
        return async () => void (await screen.page.goto(`${url}/display`));
      },
    ];
    for (let cycle = 0; cycle < 6; cycle += 1) {
      const screen = screens[cycle % screens.length]!;
      const reopen = await ways[cycle % ways.length]!(screen);
      await enterBoards(operator, 3);
      await Promise.all([reopen(), enterBoards(operator, 3)]);
      await allShowCurrent();
    }

    // Every display gone at once, the match moves on, every display back.
    for (const screen of screens) await screen.context.close();
    await enterBoards(operator, 4);
    for (const [index, screen] of screens.entries())
      screens[index] = Object.assign(screen, await openDisplay(browser, url));
    await allShowCurrent();

    // The host itself goes away and comes back on the same port: the pages reconnect by themselves.
    operator.close();
    const port = served.server.port;
    await served.close();
    served = null;
    const host = openHost({ dataDir });
    const server = await startWebServer(host, { port, host: '127.0.0.1', pin: host.pin(), staticDir });
    closers.unshift(async () => {
      await server.close();
      host.close();
    });
    const again = await TestSocket.open(`${server.url.replace(/^http/, 'ws')}/ws?role=console`);
    await enterBoards(again, 2);
    for (const screen of screens) await waitShown(screen.page, revision, expected.scoresText(), 10_000);
    again.close();
    expect(boards).toBe(2 + 6 * 6 + 4 + 2);
  });
});
