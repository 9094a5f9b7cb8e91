import { StoredVenueLinkSchema, type StoredVenueLink } from '../../shared/contract/venue-settings';
import type { Host } from '../host/host';
import { KEYS } from '../host/settings';
import { VENUE_USERS } from './broker-config';
import { readTlsFiles, tlsProblemWords } from '../host/tls-files';
import { brokerLabel, DEFAULT_KEEPALIVE_SECONDS } from './mqtt-link';
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
  /** The venue's tables of the link in use (null: none), for the control API's vMix rows. */
  tables(): ReturnType<VenueService['tables']> | null;
  /** The featured table's request of the link in use (null: in no venue now). */
  feature(table: number | null): ReturnType<VenueService['feature']> | null;
  close(): Promise<void>;
}

/**
 * The venue's options for a stored link: the user defaults to the table's own, `table-<n>`; the
 * TLS files are read now (checked when saved, they may have gone since): a file that cannot be
 * used is said in words instead.
 */
export function venueOptionsOf(
  link: StoredVenueLink,
):
  | { readonly ok: true; readonly options: Omit<VenueOptions, 'log'> }
  | { readonly ok: false; readonly problem: string } {
  const files = readTlsFiles(link);
  if (!files.ok) return { ok: false, problem: `${tlsProblemWords(files.problem)}.` };
  const options = {
    venue: link.venue,
    table: link.table,
    broker: {
      url: link.url,
      keepaliveSeconds: DEFAULT_KEEPALIVE_SECONDS,
      username: link.user === '' ? VENUE_USERS.table(link.table) : link.user,
      ...(link.password !== '' ? { password: link.password } : {}),
      ...(files.tls ? { tls: files.tls } : {}),
    },
  };
  return { ok: true, options };
}

/** A stored link the host cannot apply: the console's status line says why, and so does the log. */
function cannotApply(host: Host, link: StoredVenueLink, problem: string, log?: (line: string) => void): void {
  log?.(`Venue "${link.venue}" on ${brokerLabel(link.url)}: not connecting, ${problem}`);
  host.setVenueStatus({
    broker: brokerLabel(link.url),
    venue: link.venue,
    table: link.table,
    link: 'offline',
    message: problem,
    pendingResults: 0,
  });
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
      // A link that could not be applied left its problem on the status line: gone with it.
      if (old === null && !closed) host.setVenueStatus(null);
      if (closed || link === null) return;
      if (log && key === applied)
        log(`Venue "${link.venue}" on ${link.url}, publishing as table ${link.table}`);
      if (key !== applied) return;
      const options = venueOptionsOf(link);
      if (!options.ok) return cannotApply(host, link, options.problem, log);
      service = openVenueService(host, { ...options.options, ...(log ? { log } : {}) });
      screens.use(service);
    });
  };
  const stop = host.onSettingsChange(apply);
  apply();
  return {
    current: () => service,
    settled: () => chain,
    tables: () => service?.tables() ?? null,
    feature: (table) => service?.feature(table) ?? null,
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
