import { consoleTokenQuery } from './console-token';
import type { Page } from 'playwright-core';
import type { HostClient } from './host-client';
import { MatchModel, boardAt, boardCommand } from './match-model';
import type { Pipeline } from './run-pipeline';

const PRESS_PATH = '/bench-bare-press';
const SHOW_PATH = '/bench-bare-show';

/**
 * Run in both pages before their own scripts. The host answers these paths with its plain 404
 * page, so the pages have the host's origin (its WebSocket admits them) but none of the
 * product's screens: the press page sends the board the benchmark put in `__nextCommand` on any
 * key, the show page writes the two scores from each push into two bare elements.
 */
const BARE_PAGES_SCRIPT = `(() => {
  const path = location.pathname;
  if (path !== '${PRESS_PATH}' && path !== '${SHOW_PATH}') return;
  const token = new URLSearchParams(location.search).get('token');
  const socket = (role) =>
    new WebSocket('ws://' + location.host + '/ws?role=' + role + (role === 'console' && token ? '&token=' + token : ''));
  if (path === '${PRESS_PATH}') {
    const ws = socket('console');
    window.__nextCommand = null;
    addEventListener('keydown', () => { if (window.__nextCommand) ws.send(window.__nextCommand); });
    window.__ready = new Promise((resolve) => ws.addEventListener('open', resolve));
    return;
  }
  addEventListener('DOMContentLoaded', () => {
    document.body.innerHTML = '<div data-testid="score-0"></div><div data-testid="score-1"></div>';
    const [left, right] = document.querySelectorAll('div');
    const ws = socket('display');
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type !== 'state' || message.push.view.sides.length < 2) return;
      left.textContent = message.push.view.sides[0].score;
      right.textContent = message.push.view.sides[1].score;
    };
  });
})();`;

/**
 * The product's host with bare pages on both ends: the same commands, the same checks, the same
 * engine and durable commit as the product, but a press page and a show page as thin as the
 * reference's. Set beside the product and the reference, it tells how much of the product's
 * time is the host's and how much its screens'.
 */
export function hostFloorPipeline(
  origin: string,
  chores: HostClient,
  firstBoard = 0,
): Pipeline & { boardsEntered(): number } {
  const model = new MatchModel();
  const expected: string[] = [];
  let board = firstBoard;
  let entered = 0;

  async function nextBoard(press: Page): Promise<void> {
    await model.playChores(chores);
    const command = JSON.stringify({ type: 'command', id: board + 1, command: boardCommand(boardAt(board)) });
    await press.evaluate((text) => {
      (window as unknown as { __nextCommand: string }).__nextCommand = text;
    }, command);
  }

  return {
    pressUrl: `${origin}${PRESS_PATH}${consoleTokenQuery(origin)}`,
    watchUrl: `${origin}${SHOW_PATH}`,
    watchSelector: '[data-testid="score-0"], [data-testid="score-1"]',
    initScript: BARE_PAGES_SCRIPT,
    keysFor(i) {
      model.apply(boardCommand(boardAt(board)));
      board += 1;
      entered += 1;
      expected[i] = model.scoresText();
      return ['Enter'];
    },
    expectedText: (i) => expected[i]!,
    async prepare(press) {
      await press.evaluate(() => (window as unknown as { __ready: Promise<unknown> }).__ready);
      await nextBoard(press);
    },
    settle: (press) => nextBoard(press),
    boardsEntered: () => entered,
  };
}
