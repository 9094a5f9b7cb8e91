import { watcherEvents, type VenueWatcher } from './venue-watcher';

/**
 * A table host's view of the whole venue, opened only when something needs it (docs/venue.md,
 * "Costs and limits"): a venue screen's first request (its board, its link, a director's
 * feature) opens the watcher; listening alone does not (the host's /venue/ws listens from the
 * start). So a table host that serves no venue screen receives its own topics only, and the
 * venue's traffic grows with the number of tables, not its square.
 */
export interface LazyWatcher extends VenueWatcher {
  /** Whether the watcher has been opened (it then stays open until close). */
  opened(): boolean;
  /** Opens it now (`--watch`). */
  open(): VenueWatcher;
  /** Called once, when it opens. */
  onOpen(listener: (watcher: VenueWatcher) => void): void;
}

export function lazyWatcher(venue: string, open: () => VenueWatcher): LazyWatcher {
  let watcher: VenueWatcher | null = null;
  const events = watcherEvents();
  const openers: ((watcher: VenueWatcher) => void)[] = [];
  let closed = false;
  const opened = (): VenueWatcher => {
    if (watcher) return watcher;
    if (closed) throw new Error('The venue watcher is closed.');
    const made = open();
    watcher = made;
    made.onEvent(events.emit);
    for (const opener of openers.splice(0)) opener(made);
    return made;
  };
  return {
    venue,
    get board() {
      return opened().board;
    },
    link: () => opened().link(),
    feature: (table) => opened().feature(table),
    onEvent: events.onEvent,
    opened: () => watcher !== null,
    open: opened,
    onOpen(listener) {
      if (watcher) listener(watcher);
      else openers.push(listener);
    },
    async close() {
      closed = true;
      events.clear();
      await watcher?.close();
    },
  };
}
