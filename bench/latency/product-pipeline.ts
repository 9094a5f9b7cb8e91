import { consoleTokenQuery } from './console-token';
import type { Page } from 'playwright-core';
import type { HostClient } from './host-client';
import { MatchModel, boardAt, boardCommand, keysOf } from './match-model';
import type { Pipeline } from './run-pipeline';
import { WS_STAMPS_SCRIPT } from './ws-stamps';

/** Where the time of one board went, all on the browser's clock (ms). */
export interface Breakdown {
  /** Confirming key → the console sends the command. */
  readonly consoleMs: number;
  /** Command sent → state push received by the display page: WebSocket, host (check, decide, SQLite commit, push) and back. */
  readonly hostMs: number;
  /** Push received → new score in the display's DOM. */
  readonly displayMs: number;
}

/**
 * The product: the operator types a board on the real console page (winner, pieces, queen,
 * Enter: the timed key), the headless host checks it, decides it and commits it to SQLite,
 * and the real display page shows the new score. ICF matches, one after another: games and
 * matches end, and the chores in between (new match, toss, side change, extra-board toss) are
 * sent by `chores` over the WebSocket outside the timing.
 */
export function productPipeline(
  origin: string,
  chores: HostClient,
  firstBoard = 0,
): Pipeline & { boardsEntered(): number; breakdown(): readonly Breakdown[] } {
  const model = new MatchModel();
  /** Expected display text after each timed press, filled as the boards are typed. */
  const expected: string[] = [];
  let board = firstBoard;
  let entered = 0;
  /** The host's revision once the last command (chore or board) is committed. */
  let revision = 0;
  const breakdowns: Breakdown[] = [];

  /** Outside the timing: which message carried this board, and when each step happened. */
  async function recordBreakdown(press: Page, display: Page, i: number, timed: boolean): Promise<void> {
    const sent = await press.evaluate(() => {
      const w = window as unknown as {
        __presses: number[];
        __wsSends: { at: number; data: string }[];
        __wsReceived: { at: number; data: string }[];
      };
      const send = w.__wsSends.filter((entry) => entry.data.includes('"RecordBoard"')).at(-1);
      w.__wsSends.length = 0;
      // Not kept either: the console's pushes (about 12 kB each) would pile up in its heap all run long.
      w.__wsReceived.length = 0;
      return { press: w.__presses.at(-1)!, send: send?.at ?? Number.NaN };
    });
    const shown = await display.evaluate(
      ({ marker, expected, pressAt }) => {
        const w = window as unknown as {
          __wsReceived: { at: number; data: string }[];
          __marks: { text: string; dom: number }[];
        };
        const arrival = w.__wsReceived.find((entry) => entry.data.includes(marker));
        w.__wsReceived.length = 0;
        const mark = w.__marks.find((m) => m.text === expected && m.dom >= pressAt);
        w.__marks.length = 0;
        return { arrival: arrival?.at ?? Number.NaN, dom: mark?.dom ?? Number.NaN };
      },
      { marker: `"push":{"revision":${revision},`, expected: expected[i]!, pressAt: sent.press },
    );
    if (!timed) return;
    breakdowns.push({
      consoleMs: sent.send - sent.press,
      hostMs: shown.arrival - sent.send,
      displayMs: shown.dom - shown.arrival,
    });
  }

  async function doChores(): Promise<void> {
    revision = Math.max(revision, chores.revision);
    revision = (await model.playChores(chores)) ?? revision;
  }

  /** The console has the newest state and is not waiting for an answer. */
  async function consoleReady(press: Page): Promise<void> {
    await press.waitForFunction(
      (revision) => {
        const root = document.querySelector('[data-testid=console]');
        return (
          root?.getAttribute('data-ready') === 'true' &&
          Number(root.getAttribute('data-revision')) >= revision &&
          document.querySelector('[data-testid=board-entry]') !== null
        );
      },
      revision,
      { timeout: 10_000 },
    );
  }

  return {
    pressUrl: `${origin}/console${consoleTokenQuery(origin)}`,
    watchUrl: `${origin}/display`,
    watchSelector: '[data-testid="score-0"], [data-testid="score-1"]',
    keysFor(i) {
      const next = boardAt(board++);
      model.apply(boardCommand(next));
      // The board that ends the match replaces the score panels with the match result (the hall's
      // match-over screen): the watched score elements are gone, so what shows it is no text.
      expected[i] = model.view().phase === 'matchOver' ? '' : model.scoresText();
      entered += 1;
      revision += 1;
      return keysOf(next);
    },
    expectedText: (i) => expected[i]!,
    async prepare(press) {
      await doChores();
      await consoleReady(press);
    },
    async settle(press, i, watching, timed) {
      await recordBreakdown(press, watching[0]!, i, timed);
      await doChores();
      await consoleReady(press);
    },
    initScript: WS_STAMPS_SCRIPT,
    boardsEntered: () => entered,
    breakdown: () => breakdowns,
  };
}
