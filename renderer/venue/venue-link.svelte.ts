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
 * One table's place on the overview: its own state, so a message about table 7 re-renders table
 * 7's tile and nothing else (no new list, no pass over the other 39).
 */
export class TableSlot {
  value = $state.raw<ShownTable>() as ShownTable;
  constructor(table: ShownTable) {
    this.value = table;
  }
}

/**
 * The overview's connection to /venue/ws on its host: the venue's tables (one message per
 * changed table), the featured table and the finished matches; it reconnects with back-off and
 * gets the whole venue again each time.
 */
export class VenueLink {
  venue = $state('');
  /** The tables' numbers in order: changes only when a table comes or the venue is sent again. */
  numbers = $state.raw<readonly number[]>([]);
  /** Whether any table's game or stroke clock runs (the overview's clock ticks only then). */
  ticking = $state(false);
  featured = $state<number | null>(null);
  matches = $state.raw<readonly VenueMatchResult[]>([]);
  /** The host's link to the broker. */
  brokerLink = $state<(typeof VENUE_LINKS)[number]>('connecting');
  /** This page's link to its host. */
  connected = $state(false);
  featureAnswer = $state<{ ok: boolean; message: string } | null>(null);
  #socket: WebSocket | null = null;
  #attempt = 0;
  // Deliberately not reactive: the tiles follow their slots, the list follows `numbers`.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #slots = new Map<number, TableSlot>();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #running = new Set<number>();
  readonly #pageUrl: string;

  constructor(pageUrl: string) {
    this.#pageUrl = pageUrl;
    this.#open();
  }

  /** Every table, in order (reading it follows every table: for lists, not for the tiles). */
  get tables(): readonly ShownTable[] {
    return this.numbers.map((number) => this.slot(number).value);
  }

  slot(table: number): TableSlot {
    const slot = this.#slots.get(table);
    if (!slot) throw new Error(`The overview has no table ${table}.`);
    return slot;
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
        this.#replace(message.tables.map((table) => shown(table, message.serverTime)));
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

  #replace(tables: readonly ShownTable[]): void {
    this.#slots.clear();
    this.#running.clear();
    for (const table of tables) this.#slots.set(table.table, new TableSlot(table));
    for (const table of tables) this.#clock(table);
    this.numbers = tables.map((table) => table.table).sort((a, b) => a - b);
  }

  /** One table's slot updated in place, so only its tile re-renders; a new table is put in order. */
  #put(table: ShownTable): void {
    const slot = this.#slots.get(table.table);
    this.#clock(table);
    if (slot) {
      slot.value = table;
      return;
    }
    this.#slots.set(table.table, new TableSlot(table));
    this.numbers = [...this.numbers, table.table].sort((a, b) => a - b);
  }

  #clock(table: ShownTable): void {
    const clocks = table.state?.view.clocks;
    const runs =
      !!clocks &&
      ((clocks.game?.runningSince ?? null) !== null || (clocks.stroke?.startedAt ?? null) !== null);
    if (runs) this.#running.add(table.table);
    else this.#running.delete(table.table);
    const ticking = this.#running.size > 0;
    if (ticking !== this.ticking) this.ticking = ticking;
  }
}

function shown(table: VenueTable, serverTime: number): ShownTable {
  const hostOffset = serverTime - Date.now();
  const tableOffset = table.state ? table.state.publishedAt - table.receivedAt : 0;
  return { ...table, clockOffsetMs: hostOffset + tableOffset };
}
