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

/** One pipeline's pages, opened and instrumented, pressed one board at a time. */
interface PipelineSession {
  /** Press i (1-based): its keys, then waits until every watching page shows it; null for a warm-up press. */
  press(i: number): Promise<{ dom: number; frame: number; gap: number } | null>;
  close(): Promise<void>;
}

async function openSession(browser: Browser, pipeline: Pipeline, watchers: number): Promise<PipelineSession> {
  // A context per page: each gets a window of its own, so no page is a hidden background tab
  // whose animation frames the browser would throttle.
  const contexts: BrowserContext[] = [];
  const close = (): Promise<void> => Promise.all(contexts.map((c) => c.close())).then(() => {});
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
    const pressPage = await newPage();
    await pressPage.goto(pipeline.pressUrl);
    if (pipeline.prepare) await pipeline.prepare(pressPage);
    const watching: Page[] = [];
    for (let w = 0; w < watchers; w++) {
      const page = await newPage();
      await page.goto(pipeline.watchUrl);
      await instrumentWatch(page, pipeline.watchSelector);
      watching.push(page);
    }
    await instrumentPress(pressPage);
    let keyCount = 0;
    const press = async (i: number): Promise<{ dom: number; frame: number; gap: number } | null> => {
      const timed = i > WARM_UP_PRESSES;
      const keys = pipeline.keysFor(i);
      await Promise.all(watching.map(lastBoardAnimationsOver));
      for (const [index, key] of keys.entries()) {
        // The timed key after an operator's pause, when asked: the keys before it have been drawn.
        if (index === keys.length - 1 && PAUSE_BEFORE_TIMED_KEY_MS > 0)
          await pressPage.waitForTimeout(PAUSE_BEFORE_TIMED_KEY_MS);
        await pressPage.keyboard.press(key);
      }
      keyCount += keys.length;
      const pressedAt = await lastPress(pressPage, keyCount);
      const expected = pipeline.expectedText(i);
      const samples = await Promise.all(watching.map((page) => awaitShown(page, expected, pressedAt)));
      if (pipeline.settle) await pipeline.settle(pressPage, i, watching, timed);
      if (!timed) return null;
      return {
        dom: Math.max(...samples.map((s) => s.dom)),
        frame: Math.max(...samples.map((s) => s.frame)),
        // Per page: how long its new DOM waited for a frame.
        gap: Math.max(...samples.map((s) => s.frame - s.dom)),
      };
    };
    return { press, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function resultOf(samples: readonly { dom: number; frame: number; gap: number }[]): PipelineResult {
  const dom = samples.map((s) => s.dom);
  const frame = samples.map((s) => s.frame);
  const gap = samples.map((s) => s.gap);
  return {
    dom: summarize(dom),
    frame: summarize(frame),
    domToFrame: summarize(gap),
    samples: { dom, frame, domToFrame: gap },
  };
}

export async function measurePipeline(
  browser: Browser,
  pipeline: Pipeline,
  presses: number,
  watchers = 1,
): Promise<PipelineResult> {
  return (await measureInterleaved(browser, [pipeline], presses, watchers))[0]!;
}

/**
 * Several pipelines with their pages open together, pressed in turn board by board (A B A B…,
 * the order swapped every other board so neither always goes first): each sees the same machine,
 * the same browser with the same pages open, at the same moments. Pipelines that share a host
 * and its match cannot be interleaved (each keeps its own model of the match).
 */
export async function measureInterleaved(
  browser: Browser,
  pipelines: readonly Pipeline[],
  presses: number,
  watchers = 1,
): Promise<PipelineResult[]> {
  const sessions: PipelineSession[] = [];
  try {
    for (const pipeline of pipelines) sessions.push(await openSession(browser, pipeline, watchers));
    const samples = sessions.map(() => [] as { dom: number; frame: number; gap: number }[]);
    for (let i = 1; i <= WARM_UP_PRESSES + presses; i++) {
      const order = sessions.map((_, index) => index);
      if (i % 2 === 0) order.reverse();
      for (const index of order) {
        const sample = await sessions[index]!.press(i);
        if (sample) samples[index]!.push(sample);
      }
    }
    return samples.map(resultOf);
  } finally {
    await Promise.all(sessions.map((session) => session.close()));
  }
}
