/*
 * Browser fallback for `connectScreen` (renderer/lib/client.ts will own the real one, which
 * also picks the Electron preload): a read-only WebSocket to `/ws?role=…` on the page's own
 * origin. The host sends `{"type":"state","push":StatePush}` on connect and after every change.
 */
import type {
  ConnectionStatus,
  ScreenConnection,
  ScreenRole,
  StatePush,
} from './push-types';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 3000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
}

function isStateMessage(value: unknown): value is { type: 'state'; push: StatePush } {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; push?: unknown };
  if (message.type !== 'state' || typeof message.push !== 'object' || message.push === null)
    return false;
  const push = message.push as Partial<StatePush>;
  return (
    typeof push.revision === 'number' &&
    typeof push.serverTime === 'number' &&
    typeof push.view === 'object' &&
    push.view !== null &&
    typeof push.display === 'object' &&
    push.display !== null
  );
}

export function connectScreen(role: ScreenRole): ScreenConnection {
  const stateListeners = new Set<(push: StatePush) => void>();
  const connectionListeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = 'connecting';
  let latest: StatePush | null = null;
  let attempt = 0;

  const setStatus = (next: ConnectionStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of connectionListeners) listener(next);
  };

  const url = new URL(`/ws?role=${role}`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';

  const open = (): void => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      attempt = 0;
      setStatus('connected');
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!isStateMessage(parsed)) return;
      latest = parsed.push;
      for (const listener of stateListeners) listener(parsed.push);
    });
    socket.addEventListener('close', () => {
      setStatus('reconnecting');
      window.setTimeout(open, reconnectDelayMs(attempt));
      attempt += 1;
    });
  };
  open();

  return {
    onState(callback) {
      stateListeners.add(callback);
      if (latest) callback(latest);
      return () => stateListeners.delete(callback);
    },
    onConnection(callback) {
      connectionListeners.add(callback);
      callback(status);
      return () => connectionListeners.delete(callback);
    },
  };
}
