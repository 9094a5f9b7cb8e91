/**
 * The venue bench's tables (bench/venue.ts), in a process of their own, as a venue's tables are
 * other machines: tables FIRST..LAST on the broker (real hosts, SQLite on disk, the project's
 * publisher). Prints "ready" once every table is connected. Lines on stdin: "go" starts one board
 * a second (or every PERIOD ms, a fifth argument) at each table, spread over it; "stop" ends them and prints one JSON line: the
 * boards entered and this process's CPU time meanwhile (ms); "board" enters one board at table
 * FIRST and prints its revision and when its commit ended (epoch ms).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { openSimTable, type SimTable } from '../tests/venue/tables';

const [url, dir, first, last, period] = process.argv.slice(2) as [string, string, string, string, string?];
/** Each table enters one board every this many ms (default: a second). */
const periodMs = Number(period ?? 1000);
const sims: SimTable[] = [];
for (let table = Number(first); table <= Number(last); table += 1)
  sims.push(openSimTable(join(dir, `load-${table}`), table, url));
const connected = setInterval(() => {
  if (!sims.every((sim) => sim.publisher.status().link === 'online')) return;
  clearInterval(connected);
  process.stdout.write('ready\n');
}, 50);
let next = 0;
let timer: ReturnType<typeof setInterval> | null = null;
let started = { cpu: process.cpuUsage(), wall: 0 };
const answer = (value: unknown): void => void process.stdout.write(`${JSON.stringify(value)}\n`);
const commands: Readonly<Record<string, () => void>> = {
  go() {
    if (timer) return;
    started = { cpu: process.cpuUsage(), wall: performance.now() };
    timer = setInterval(
      () => {
        sims[next % sims.length]!.board(1000 + next);
        next += 1;
      },
      periodMs / (sims.length + 1),
    );
  },
  stop() {
    if (timer) clearInterval(timer);
    timer = null;
    const cpu = process.cpuUsage(started.cpu);
    answer({ boards: next, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - started.wall });
  },
  board() {
    const sim = sims[0]!;
    sim.board(100 + next++);
    // The revision as the commit's push had it: building a push here would hold up the state's
    // publication (mqtt.js writes it after this turn) with work of the bench's own.
    answer({ revision: sim.lastRevision(), committedAt: sim.lastCommitAt() });
  },
};
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => commands[line.trim()]?.());
lines.on('close', () => {
  if (timer) clearInterval(timer);
  void Promise.all(sims.map((sim) => sim.close())).then(() => process.exit(0));
});
