/**
 * The scale bench's results relay (bench/venue-scale.ts), in a process of its own as on its own
 * server: the modules `npm run serve -- --results-only` runs (the relay's watcher, store and
 * web server), so that its event loop can be measured. Prints "ready". Lines on stdin: "url";
 * "mark" starts a measurement; "elu" answers the main thread's busy share since the mark (event
 * loop utilisation), the CPU time and the results kept; "state1" answers table 1's state.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { VENUE_USERS } from '../electron/venue/broker-config';
import { openRelayStore, RELAY_DATABASE_FILE } from '../electron/venue/relay/relay-store';
import { startRelayServer } from '../electron/app/relay-server';
import { openRelayWatcher } from '../electron/venue/relay/relay-watcher';
import { passwordOf } from '../tests/venue/brokers';
import { VENUE } from '../tests/venue/tables';

const [url, dir, staticDir] = process.argv.slice(2) as [string, string, string];
mkdirSync(dir, { recursive: true });
const store = openRelayStore(join(dir, RELAY_DATABASE_FILE), () => undefined);
const watcher = openRelayWatcher({
  broker: { url, username: VENUE_USERS.director, password: passwordOf(VENUE_USERS.director) },
  venue: VENUE,
  clientId: `${VENUE_USERS.director}-bench-relay`,
  store,
  log: () => undefined,
});
const server = await startRelayServer(watcher, { port: 0, host: '127.0.0.1', staticDir });
process.stdout.write('ready\n');
let mark = {
  elu: performance.eventLoopUtilization(),
  cpu: process.cpuUsage(),
  wall: performance.now(),
  kept: 0,
};
const answer = (value: unknown): void => void process.stdout.write(`${JSON.stringify(value)}\n`);
const commands: Readonly<Record<string, () => void>> = {
  mark() {
    mark = {
      elu: performance.eventLoopUtilization(),
      cpu: process.cpuUsage(),
      wall: performance.now(),
      kept: watcher.kept(),
    };
    answer({ ok: true });
  },
  elu() {
    const elu = performance.eventLoopUtilization(mark.elu);
    const cpu = process.cpuUsage(mark.cpu);
    answer({
      busy: elu.utilization,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - mark.wall,
      kept: watcher.kept() - mark.kept,
    });
  },
  url() {
    answer({ url: server.url });
  },
  state1() {
    answer(watcher.board.table(1)?.state ?? null);
  },
};
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => commands[line.trim()]?.());
lines.on('close', () => {
  void server
    .close()
    .then(() => watcher.close())
    .finally(() => {
      store.close();
      process.exit(0);
    });
});
