import { consoleTokenQuery } from './console-token';
import { WebSocket } from 'ws';

type Result = { ok: true; revision: number; data?: unknown } | { ok: false; code: string; message: string };

/** A console-role WebSocket client for the untimed parts of a benchmark (setting up matches, bulk boards). */
export class HostClient {
  private nextId = 1;
  private readonly pending = new Map<number, (result: Result) => void>();
  /** Revision of the newest state pushed to this client. */
  revision = 0;
  /** The text of the newest state message, as it came. */
  lastPushText = '';

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        id?: number;
        result?: Result;
        push?: { revision: number };
      };
      if (message.type === 'state' && message.push && message.push.revision >= this.revision) {
        this.revision = message.push.revision;
        this.lastPushText = data.toString();
      }
      if (message.type === 'result' && typeof message.id === 'number') {
        this.pending.get(message.id)?.(message.result!);
        this.pending.delete(message.id);
      }
    });
  }

  static open(baseUrl: string, role: 'console' | 'display' = 'console'): Promise<HostClient> {
    return new Promise((resolve, reject) => {
      const token = role === 'console' ? consoleTokenQuery(baseUrl, '&') : '';
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?role=${role}${token}`);
      const client = new HostClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  private request(kind: 'command' | 'query', body: unknown): Promise<Result> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer to ${JSON.stringify(body).slice(0, 80)}`)),
        10_000,
      );
      this.pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      this.socket.send(JSON.stringify({ type: kind, id, [kind]: body }));
    });
  }

  /** Sends a command that must be accepted; returns the new revision. */
  async command(body: unknown): Promise<number> {
    const result = await this.request('command', body);
    if (!result.ok)
      throw new Error(`the host refused ${JSON.stringify(body).slice(0, 120)}: ${result.message}`);
    return result.revision;
  }

  async query(body: unknown): Promise<unknown> {
    const result = await this.request('query', body);
    if (!result.ok)
      throw new Error(`the host refused ${JSON.stringify(body).slice(0, 120)}: ${result.message}`);
    return result.data;
  }

  close(): void {
    this.socket.close();
  }
}
