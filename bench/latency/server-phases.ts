/**
 * Diagnostic, not part of `npm run bench`: how long each server takes, inside its own process,
 * from a board's message to the push to the screens. The product's host (with bare pages, as
 * in the bench's "product host with bare pages") and the reference server run in alternating
 * batches, each with `server-probe.ts` loaded. `npx tsx bench/latency/server-phases.ts [boards]`
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBenchBrowser } from './browser';
import { HostClient } from './host-client';
import { hostFloorPipeline } from './host-floor-pipeline';
import { startHostProcess } from './host-process';
import { summarize } from './measure';
import { capturePushSamples } from './push-samples';
import { startReferenceProcess } from './reference';
import { referencePipeline } from './reference-pipeline';
import { measurePipeline } from './run-pipeline';
import type { ProbeRow } from './server-probe';

const PROBE = ['--import', './bench/latency/server-probe.ts'];

export interface ServerPhases {
  readonly server: string;
  /** Medians, ms. */
  readonly messageToPush: number;
  readonly sqlite: number;
  readonly durableStatement: number;
  readonly restOfServer: number;
  readonly pressToDom: number;
  readonly boards: number;
}

export async function serverPhases(boards = 150, batches = 3): Promise<ServerPhases[]> {
  const dir = mkdtempSync(join(tmpdir(), 'carrom-phases-'));
  const hostOut = join(dir, 'host.json');
  const referenceOut = join(dir, 'reference.json');
  const host = await startHostProcess({
    nodeArgs: PROBE,
    env: { CARROM_PROBE_OUT: hostOut, CARROM_PROBE_MATCH: '"RecordBoard"' },
  });
  const reference = await startReferenceProcess({
    nodeArgs: PROBE,
    env: { CARROM_PROBE_OUT: referenceOut },
    pushes: await capturePushSamples(host.url),
  });
  const chores = await HostClient.open(host.url);
  const browser = await launchBenchBrowser();
  const dom = { host: [] as number[], reference: [] as number[] };
  try {
    let first = 0;
    const perBatch = Math.ceil(boards / batches);
    for (let batch = 0; batch < batches; batch += 1) {
      const bare = hostFloorPipeline(host.url, chores, first);
      dom.host.push(...(await measurePipeline(browser, bare, perBatch, 1)).samples.dom);
      first += bare.boardsEntered();
      dom.reference.push(
        ...(await measurePipeline(browser, referencePipeline(reference.origin), perBatch, 1)).samples.dom,
      );
    }
  } finally {
    await browser.close();
    chores.close();
    await host.stop();
    await reference.close();
  }
  const read = (file: string): ProbeRow[] => JSON.parse(readFileSync(file, 'utf8')) as ProbeRow[];
  const phases = (server: string, rows: readonly ProbeRow[], presses: readonly number[]): ServerPhases => {
    const median = (values: readonly number[]): number => Math.round(summarize(values).median * 1000) / 1000;
    return {
      server,
      messageToPush: median(rows.map((row) => row.toPush)),
      sqlite: median(rows.map((row) => row.sql)),
      durableStatement: median(rows.map((row) => row.durable)),
      restOfServer: median(rows.map((row) => row.toPush - row.sql)),
      pressToDom: median(presses),
      boards: rows.length,
    };
  };
  try {
    return [
      phases('product host (bare pages)', read(hostOut), dom.host),
      phases('reference server', read(referenceOut), dom.reference),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  serverPhases(Number(process.argv[2] ?? 150)).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
