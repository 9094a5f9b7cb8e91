/**
 * Diagnostic, not part of `npm run bench`: where the display page spends its CPU time while
 * boards come in. `npx tsx bench/latency/display-profile.ts [boards]` starts the headless host,
 * opens one display page, samples it with the V8 CPU profiler (over CDP) while boards are
 * committed over the WebSocket, and prints the functions with the most self time per board.
 * `DISPLAY_PROFILE_OUT=f.cpuprofile` keeps the profile (open it in Chromium's DevTools).
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launchBenchBrowser } from './browser';
import type { CpuProfile } from './cpu-profile';
import { HostClient } from './host-client';
import { startHostProcess } from './host-process';
import { MatchModel, boardAt, boardCommand } from './match-model';

export async function profileDisplay(boards = 150): Promise<{ name: string; msPerBoard: number }[]> {
  const host = await startHostProcess();
  const client = await HostClient.open(host.url);
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${host.url}/display`);
    const cdp = await context.newCDPSession(page);
    const model = new MatchModel();
    const send = async (command: unknown): Promise<void> => {
      await client.command(command);
      model.apply(command);
    };
    const chores = (): Promise<unknown> => model.playChores(client);
    await chores();
    await page.waitForTimeout(500);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    for (let n = 0; n < boards; n += 1) {
      await send(boardCommand(boardAt(n)));
      await chores();
      // Paced like an operator (far faster, still one board at a time).
      await page.waitForTimeout(30);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const keep = process.env['DISPLAY_PROFILE_OUT'];
    if (keep) writeFileSync(keep, JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const frame = byId.get(id)!.callFrame;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    return [...self.entries()]
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, ms]) => ({ name, msPerBoard: Math.round((ms / boards) * 1000) / 1000 }));
  } finally {
    await browser.close();
    client.close();
    await host.stop();
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  profileDisplay(Number(process.argv[2] ?? 150)).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
