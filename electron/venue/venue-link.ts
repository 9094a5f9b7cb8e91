import { StoredVenueLinkSchema, type StoredVenueLink } from '../../shared/contract/venue-settings';
import type { Host } from '../host/host';
import { KEYS } from '../host/settings';
import { VENUE_USERS } from './broker-config';
import { DEFAULT_KEEPALIVE_SECONDS } from './mqtt-link';
import { createVenueScreens, type VenueScreens } from './venue-screens';
import { openVenueService, type VenueOptions, type VenueService } from './venue-service';

/**
 * The venue link of the console's settings, kept applied while the host runs; as the web
 * server's `venue` option it serves the venue's screens (/venue, /venue/results, ?table=N) of
 * whichever link is in use.
 */
export interface StoredVenueLinkRunner extends Pick<VenueScreens, 'attach'> {
  /** The service in use (null while the settings name no venue). */
  current(): VenueService | null;
  /** Resolves once the link matches the stored settings (tests; a change is applied at once). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The venue's options for a stored link: the user defaults to the table's own, `table-<n>`. */
export function venueOptionsOf(link: StoredVenueLink): Omit<VenueOptions, 'log'> {
  return {
    venue: link.venue,
    table: link.table,
    broker: {
      url: link.url,
      keepaliveSeconds: DEFAULT_KEEPALIVE_SECONDS,
      username: link.user === '' ? VENUE_USERS.table(link.table) : link.user,
      ...(link.password !== '' ? { password: link.password } : {}),
    },
  };
}

function storedLink(host: Host): StoredVenueLink | null {
  const parsed = StoredVenueLinkSchema.nullable().safeParse(host.store.setting(KEYS.venueLink) ?? null);
  return parsed.success ? parsed.data : null;
}

/**
 * Connects with the stored link, and after each settings change connects again with new values,
 * or disconnects when the link was cleared, without restarting the host. Used only when no
 * command-line flags set the link (flags win).
 */
export function runStoredVenueLink(host: Host, log?: (line: string) => void): StoredVenueLinkRunner {
  let applied = 'null';
  let service: VenueService | null = null;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  const screens = createVenueScreens();
  const apply = (): void => {
    if (closed) return;
    const link = storedLink(host);
    const key = JSON.stringify(link);
    if (key === applied) return;
    applied = key;
    chain = chain.then(async () => {
      const old = service;
      service = null;
      screens.use(null);
      await old?.close();
      if (closed || link === null) return;
      if (log && key === applied)
        log(`Venue "${link.venue}" on ${link.url}, publishing as table ${link.table}`);
      if (key !== applied) return;
      service = openVenueService(host, { ...venueOptionsOf(link), ...(log ? { log } : {}) });
      screens.use(service);
    });
  };
  const stop = host.onSettingsChange(apply);
  apply();
  return {
    current: () => service,
    settled: () => chain,
    attach: screens.attach,
    async close() {
      closed = true;
      stop();
      await chain;
      screens.use(null);
      await service?.close();
      service = null;
    },
  };
}
