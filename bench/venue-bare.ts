import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import mqtt from 'mqtt';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The venue bench's fair reference, "a bare pipeline doing the same job": a plain mqtt.js
 * client (in the probe's process, bench/venue-probe.ts) publishes a table's state message with a
 * new revision (one JSON.stringify, QoS 1, retained, as a table does); here a plain subscriber
 * hands each message as it came to a bare WebSocket server, and a bare page parses it and writes
 * its revision into its DOM. No checks, no view model, no framework: the floor this machine
 * allows for a board → another host's page through the broker.
 */
const PAGE = `<!doctype html><meta charset="utf-8"><title>bare venue</title><body><div id="rev">0</div>
<script>
const el = document.getElementById('rev');
const ws = new WebSocket('ws://' + location.host + '/ws');
ws.onopen = () => { document.body.dataset.open = 'yes'; };
ws.onmessage = (e) => { el.dataset.revision = String(JSON.parse(e.data).revision); };
</script>`;

export const BARE_TOPIC = 'bench/bare/state';

export interface BareRelay {
  /** The bare page. */
  readonly url: string;
  /** When the bare subscriber had each revision (epoch ms), before it handed it on. */
  readonly received: ReadonlyMap<number, number>;
  close(): Promise<void>;
}

export async function startBareRelay(options: {
  readonly url: string;
  readonly username: string;
  readonly password: string;
}): Promise<BareRelay> {
  const subscriber = await new Promise<mqtt.MqttClient>((resolve, reject) => {
    const client = mqtt.connect(options.url, {
      clientId: 'bench-bare-sub',
      username: options.username,
      password: options.password,
      protocolVersion: 5,
    });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  const sockets = new WebSocketServer({ server: http, path: '/ws' });
  const received = new Map<number, number>();
  subscriber.on('message', (_topic, payload) => {
    const text = payload.toString('utf8');
    const revision = /"revision":(\d+)/.exec(text);
    if (revision) received.set(Number(revision[1]), performance.timeOrigin + performance.now());
    for (const client of sockets.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
  });
  await new Promise<void>((resolve) => subscriber.subscribe(BARE_TOPIC, { qos: 1 }, () => resolve()));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    received,
    async close() {
      subscriber.end(true);
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
