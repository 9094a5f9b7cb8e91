import { connectionHealth, type ConnectionHealth } from './connection-health';
import type { StatePush } from '../../shared/contract/contract';
import type { ConnectionStatus, ScreenClient } from '../lib/client';

const TICK_MS = 200;

/**
 * What a read-only screen knows: the last push, the connection's health, and the host's
 * clock (page clock corrected by the offset measured on each push).
 */
export class ScreenState {
  push = $state<StatePush | null>(null);
  status = $state<ConnectionStatus>('connecting');
  now = $state(Date.now());
  #lostSince = $state<number | null>(Date.now());
  #hostOffsetMs = 0;

  health: ConnectionHealth = $derived(connectionHealth(this.#lostSince, this.now));

  hostNow(): number {
    return this.now + this.#hostOffsetMs;
  }

  attach(connection: ScreenClient): () => void {
    const offState = connection.onState((push) => {
      this.#hostOffsetMs = push.serverTime - Date.now();
      this.push = push;
      this.now = Date.now();
      this.#lostSince = null;
    });
    const offConnection = connection.onConnection((status) => {
      this.status = status;
      if (status !== 'connected' && this.#lostSince === null) this.#lostSince = Date.now();
    });
    const timer = window.setInterval(() => {
      this.now = Date.now();
    }, TICK_MS);
    return () => {
      offState();
      offConnection();
      window.clearInterval(timer);
    };
  }
}
