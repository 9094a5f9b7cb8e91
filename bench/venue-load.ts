/**
 * The venue bench's load (bench/venue.ts), in its own process so that the tables' SQLite commits
 * do not stall the measuring process: tables FIRST..LAST on the broker, one board a second each,
 * spread over the second, until stdin closes. Prints "ready" once every table is connected.
 */
import { join } from 'node:path';
import { openSimTable, type SimTable } from '../tests/venue/tables';

const [url, dir, first, last] = process.argv.slice(2) as [string, string, string, string];
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
process.stdin.on('data', (data: Buffer) => {
  if (!data.toString().includes('go') || timer) return;
  timer = setInterval(
    () => {
      sims[next % sims.length]!.board(1000 + next);
      next += 1;
    },
    1000 / (sims.length + 1),
  );
});
process.stdin.on('end', () => {
  if (timer) clearInterval(timer);
  void Promise.all(sims.map((sim) => sim.close())).then(() => process.exit(0));
});
