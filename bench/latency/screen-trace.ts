/**
 * Diagnostic, not part of `npm run bench`: where each board's press → display DOM time goes, step
 * by step, for the product (real console, host process, real display) and the reference, in
 * alternating batches. Both servers run with `stamp-probe.ts`; both pipelines' pages stamp their
 * WebSocket traffic. All stamps are wall-clock milliseconds (`timeOrigin + now`) in every process.
 * `npx tsx bench/latency/screen-trace.ts [boards] [batches]` (BENCH_BUSY=1: a busy neighbour).
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { summarize } from './measure';
import { productPipeline } from './product-pipeline';
import { referencePipeline } from './reference-pipeline';
import { withProbedPair } from './probed-pair';
import { measurePipeline, type Pipeline } from './run-pipeline';
import type { StampLog } from './stamp-probe';
import { WS_STAMPS_SCRIPT } from './ws-stamps';

const PROBE = './bench/latency/stamp-probe.ts';

/** One board's stamps on the pages (ms, wall clock). */
interface PageStamps {
  readonly press: number;
  readonly send: number;
  readonly sendText: string;
  /** The watching page's message event that carried the board (its dispatch). */
  readonly arrival: number;
  /** When its first listener ran (after anything the page's main thread was busy with). */
  readonly handled: number;
  readonly dom: number;
  readonly frame: number;
  /** The press page's last message soon after the send (the console's own push, the reference's reply). */
  readonly pressReply: number;
}

/** Reads the stamps of the board just shown, before the pipeline's own settle clears them. */
async function pageStamps(press: Page, watch: Page, sentMarker: string): Promise<PageStamps> {
  const sent = await press.evaluate((marker) => {
    const w = window as unknown as {
      __presses: number[];
      __wsSends: { at: number; data: string }[];
      __wsReceived: { at: number; data: string }[];
    };
    const pressAt = w.__presses.at(-1)!;
    const send = w.__wsSends.filter((entry) => entry.data.includes(marker) && entry.at >= pressAt).at(-1);
    const replies = w.__wsReceived.filter(
      (entry) => send !== undefined && entry.at >= send.at && entry.at - send.at < 200,
    );
    return {
      press: pressAt,
      send: send?.at ?? NaN,
      sendText: send?.data ?? '',
      pressReply: replies.at(-1)?.at ?? NaN,
    };
  }, sentMarker);
  const shown = await watch.evaluate((pressAt) => {
    const w = window as unknown as {
      __wsReceived: { at: number; handledAt: number; data: string }[];
      __marks: { text: string; dom: number; frame: number }[];
    };
    // The first mark that shows what the page ended up showing (later marks are the rest of the board).
    const marks = w.__marks.filter((m) => m.dom >= pressAt);
    const mark = marks.find((m) => m.text === marks.at(-1)?.text);
    const arrival = w.__wsReceived
      .filter((entry) => entry.at >= pressAt && mark && entry.at <= mark.dom)
      .at(-1);
    return {
      arrival: arrival?.at ?? NaN,
      handled: arrival?.handledAt ?? NaN,
      dom: mark?.dom ?? NaN,
      frame: mark?.frame ?? NaN,
    };
  }, sent.press);
  return { ...sent, ...shown };
}

/** The pipeline with its pages stamped and each board's stamps kept. */
function traced(pipeline: Pipeline, sentMarker: string): { pipeline: Pipeline; stamps: PageStamps[] } {
  const stamps: PageStamps[] = [];
  return {
    stamps,
    pipeline: {
      ...pipeline,
      initScript: pipeline.initScript ?? WS_STAMPS_SCRIPT,
      async settle(press, i, watching, timed) {
        if (timed) stamps.push(await pageStamps(press, watching[0]!, sentMarker));
        await pipeline.settle?.(press, i, watching, timed);
      },
    },
  };
}

type Steps = Record<string, number[]>;

