import { randomUUID } from 'node:crypto';
import type { ApiEvent, ApiState } from '../../shared/contract/api';

/**
 * The module's link to the scoreboard host (docs/api.md): it watches /api/v1/events (the key
 * as its first message: Node's WebSocket, like a browser's, sets no headers), keeps the state up
 * to date from each change, and posts actions with the key and an Idempotency-Key, so a press
 * retried after a lost answer counts once.
 */
export interface ConnectionConfig {
  readonly host: string;
  readonly port: number;
  readonly key: string;
}

export type ConnectionStatus = 'connecting' | 'ok' | 'refused' | 'disconnected';

export interface ConnectionEvents {
  /** A new state (on connect, and after each change the host sent). */
  onState(state: ApiState): void;
  onStatus(status: ConnectionStatus, message: string | null): void;
}

export interface ActionAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly message: string | null;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

export class ScoreboardConnection {
  private socket: WebSocket | null = null;
  private state: ApiState | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Host clock minus this computer's, from the last state's serverTime: the clocks tick on it. */
  private offsetMs = 0;

  constructor(
    private readonly config: ConnectionConfig,
    private readonly events: ConnectionEvents,
  ) {}

  get current(): ApiState | null {
    return this.state;
  }

  get hostOffsetMs(): number {
    return this.offsetMs;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.close();
    this.socket = null;
  }

  /** POST /api/v1/actions/{verb}; never throws: a failure is an answer with its message. */
  async act(verb: string, body: Readonly<Record<string, unknown>> = {}): Promise<ActionAnswer> {
    try {
      const response = await fetch(`${this.base('http')}/api/v1/actions/${encodeURIComponent(verb)}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.config.key}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      return { ok: response.ok, status: response.status, message: answer.message ?? null };
    } catch (error) {
      return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private base(scheme: 'http' | 'ws'): string {
    const host = this.config.host.includes(':') ? `[${this.config.host}]` : this.config.host;
    return `${scheme}://${host}:${this.config.port}`;
  }

  private open(): void {
    this.events.onStatus('connecting', null);
    const socket = new WebSocket(`${this.base('ws')}/api/v1/events`);
    this.socket = socket;
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ type: 'auth', key: this.config.key })),
    );
    socket.addEventListener('message', (message) =>
      this.receive(JSON.parse(String(message.data)) as ApiEvent),
    );
    socket.addEventListener('close', (close) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (close.code === 4401) this.events.onStatus('refused', close.reason || 'the API key was refused');
      else this.events.onStatus('disconnected', close.reason || null);
      this.retry();
    });
  }

  private receive(event: ApiEvent): void {
    if (event.type === 'state') {
      this.retryMs = FIRST_RETRY_MS;
      this.state = event.state;
      this.events.onStatus('ok', null);
    } else if (event.type === 'change' && this.state) {
      this.state = applyChanges(this.state, event.changes);
    } else if (event.type === 'error') {
      this.events.onStatus('refused', event.message);
      return;
    } else {
      return;
    }
    this.offsetMs = this.state.serverTime - Date.now();
    this.events.onState(this.state);
  }

  private retry(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => this.open(), this.retryMs);
    this.retryMs = Math.min(LAST_RETRY_MS, this.retryMs * 2);
  }
}

/** The state with each dotted path ("sides.0.score") set to its new value. */
export function applyChanges(state: ApiState, changes: Readonly<Record<string, unknown>>): ApiState {
  const next = structuredClone(state) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    let target = next;
    for (const key of keys.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys.at(-1)!] = value;
  }
  return next as unknown as ApiState;
}
