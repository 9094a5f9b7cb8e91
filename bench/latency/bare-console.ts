/**
 * The reference for the console's main-thread cost: a bare page doing the console's job for a
 * board with nothing else. It shows each typed key, sends the board over a WebSocket on Enter,
 * and on the answer and the push (the host's real console push text for that board, same bytes)
 * parses it, writes both scores and the board number, and adds the board's row to a table. Typed
 * and measured exactly as the console (same keys, same trace, same split into boards), in the
 * same browser build, so "console / bare page" says how much the console's own screen costs on
 * this machine beyond the floor any page pays.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { boardAt, keysOf } from './match-model';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bare console</title>
<style>body{font-family:sans-serif;background:#0b1220;color:#e8eef8;margin:2rem}
.s{font-size:96px;font-weight:700;display:inline-block;width:3ch}
#draft,#preview{font-size:28px;min-height:1.4em}td{padding:0 1em}</style></head>
<body data-revision="0"><div><span class="s" id="s0">0</span><span class="s" id="s1">0</span></div>
<div id="board">Board 1</div><div id="draft"></div><div id="preview"></div><table><tbody id="rows"></tbody></table>
<script>
const socket = new WebSocket(location.origin.replace('http', 'ws'));
socket.onopen = () => (document.body.dataset.open = 'true');
let typed = '';
const draft = document.getElementById('draft');
const preview = document.getElementById('preview');
addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    socket.send(typed);
    typed = '';
  } else {
    typed += event.key;
    preview.textContent = '+' + typed.length * 3;
  }
  draft.textContent = typed;
});
socket.onmessage = (message) => {
  const data = JSON.parse(message.data);
  if (data.type !== 'state') return;
  const view = data.push.view;
  document.getElementById('s0').textContent = String(view.sides[0].score);
  document.getElementById('s1').textContent = String(view.sides[1].score);
  document.getElementById('board').textContent = 'Board ' + view.board;
  const row = document.getElementById('rows').insertRow();
  for (const cell of [view.board, view.sides[0].score, view.sides[1].score]) row.insertCell().textContent = String(cell);
  preview.textContent = '';
  document.body.dataset.revision = String(data.push.revision);
};
</script></body></html>`;

export interface BareConsole {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the bare page; each board sent is answered with an acknowledgement and then with the
 * next of `pushes` (the host's console pushes, as sent), its revision set to the board's count.
 */
export async function startBareConsole(pushes: readonly string[]): Promise<BareConsole> {
  const server: Server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    let boards = 0;
    socket.on('message', () => {
      boards += 1;
      socket.send(JSON.stringify({ type: 'result', id: boards, result: { ok: true, revision: boards } }));
      const push = pushes[(boards - 1) % pushes.length]!;
      socket.send(push.replace(/"revision":\d+/, `"revision":${boards}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}

/** Types the n-th board on the bare page (the console's keys) and waits until it shows it. */
export async function bareBoardTyper(page: Page): Promise<(n: number) => Promise<void>> {
  // Keys typed before the socket is open would send nothing and wait forever.
  await page.waitForFunction(() => document.body.dataset['open'] === 'true', null, { timeout: 10_000 });
  let sent = 0;
  return async (n) => {
    for (const key of keysOf(boardAt(n))) await page.keyboard.press(key);
    sent += 1;
    await page.evaluate(`new Promise((resolve, reject) => {
      const done = () => Number(document.body.dataset.revision) >= ${sent};
      if (done()) return resolve();
      setTimeout(() => reject(new Error('the bare page never showed board ${sent}')), 10000);
      const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); resolve(); } });
      observer.observe(document.body, { attributes: true });
    })`);
  };
}
