import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { WebSocketServer, WebSocket } from 'ws';
import { startChildServer, type ChildServerOptions } from './child-server';

/**
 * The floor this machine allows: a bare WebSocket server that makes one durable SQLite insert
 * per key press and broadcasts a number, which a bare page writes into the DOM.
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
  ws.onmessage = (e) => { el.textContent = e.data; };
  ws.onclose = () => setTimeout(connect, 100);
}
connect();
</script>`;

export interface ReferencePipeline {
  readonly origin: string;
  close(): Promise<void>;
}

export async function startReference(): Promise<ReferencePipeline> {
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
      for (const client of wss.clients)
        if (client !== socket && client.readyState === WebSocket.OPEN) client.send(String(value));
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
  extra: Pick<ChildServerOptions, 'nodeArgs' | 'env'> = {},
): Promise<ReferencePipeline> {
  const server = await startChildServer({
    args: ['bench/latency/reference-server.ts'],
    listening: /Reference on (http:\/\/127\.0\.0\.1:\d+)/,
    readyPath: '/show',
    ...extra,
  });
  return { origin: server.url, close: () => server.stop() };
}