/** Splits each board's time into steps, with the server's own stamps. */
function steps(stamps: readonly PageStamps[], server: StampLog): Steps {
  const out: Steps = {
    'press → send': [],
    'send → server has it': [],
    'server: in → push out to the screen': [],
    'push out → watching page dispatches it': [],
    'event stamp → first listener runs': [],
    'first listener → DOM': [],
    'DOM → frame': [],
    'server: push out → last reply to the sender out': [],
    'server: last reply out → press page dispatches it': [],
    'press → DOM': [],
  };
  for (const s of stamps) {
    const incoming = server.received.filter((r) => r.text === s.sendText && r.at >= s.send - 5).at(0);
    if (!incoming) continue;
    const after = server.sent.filter((m) => m.at >= incoming.at);
    const push = after.find((m) => !m.toSender);
    // The sender's last message of this board: the product console's own push, the reference's reply.
    const lastReply = after.filter((m) => m.toSender && m.at - incoming.at < 200).at(-1);
    const add = (key: string, value: number | undefined): void => {
      if (value !== undefined && Number.isFinite(value)) out[key]!.push(value);
    };
    if (process.env['TRACE_ROWS'] && out['press → send']!.length < Number(process.env['TRACE_ROWS']))
      console.log(
        [s.send, incoming.at, push?.at ?? NaN, lastReply?.at ?? NaN, s.arrival, s.dom]
          .map((t) => (t - s.press).toFixed(1))
          .join(' '),
      );
    add('press → send', s.send - s.press);
    add('send → server has it', incoming.at - s.send);
    add('server: in → push out to the screen', push && push.at - incoming.at);
    add('push out → watching page dispatches it', push && s.arrival - push.at);
    add('event stamp → first listener runs', s.handled - s.arrival);
    add('first listener → DOM', s.dom - s.handled);
    add('DOM → frame', s.frame - s.dom);
    add('server: push out → last reply to the sender out', push && lastReply && lastReply.at - push.at);
    add('server: last reply out → press page dispatches it', lastReply && s.pressReply - lastReply.at);
    add('press → DOM', s.dom - s.press);
  }
  return out;
}

function busyNeighbour(): { stop(): void } {
  if (process.env['BENCH_BUSY'] !== '1') return { stop: () => undefined };
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return { stop: () => child.kill('SIGKILL') };
}

export async function traceScreen(boards = 60, batches = 2): Promise<Record<string, Record<string, string>>> {
  const product: PageStamps[] = [];
  const theirs: PageStamps[] = [];
  const logs = await withProbedPair<StampLog>(PROBE, {}, async ({ host, reference, chores, browser }) => {
    const neighbour = busyNeighbour();
    try {
      let first = 0;
      for (let batch = 0; batch < batches; batch += 1) {
        const ours = productPipeline(host.url, chores, first);
        const tracedOurs = traced(ours, '"RecordBoard"');
        await measurePipeline(browser, tracedOurs.pipeline, Math.ceil(boards / batches), 1);
        first += ours.boardsEntered();
        product.push(...tracedOurs.stamps);
        const tracedTheirs = traced(referencePipeline(reference.origin), '');
        await measurePipeline(browser, tracedTheirs.pipeline, Math.ceil(boards / batches), 1);
        theirs.push(...tracedTheirs.stamps);
      }
    } finally {
      neighbour.stop();
    }
  });
  const table = (split: Steps): Record<string, string> =>
    Object.fromEntries(
      Object.entries(split).map(([key, values]) => {
        const s = summarize(values);
        return [key, `${s.median.toFixed(2)} / ${s.p95.toFixed(2)} (${s.count})`];
      }),
    );
  return {
    'product (median / p95 ms)': table(steps(product, logs.host)),
    'reference (median / p95 ms)': table(steps(theirs, logs.reference)),
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  traceScreen(Number(process.argv[2] ?? 60), Number(process.argv[3] ?? 2)).then(
    (result) => {
      for (const [name, rows] of Object.entries(result)) {
        console.log(`\n${name}`);
        console.table(rows);
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
