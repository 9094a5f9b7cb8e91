/*
 * The console's WebSocket link to the host (`/ws?role=console[&pin=…]`), used until
 * renderer/lib/client.ts provides `connectConsole()`. Requests carry an id; the host answers
 * each with a `result` message carrying the same id.
 */
import type { CommandMessage, CommandResult, Query, QueryResult, StatePush } from '../../shared/contract';
import type { ConsoleLink, LinkStatus } from './link';

const REQUEST_TIMEOUT_MS = 10_000;

interface Pending {
  readonly resolve: (result: CommandResult | QueryResult) => void;
  readonly timer: number;
}

export function connectConsoleSocket(pin: string | null): ConsoleLink {
  const stateListeners = new Set<(push: StatePush) => void>();
  const statusListeners = new Set<(status: LinkStatus) => void>();
  const pending = new Map<number, Pending>();
  let status: LinkStatus = 'connecting';
  let latest: StatePush | null = null;
  let socket: WebSocket | null = null;
  let nextId = 1;
  let attempt = 0;

  const url = new URL('/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('role', 'console');
  if (pin) url.searchParams.set('pin', pin);

  const setStatus = (next: LinkStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const lost = (message: string): CommandResult => ({ ok: false, code: 'connection_lost', message });

  function open(): void {
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      attempt = 0;
      setStatus('connected');
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let message: { type?: unknown; push?: StatePush; id?: unknown; result?: CommandResult | QueryResult };
      try {
        message = JSON.parse(event.data) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'state' && message.push) {
        latest = message.push;
        for (const listener of stateListeners) listener(message.push);
      } else if (message.type === 'result' && typeof message.id === 'number' && message.result) {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        window.clearTimeout(waiting.timer);
        waiting.resolve(message.result);
      }
    });
    ws.addEventListener('close', () => {
      socket = null;
      for (const [id, waiting] of pending) {
        window.clearTimeout(waiting.timer);
        waiting.resolve(lost('The connection to the host was lost before it answered: check the score before entering again.'));
        pending.delete(id);
      }
      setStatus('reconnecting');
      window.setTimeout(open, Math.min(3000, 250 * 2 ** attempt));
      attempt += 1;
    });
  }
  open();

  function request(kind: 'command' | 'query', body: unknown): Promise<CommandResult | QueryResult> {
    return new Promise((resolve) => {
      if (!socket || socket.readyState !== WebSocket.OPEN) {
        resolve({ ok: false, code: 'disconnected', message: 'Not connected to the host: nothing was sent.' });
        return;
      }
      const id = nextId++;
      const timer = window.setTimeout(() => {
        pending.delete(id);
        resolve({ ok: false, code: 'timeout', message: 'The host did not answer in time: check the score before entering again.' });
      }, REQUEST_TIMEOUT_MS);
      pending.set(id, { resolve, timer });
      socket.send(JSON.stringify({ type: kind, id, [kind]: body }));
    });
  }

  return {
    onState(callback) {
      stateListeners.add(callback);
      if (latest) callback(latest);
      return () => stateListeners.delete(callback);
    },
    onConnection(callback) {
      statusListeners.add(callback);
      callback(status);
      return () => statusListeners.delete(callback);
    },
    submit: (command: CommandMessage) => request('command', command) as Promise<CommandResult>,
    query: <Q extends Query>(query: Q) => request('query', query) as Promise<QueryResult<Q['type']>>,
  };
}
