import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBenchBrowser } from './browser';
import { HostClient } from './host-client';
import { startHostProcess, type HostProcess } from './host-process';
import { capturePushSamples } from './push-samples';
import { startReferenceProcess, type ReferencePipeline } from './reference';

/** The product's host and the reference server, both with a probe loaded, and what drives them. */
export interface ProbedPair {
  readonly host: HostProcess;
  readonly reference: ReferencePipeline;
  /** Sends the chores (new match, toss, …) to the host, outside any timing. */
  readonly chores: HostClient;
  readonly browser: Browser;
}

/**
 * For the diagnostics that compare the two servers from inside (server-phases.ts, screen-trace.ts):
 * starts the host and the reference server with `probe` loaded (`--import`), each writing its log
 * to a file of its own (`CARROM_PROBE_OUT`; `hostEnv` adds to the host's environment), runs `drive`
 * with them and a browser, stops everything, and returns both logs as the probes wrote them at exit.
 */
export async function withProbedPair<Log>(
  probe: string,
  hostEnv: Readonly<Record<string, string>>,
  drive: (pair: ProbedPair) => Promise<void>,
): Promise<{ readonly host: Log; readonly reference: Log }> {
  const dir = mkdtempSync(join(tmpdir(), 'carrom-probed-'));
  const hostOut = join(dir, 'host.json');
  const referenceOut = join(dir, 'reference.json');
  const nodeArgs = ['--import', probe];
  try {
    const host = await startHostProcess({ nodeArgs, env: { ...hostEnv, CARROM_PROBE_OUT: hostOut } });
    try {
      const reference = await startReferenceProcess({
        nodeArgs,
        env: { CARROM_PROBE_OUT: referenceOut },
        pushes: await capturePushSamples(host.url),
      });
      try {
        const chores = await HostClient.open(host.url);
        const browser = await launchBenchBrowser();
        try {
          await drive({ host, reference, chores, browser });
        } finally {
          await browser.close();
          chores.close();
        }
      } finally {
        await reference.close();
      }
    } finally {
      await host.stop();
    }
    const read = (file: string): Log => JSON.parse(readFileSync(file, 'utf8')) as Log;
    return { host: read(hostOut), reference: read(referenceOut) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
