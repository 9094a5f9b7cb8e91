import type {
  VenueMatchResult,
  VenueServerMessage,
  VenueTable,
  VENUE_LINKS,
} from '../../shared/contract/venue';
import { venueSocketUrl } from './venue-url';

/** A table as the overview draws it, with the table's clock measured against this page's. */
export interface ShownTable extends VenueTable {
  /** Add to Date.now() to get the table's own clock (its clocks' times are in it). */
  readonly clockOffsetMs: number;
}

/**
 * The overview's connection to /venue/ws on its host: the venue's tables (one message per
 * changed table), the featured table and the finished matches; it reconnects with back-off and
 * gets the whole venue again each time.
 */
export class VenueLink {
  venue = $state('');
  tables = $state.raw<readonly ShownTable[]>([]);
  featured = $state<number | null>(null);
  matches = $state.raw<readonly VenueMatchResult[]>([]);
  /** The host's link to the broker. */
  brokerLink = $state<(typeof VENUE_LINKS)[number]>('connecting');
  /** This page's link to its host. */
  connected = $state(false);
  featureAnswer = $state<{ ok: boolean; message: string } | null>(null);
  #socket: WebSocket | null = null;
  #attempt = 0;
  #index: Readonly<Record<number, number>> = {};
  readonly #pageUrl: string;

  constructor(pageUrl: string) {
    this.#pageUrl = pageUrl;
    this.#open();
  }

  feature(table: number | null, pin: string): void {
    this.featureAnswer = null;
    this.#socket?.send(JSON.stringify({ type: 'feature', table, pin }));
  }

  #open(): void {
    const socket = new WebSocket(venueSocketUrl(this.#pageUrl));
    this.#socket = socket;
    socket.addEventListener('open', () => {
      this.#attempt = 0;
      this.connected = true;
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data === 'string') this.#receive(JSON.parse(event.data) as VenueServerMessage);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.connected = false;
      setTimeout(() => this.#open(), Math.min(5000, 250 * 2 ** this.#attempt));
      this.#attempt += 1;
    });
  }

  #receive(message: VenueServerMessage): void {
    switch (message.type) {
      case 'overview':
        this.venue = message.venue;
        this.brokerLink = message.link;
        this.featured = message.featured;
        this.tables = message.tables.map((table) => shown(table, message.serverTime));
        this.#index = positions(this.tables);
        break;
      case 'table':
        this.#put(shown(message.table, message.serverTime));
        break;
      case 'link':
        this.brokerLink = message.link;
        break;
      case 'featured':
        this.featured = message.featured;
        break;
      case 'results':
        this.matches = message.matches;
        break;
      case 'featureResult':
        this.featureAnswer = { ok: message.ok, message: message.message };
        break;
    }
  }

  /** One table replaced in place, so only its tile re-renders; a new table is put in order. */
  #put(table: ShownTable): void {
    const index = this.#index[table.table];
    if (index !== undefined) {
      const next = [...this.tables];
      next[index] = table;
      this.tables = next;
      return;
    }
    this.tables = [...this.tables, table].sort((a, b) => a.table - b.table);
    this.#index = positions(this.tables);
  }
}

function positions(tables: readonly ShownTable[]): Readonly<Record<number, number>> {
  return Object.fromEntries(tables.map((table, index) => [table.table, index]));
}

function shown(table: VenueTable, serverTime: number): ShownTable {
  const hostOffset = serverTime - Date.now();
  const tableOffset = table.state ? table.state.publishedAt - table.receivedAt : 0;
  return { ...table, clockOffsetMs: hostOffset + tableOffset };
}
