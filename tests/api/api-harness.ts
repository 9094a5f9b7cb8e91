import { WebSocket } from 'ws';
import type { ApiEvent, ApiScope } from '../../shared/contract/api';
import { parseCommand } from '../../shared/contract/parse';
import type { Host } from '../../electron/host/host';
import { CONSOLE, waitFor } from '../host/helpers';
import { serveTinyBuild, type Served } from '../host/web-helpers';
import { CREATE_MATCH, TOSS } from '../host/fixtures/match-script';
import type { WebServerOptions } from '../../electron/app/web-server';

export interface ApiServed extends Served {
  readonly base: string;
  key(scope: ApiScope, name?: string): string;
  /** fetch() against the API with a key (or none: null). */
  call(path: string, key: string | null, init?: RequestInit): Promise<Response>;
  /** A match of Asha against Bruno in play (created and tossed) on the console (ICF unless another is given). */
  startMatch(create?: unknown): void;
}

/** The real host and web server on a fresh data folder, on loopback. */
export async function serveApi(options: Partial<WebServerOptions> = {}): Promise<ApiServed> {
  const served = await serveTinyBuild(options);
  const base = `http://127.0.0.1:${served.port}`;
  return {
    ...served,
    base,
    key: (scope, name = `${scope} key`) => served.host.apiKeys.create(name, scope).key,
    call(path, key, init = {}) {
      const headers = new Headers(init.headers);
      if (key !== null) headers.set('Authorization', `Bearer ${key}`);
      return fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
    },
    startMatch(create = CREATE_MATCH) {
      for (const command of [create, TOSS]) consoleSubmits(served.host, command);
    },
  };
}

/** A client of /api/v1/events that keeps every message it got. */
export class EventsClient {
  readonly messages: ApiEvent[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.messages.push(JSON.parse(String(data)) as ApiEvent));
    ws.on('close', (code, reason) => (this.closed = { code, reason: String(reason) }));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<EventsClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new EventsClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode ?? 0}`)),
      );
      ws.once('error', reject);
    });
  }

  waitFor(check: (event: ApiEvent) => boolean, what: string): Promise<ApiEvent> {
    return waitFor(() => this.messages.find(check), what);
  }

  close(): void {
    this.ws.close();
  }
}

/** A command as the console's socket hands it to the host: parsed (defaults filled), then decided. */
export function consoleSubmits(host: Pick<Host, 'submit'>, command: unknown): number {
  const parsed = parseCommand(command);
  if (!parsed.ok) throw new Error(parsed.message);
  const result = host.submit(parsed.value, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.revision;
}
