import { connectionHealth, type ConnectionHealth } from './connection-health';
import { reconcile } from './reconcile';
import { needsTicking } from './ticking';
import type { ScreenStatus, StatePush } from '../../shared/contract/contract';
import type { ConnectionStatus, ScreenClient } from '../lib/client';

const TICK_MS = 200;

/**
 * What a read-only screen knows: the last push, the connection's health, and the host's
 * clock (page clock corrected by the offset measured on each push).
 */
export class ScreenState {
  /**
   * The last push. A new push is reconciled into it, so only what changed re-renders (a board
   * changes a handful of values: one score, the board number, the last board, who breaks).
   */
  push = $state<StatePush | null>(null);
  status = $state<ConnectionStatus>('connecting');
  now = $state(Date.now());
  #lostSince = $state<number | null>(Date.now());
  #hostOffsetMs = 0;
  #timer: number | undefined;
  /** The last push as it came (plain data): what `push` was last made equal to. */
  #lastPush: StatePush | null = null;

  health: ConnectionHealth = $derived(connectionHealth(this.#lostSince, this.now));

  hostNow(): number {
    return this.now + this.#hostOffsetMs;
  }

  #connection: ScreenClient | null = null;

  /** Tells the host how this screen is (its sound held back or playing). */
  report(status: ScreenStatus): void {
    this.#connection?.report(status);
  }

  attach(connection: ScreenClient): () => void {
    this.#connection = connection;
    const offState = connection.onState((push) => {
      this.#hostOffsetMs = push.serverTime - Date.now();
      this.push = this.push === null ? push : reconcile(this.push, push, this.#lastPush);
      this.#lastPush = push;
      this.now = Date.now();
      this.#lostSince = null;
      this.#tickWhileNeeded();
    });
    const offConnection = connection.onConnection((status) => {
      this.status = status;
      if (status !== 'connected' && this.#lostSince === null) this.#lostSince = Date.now();
      this.#tickWhileNeeded();
    });
    this.#tickWhileNeeded();
    return () => {
      offState();
      offConnection();
      window.clearInterval(this.#timer);
      this.#timer = undefined;
    };
  }

  /** The clock ticks only while something on screen changes with time. */
  #tickWhileNeeded(): void {
    const needed = needsTicking(this.push?.view.clocks ?? null, this.hostNow(), this.#lostSince, this.now);
    if (needed && this.#timer === undefined) {
      this.#timer = window.setInterval(() => {
        this.now = Date.now();
        this.#tickWhileNeeded();
      }, TICK_MS);
    } else if (!needed && this.#timer !== undefined) {
      window.clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}
