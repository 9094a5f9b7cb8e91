/**
 * Diagnostic, not part of `npm run bench`: where the host's CPU goes per board. Starts the built
 * headless host under V8's sampling profiler (`--cpu-prof`), opens the display in Chromium, sends
 * boards as a console does (paced like a fast operator), stops the host and prints the functions
 * with the most self and total time per board.
 * `npx tsx bench/latency/host-profile.ts [boards]`
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBenchBrowser } from './browser';
import type { CpuProfile } from './cpu-profile';
import { HostClient } from './host-client';
import { startHostProcess } from './host-process';
import { MatchModel, boardAt, boardCommand } from './match-model';

export interface ProfileRow {
  readonly name: string;
  readonly selfMs: number;
  readonly totalMs: number;
}

/** Self and total (inclusive) time per function, per board, from a V8 CPU profile. */
export function perBoard(profile: CpuProfile, boards: number, top = 30): ProfileRow[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (id: number): string => {
    const frame = byId.get(id)!.callFrame;
    return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const own = label(id);
    self.set(own, (self.get(own) ?? 0) + ms);
    // The VM's own states stand alone: no function's total holds them.
    if (own.startsWith('(idle)') || own.startsWith('(program)') || own.startsWith('(garbage')) return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(at);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const names = new Set([...self.keys(), ...total.keys()]);
  return [...names]
    .filter((name) => !name.startsWith('(idle)') && !name.startsWith('(root)'))
    .map((name) => ({
      name,
      selfMs: Math.round(((self.get(name) ?? 0) / boards) * 1000) / 1000,
      totalMs: Math.round(((total.get(name) ?? 0) / boards) * 1000) / 1000,
    }))
    .sort((a, b) => b.totalMs + b.selfMs - (a.totalMs + a.selfMs))
    .slice(0, top);
}

export async function profileHost(boards = 300): Promise<ProfileRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'carrom-host-profile-'));
  const host = await startHostProcess({
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '50'],
  });
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${host.url}/display`);
    const client = await HostClient.open(host.url);
    const model = new MatchModel();
    const chores = (): Promise<unknown> => model.playChores(client);
    await chores();
    await page.waitForTimeout(500);
    for (let n = 0; n < boards; n += 1) {
      const command = boardCommand(boardAt(n));
      await client.command(command);
      model.apply(command);
      await chores();
      await page.waitForTimeout(20);
    }
    client.close();
  } finally {
    await browser.close();
    await host.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the host wrote no profile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  if (process.env['HOST_PROFILE_KEEP']) process.stdout.write(`profile: ${join(dir, file)}\n`);
  else rmSync(dir, { recursive: true, force: true });
  return perBoard(profile, boards, Number(process.env['HOST_PROFILE_TOP'] ?? 40));
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  profileHost(Number(process.argv[2] ?? 300)).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
