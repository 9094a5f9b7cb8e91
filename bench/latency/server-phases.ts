/**
 * Diagnostic, not part of `npm run bench`: how long each server takes, inside its own process,
 * from a board's message to the push to the screens. The product's host (with bare pages, as
 * in the bench's "product host with bare pages") and the reference server run in alternating
 * batches, each with `server-probe.ts` loaded. `npx tsx bench/latency/server-phases.ts [boards]`
 */
import { pathToFileURL } from 'node:url';
import { hostFloorPipeline } from './host-floor-pipeline';
import { summarize } from './measure';
import { referencePipeline } from './reference-pipeline';
import { withProbedPair } from './probed-pair';
import { measurePipeline } from './run-pipeline';
import type { ProbeRow } from './server-probe';

const PROBE = './bench/latency/server-probe.ts';

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
  const dom = { host: [] as number[], reference: [] as number[] };
  const logs = await withProbedPair<ProbeRow[]>(
    PROBE,
    { CARROM_PROBE_MATCH: '"RecordBoard"' },
    async ({ host, reference, chores, browser }) => {
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
    },
  );
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
  return [
    phases('product host (bare pages)', logs.host, dom.host),
    phases('reference server', logs.reference, dom.reference),
  ];
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
