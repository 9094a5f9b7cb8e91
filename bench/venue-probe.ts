/**
 * The venue bench's broker probe (bench/venue.ts), in a process of its own so that nothing else
 * runs on its event loop: two plain mqtt.js clients on the broker, one publishing a message of
 * a state's size (QoS 1), the other timing its arrival. Each line on stdin is a JSON request,
 * answered with one JSON line:
 * - `{ "count": N, "seconds": S, "bytes": B, "gapMs": G }`: the round trips (ms) it measured, N
 *   of them or as many as fit in S seconds, G ms apart;
 * - `{ "bare": STATE }` then `{ "publish": REVISION }`: the bare pipeline's publisher
 *   (bench/venue-bare.ts), as a table would: STATE with that revision, one JSON.stringify, QoS 1,
 *   retained, on bench/bare/state; answers when it started (epoch ms);
 * - `{ "watch": TOPIC, "user": U, "password": P }`: a plain subscriber (user U) on a table's
 *   state topic, stamping when each revision arrived; `{ "arrived": true }` answers them
 *   (`[revision, epoch ms]` pairs): the broker's delivery, timed outside the /venue host.
 */
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import mqtt, { type MqttClient } from 'mqtt';
import { BARE_TOPIC } from './venue-bare';

// The bench's password; each connection is a user of its own (tests/venue/brokers.ts, BENCH_PROBE_USERS).
const [url, password, topic] = process.argv.slice(2) as [string, string, string];

/** A connection as `as.user`, or (the default) as the user named like its client id, with the bench's password. */
function connect(clientId: string, as = { user: clientId, password }): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, {
      clientId,
      username: as.user,
      password: as.password,
      protocolVersion: 5,
    });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}

const [sender, receiver] = await Promise.all([connect('bench-probe-send'), connect('bench-probe-receive')]);
let waiting: ((at: number) => void) | null = null;
receiver.on('message', () => waiting?.(performance.now()));
await new Promise<void>((resolve) => receiver.subscribe(topic, { qos: 1 }, () => resolve()));

async function roundTrip(payload: string): Promise<number> {
  const arrived = new Promise<number>((resolve) => (waiting = resolve));
  const started = performance.now();
  sender.publish(topic, payload, { qos: 1 });
  const at = await arrived;
  waiting = null;
  return at - started;
}

interface Request {
  readonly count: number;
  readonly seconds: number;
  readonly bytes: number;
  readonly gapMs: number;
}

async function measure(request: Request): Promise<number[]> {
  const payload = 'x'.repeat(request.bytes);
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < request.count && performance.now() - started < request.seconds * 1000) {
    samples.push(await roundTrip(payload));
    await new Promise((resolve) => setTimeout(resolve, request.gapMs));
  }
  return samples;
}

let bareState: Record<string, unknown> = {};

/** The bare pipeline's publish: stamped before the message is made, as a table's commit ends before. */
function publishBare(revision: number): number {
  const startedAt = performance.timeOrigin + performance.now();
  const payload = JSON.stringify({ ...bareState, revision, publishedAt: Date.now() });
  sender.publish(BARE_TOPIC, payload, { qos: 1, retain: true });
  // At once, as a table's publisher sends its state (mqtt.js would wait for the next tick, after
  // this process's answer to the bench).
  (sender.stream as { uncork?: () => void }).uncork?.();
  return startedAt;
}

const arrived = new Map<number, number>();
let watcher: MqttClient | null = null;

async function watch(request: { watch: string; user: string; password: string }): Promise<void> {
  watcher = await connect('bench-probe-watch', { user: request.user, password: request.password });
  watcher.on('message', (_topic, payload) => {
    const revision = /"revision":(\d+)/.exec(payload.toString('utf8'));
    if (revision) arrived.set(Number(revision[1]), performance.timeOrigin + performance.now());
  });
  await new Promise<void>((resolve) => watcher!.subscribe(request.watch, { qos: 1 }, () => resolve()));
}

process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const request = JSON.parse(line) as
    | Request
    | { bare: Record<string, unknown> }
    | { publish: number }
    | { watch: string; user: string; password: string }
    | { arrived: true };
  const answer = (value: unknown): void => void process.stdout.write(`${JSON.stringify(value)}\n`);
  if ('bare' in request) {
    bareState = request.bare;
    return answer(true);
  }
  if ('publish' in request) return answer(publishBare(request.publish));
  if ('watch' in request) return void watch(request).then(() => answer(true));
  if ('arrived' in request) return answer([...arrived]);
  void measure(request).then(answer);
});
lines.on('close', () => {
  sender.end(true);
  receiver.end(true);
  watcher?.end(true);
  process.exit(0);
});
