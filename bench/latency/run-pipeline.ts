import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  awaitShown,
  instrumentPress,
  instrumentWatch,
  lastPress,
  summarize,
  type LatencySummary,
} from './measure';

/** One pipeline under test: how to press, and what the watching pages should show after press i. */
export interface Pipeline {
  readonly pressUrl: string;
  readonly watchUrl: string;
  readonly watchSelector: string;
  /** Keys that make press number i (1-based). The last key's event is the timed one. */
  keysFor(i: number): readonly string[];
  expectedText(i: number): string;
  /** Called once the press page is loaded (e.g. to set up a match). */
  prepare?(press: Page): Promise<void>;
  /**
   * Called after press i has been seen everywhere, outside the timing (e.g. to wait until the
   * console is ready again); `timed` is false for the warm-up presses.
   */
  settle?(press: Page, i: number, watching: readonly Page[], timed: boolean): Promise<void>;
  /** Script run in every page before its own scripts (e.g. to stamp WebSocket traffic). */
  readonly initScript?: string;
}

export interface PipelineResult {
  readonly dom: LatencySummary;
  readonly frame: LatencySummary;
  /** Time from the DOM change to the next frame: should stay within one frame interval. */
  readonly domToFrame: LatencySummary;
  /** Every sample, in press order (ms), so runs in batches can be pooled. */
  readonly samples: {
    readonly dom: readonly number[];
    readonly frame: readonly number[];
    readonly domToFrame: readonly number[];
  };
}

/**
 * Presses made, and waited for, before the timed ones of each run: freshly opened pages, cold
 * code and the teardown of the run before put their slowest presses at a run's start, in every
 * pipeline alike. They are not part of any figure.
 */
export const WARM_UP_PRESSES = 10;

/**
 * BENCH_KEY_PAUSE_MS: a pause before each timed key (Enter), as an operator's typing has; 0 (the
 * default) types the board's keys back to back, so the press page may still be drawing the key
 * before Enter while the board is on its way. Comparing the two says how much of the product's
 * time is its console drawing keystrokes.
 */
const PAUSE_BEFORE_TIMED_KEY_MS = Number(process.env['BENCH_KEY_PAUSE_MS'] ?? 0);

/** Animations longer than this (a game-point glow, the side-change sign: seconds) are not waited out. */
const LONGEST_WAITED_ANIMATION_MS = 1500;

/**
 * A board comes long after the last one (a board takes a minute or more to play): before the
 * next press, each watching page has finished the animations the last board started (the
 * display's score roll and flash, 0.9 s). Typed every few hundred ms, the next score landed in
 * the middle of that roll: the page's frames then follow the running animation's vsync ticks
 * instead of starting as soon as the new score is in the DOM, which is not how a match goes.
 * Pages with no animation (the reference's) go on at once.
 */
async function lastBoardAnimationsOver(page: Page): Promise<void> {
  await page.evaluate(async (longest) => {
    let wait = 0;
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (animation.playState !== 'running' || !timing) continue;
      const left = Number(timing.endTime) - Number(timing.localTime ?? 0);
      if (Number.isFinite(left) && left <= longest) wait = Math.max(wait, left);
    }
    // A frame or two more: the compositor stops ticking once the animation is over.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  }, LONGEST_WAITED_ANIMATION_MS);
}

export async function measurePipeline(
  browser: Browser,
  pipeline: Pipeline,
  presses: number,
  watchers = 1,
): Promise<PipelineResult> {
  // A context per page: each gets a window of its own, so no page is a hidden background tab
  // whose animation frames the browser would throttle.
  const contexts: BrowserContext[] = [];
  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      // BENCH_REDUCED_MOTION=1: the screens as with the system's "reduce motion" setting (no score roll).
      reducedMotion: process.env['BENCH_REDUCED_MOTION'] === '1' ? 'reduce' : 'no-preference',
    });
    contexts.push(context);
    const page = await context.newPage();
    if (pipeline.initScript) await page.addInitScript({ content: pipeline.initScript });
    return page;
  };
  try {
    const press = await newPage();
    await press.goto(pipeline.pressUrl);
    if (pipeline.prepare) await pipeline.prepare(press);
    const watching: Page[] = [];
    for (let w = 0; w < watchers; w++) {
      const page = await newPage();
      await page.goto(pipeline.watchUrl);
      await instrumentWatch(page, pipeline.watchSelector);
      watching.push(page);
    }
    await instrumentPress(press);
    const dom: number[] = [];
    const frame: number[] = [];
    const gap: number[] = [];
    let keyCount = 0;
    for (let i = 1; i <= WARM_UP_PRESSES + presses; i++) {
      const timed = i > WARM_UP_PRESSES;
      const keys = pipeline.keysFor(i);
      await Promise.all(watching.map(lastBoardAnimationsOver));
      for (const [index, key] of keys.entries()) {
        // The timed key after an operator's pause, when asked: the keys before it have been drawn.
        if (index === keys.length - 1 && PAUSE_BEFORE_TIMED_KEY_MS > 0)
          await press.waitForTimeout(PAUSE_BEFORE_TIMED_KEY_MS);
        await press.keyboard.press(key);
      }
      keyCount += keys.length;
      const pressedAt = await lastPress(press, keyCount);
      const expected = pipeline.expectedText(i);
      const samples = await Promise.all(watching.map((page) => awaitShown(page, expected, pressedAt)));
      if (pipeline.settle) await pipeline.settle(press, i, watching, timed);
      if (!timed) continue;
      const worstDom = Math.max(...samples.map((s) => s.dom));
      const worstFrame = Math.max(...samples.map((s) => s.frame));
      dom.push(worstDom);
      frame.push(worstFrame);
      // Per page: how long its new DOM waited for a frame.
      gap.push(Math.max(...samples.map((s) => s.frame - s.dom)));
    }
    return {
      dom: summarize(dom),
      frame: summarize(frame),
      domToFrame: summarize(gap),
      samples: { dom, frame, domToFrame: gap },
    };
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}
