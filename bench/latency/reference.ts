import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { WebSocketServer, WebSocket } from 'ws';
import { startChildServer, type ChildServerOptions } from './child-server';
import { samplePush, type PushSamples } from './push-samples';

/**
 * The floor this machine allows: a bare WebSocket server that makes one durable SQLite insert
 * per key press and broadcasts it, which a bare page writes into the DOM. Given the product's
 * push samples, it does the product host's job with none of its logic: per press it serializes
 * one message of the display push's shape and size for every other socket, and one of the
 * console push's for the sender (as the product's console gets its push), and the page parses
 * the message to write the revision. Without them it broadcasts the bare number.
 */
const PRESS_PAGE = `<!doctype html><meta charset="utf-8"><title>press</title><body>press
<script>
const ws = new WebSocket('ws://' + location.host + '/ws');
let n = 0;
addEventListener('keydown', () => { n += 1; ws.send(String(n)); });
</script>`;

const SHOW_PAGE = `<!doctype html><meta charset="utf-8"><title>show</title><body><div id="score">0</div>
<script>
const el = document.getElementById('score');
function connect() {
  const ws = new WebSocket('ws://' + location.host + '/ws');
  ws.onmessage = (e) => {
    el.textContent = e.data.charCodeAt(0) === 123 ? String(JSON.parse(e.data).push.revision) : e.data;
  };
  ws.onclose = () => setTimeout(connect, 100);
}
connect();
</script>`;

export interface ReferencePipeline {
  readonly origin: string;
  close(): Promise<void>;
}

/** The samples' file for a reference server in a process of its own. */
const SAMPLES_ENV = 'CARROM_REFERENCE_PUSHES';

export async function startReference(
  pushes: PushSamples | null = readSamples(process.env[SAMPLES_ENV]),
): Promise<ReferencePipeline> {
  const display = pushes ? samplePush(pushes.display) : null;
  const own = pushes ? samplePush(pushes.console) : null;
  const dir = mkdtempSync(join(tmpdir(), 'carrom-ref-'));
  const db = new Database(join(dir, 'ref.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE presses (id INTEGER PRIMARY KEY, value INTEGER NOT NULL, at INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO presses (value, at) VALUES (?, ?)');
  const server: Server = createServer((req, res) => {
    const page = req.url === '/press' ? PRESS_PAGE : req.url === '/show' ? SHOW_PAGE : null;
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'not found');
  });
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const value = Number(String(data));
      insert.run(value, Date.now());
      const text = display ? display.stamp(value) : String(value);
      for (const client of wss.clients)
        if (client !== socket && client.readyState === WebSocket.OPEN) client.send(text);
      if (own && socket.readyState === WebSocket.OPEN) socket.send(own.stamp(value));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The reference server in a child process, as the product's host runs in one. The floor then
 * has the product's process layout: a server process that sleeps between key presses and has
 * to wake for each one. Inside the benchmark's own process, which the measurement keeps busy,
 * the same server measured faster (the bench shows both).
 */
export async function startReferenceProcess(
  extra: Pick<ChildServerOptions, 'nodeArgs' | 'env'> & { readonly pushes?: PushSamples } = {},
): Promise<ReferencePipeline> {
  const { pushes, ...options } = extra;
  const dir = pushes ? mkdtempSync(join(tmpdir(), 'carrom-ref-pushes-')) : null;
  const file = dir ? join(dir, 'pushes.json') : null;
  if (file) writeFileSync(file, JSON.stringify(pushes));
  const server = await startChildServer({
    args: ['bench/latency/reference-server.ts'],
    listening: /Reference on (http:\/\/127\.0\.0\.1:\d+)/,
    readyPath: '/show',
    ...options,
    env: { ...options.env, ...(file ? { [SAMPLES_ENV]: file } : {}) },
  });
  return {
    origin: server.url,
    async close() {
      await server.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readSamples(file: string | undefined): PushSamples | null {
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as PushSamples) : null;
}
