import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { consoleTokenQuery } from './latency/console-token';
import { latencyRows, perRunNote, round } from './latency/figures';
import { HostClient } from './latency/host-client';
import { startHostProcess } from './latency/host-process';
import { ICF_MATCH, TOSS } from './latency/match-model';
import { summarize } from './latency/measure';
import { capturePushSamples } from './latency/push-samples';
import { startReferenceProcess } from './latency/reference';
import { referencePipeline } from './latency/reference-pipeline';
import { measureInterleaved, WARM_UP_PRESSES, type Pipeline } from './latency/run-pipeline';

/** What the display shows beside the side on turn (English: the bench's pages are in English). */
const ON_TURN = 'On turn';
const TURN_MARK = '[data-testid="live-0"] [data-testid="live-turn"]';

/**
 * The umpire's stroke: "Enter stroke" tapped on the real /umpire page after "Nothing pocketed" (the button has the
 * focus; Enter is the tap, so the press is stamped like a key) → the headless host checks it with
 * the tracker, commits it to SQLite and pushes → the display's DOM shows the turn passing
 * (side 1's "On turn" mark appears or goes). The host restarts the stroke clock (law 50) in the
 * stroke's own commit; the bench waits for that commit before the next tap, outside the timing.
 */
function umpirePipeline(
  origin: string,
  chores: HostClient,
  strokesBefore: () => number,
): Pipeline & {
  strokes(): number;
} {
  let strokes = strokesBefore();
  /** The host's revision once the stroke (and with it the stroke clock's restart) is committed. */
  let revision = chores.revision;
  /** "Nothing pocketed" chosen (untimed, previewed), "Enter stroke" focused: the timed key enters it. */
  const focusTap = async (page: Page): Promise<void> => {
    await page.locator('[data-testid=tap-nothing]').click();
    await page.locator('[data-testid=tap-enter]:not([disabled])').focus();
  };
  return {
    pressUrl: `${origin}/umpire${consoleTokenQuery(origin)}`,
    watchUrl: `${origin}/display`,
    watchSelector: TURN_MARK,
    keysFor() {
      strokes += 1;
      revision += 1;
      return ['Enter'];
    },
    // Side 0 broke: after an even number of strokes it is on turn again.
    expectedText: () => (strokes % 2 === 0 ? ON_TURN : ''),
    async prepare(press) {
      await press.locator('[data-testid=tap-nothing]').waitFor({ timeout: 30_000 });
      await focusTap(press);
    },
    async settle(press) {
      const until = Date.now() + 5000;
      while (chores.revision < revision && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      revision = Math.max(revision, chores.revision);
      await focusTap(press);
    },
    strokes: () => strokes,
  };
}

/**
 * Stroke tapped on /umpire → the display's DOM, through the headless host process, against the
 * bare reference pipeline (a key → a bare server → a bare page) interleaved stroke by stroke in batches of the
 * same run, as the operator → screen section measures a board typed on the console.
 */
export async function benchUmpire(strokes: number, batches: number): Promise<BenchFigure[]> {
  const host = await startHostProcess();
  const chores = await HostClient.open(host.url);
  const pushes = await capturePushSamples(host.url);
  const reference = await startReferenceProcess({ pushes });
  let browser: Browser | null = null;
  const product: number[][] = [];
  const floor: number[][] = [];
  const loadBefore = loadavg()[0]!;
  try {
    await chores.command(ICF_MATCH);
    await chores.command(TOSS);
    // Two strokes before the pages open: the board is tracked and side 0 is on turn.
    await chores.command({ type: 'RecordStroke', entry: {} });
    await chores.command({ type: 'RecordStroke', entry: {} });
    browser = await launchBenchBrowser();
    let made = 2;
    const perBatch = Math.ceil(strokes / batches);
    for (let batch = 0; batch < batches; batch += 1) {
      const count = Math.min(perBatch, strokes - batch * perBatch);
      const pipeline = umpirePipeline(host.url, chores, () => made);
      // Stroke by stroke in turn with the reference, both pages open: the same conditions.
      const [ours, theirs] = await measureInterleaved(
        browser,
        [pipeline, referencePipeline(reference.origin)],
        count,
      );
      made = pipeline.strokes();
      product.push([...ours!.samples.dom]);
      floor.push([...theirs!.samples.dom]);
    }
  } finally {
    await browser?.close();
    chores.close();
    await reference.close();
    await host.stop();
  }
  const ours = summarize(product.flat());
  const theirs = summarize(floor.flat());
  const median = ours.median / theirs.median;
  const p99 = ours.p99 / theirs.p99;
  const where = `${strokes} strokes each in ${batches} batches, interleaved with the reference stroke by stroke (each batch after ${WARM_UP_PRESSES} untimed presses); ${cpus().length} cores, load ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
  return [
    ...latencyRows('umpire: product, stroke tapped → display DOM', ours),
    ...latencyRows('umpire: reference, press → DOM', theirs),
    {
      name: 'umpire: product / reference, median',
      value: round(median, 2),
      unit: '×',
      note: `aim ≤ 1.5× (issue 28, reported); ${round(ours.median, 2)} ms vs ${round(theirs.median, 2)} ms; product ${perRunNote(product)}; reference ${perRunNote(floor)}`,
    },
    {
      name: 'umpire: product / reference, p99',
      value: round(p99, 2),
      unit: '×',
      note: `aim ≤ 1.5× (issue 28, reported); ${round(ours.p99, 2)} ms vs ${round(theirs.p99, 2)} ms; ${where}`,
    },
  ];
}
