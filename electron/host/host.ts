import { join } from 'node:path';
import type {
  CommandKey,
  CommandMessage,
  CommandResult,
  HostSettings,
  LedBoardStatus,
  Query,
  QueryResult,
  StatePush,
  WebServerStatus,
} from '../../shared/contract/contract';
import type { VenueLinkStatus } from '../../shared/contract/venue';
import { DATABASE_FILE, defaultDataDir } from './data-dir';
import type { LedLink } from './led-link';
import { openGameClock, SYSTEM_TIMERS, type GameClock, type Timers } from './services/game-clock';
import { openLedger, type Ledger } from './services/ledger';
import { openLedService, type LedService } from './services/led-service';
import { openMatchService, type MatchService } from './services/match-service';
import { openRequests, type HostOrigin } from './services/requests';
import { openAccess, openDevices, type Devices } from './services/devices';
import { openApiKeyCommands, openApiKeys, type ApiKeys } from './services/api-keys';
import { openScreens, type AudienceRole, type Screens, type SubscribeOptions } from './services/screens';
import { openSettingsService, type SettingsService } from './services/settings-service';
import { openTournamentService, type TournamentService } from './services/tournament-service';
import { consoleStatePush, statePush } from './services/state-push';
import { makePrivateFolder } from './private-files';
import { openStore, type Store } from './store';

export type { Timers } from './services/game-clock';
export type { HostOrigin } from './services/requests';

export interface HostOptions {
  /**
   * Folder of the database; default: the per-user application data folder. Created if missing,
   * owner-only (0700) on POSIX.
   */
  readonly dataDir?: string;
  readonly now?: () => number;
  /** Timer for the game clock's "time up"; tests inject a manual one. */
  readonly timers?: Timers;
  /** The LED link (electron/led's LedManager); without it, LED commands and queries are refused. */
  readonly led?: LedLink;
  /** Where the host's warnings go (a data file it cannot make owner-only); default: console.warn. */
  readonly log?: (message: string) => void;
  /** This host's table in an imported tournament (`--table N`): the Tournament screen shows its pairing first. */
  readonly tournamentTable?: number;
}

export interface Host {
  readonly dataDir: string;
  /**
   * Decides, commits, then pushes a command the session layer has parsed and allowed (it is the
   * one place that checks messages and roles). Never throws: refusals carry a message. With
   * `key` (the client's own id of the command) it is carried out once: a repeat gets the first
   * answer, also after a restart (services/command-ids.ts).
   */
  submit(command: CommandMessage, origin: HostOrigin, key?: CommandKey): CommandResult;
  query(query: Query, origin: HostOrigin): Promise<QueryResult>;
  current(): StatePush;
  /** The current push with the console's own view (next board's outcomes, score sheet…). */
  consolePush(): StatePush;
  /** `{first: true}`: called before the other listeners (the session hub's fan-out to the screens). */
  subscribe(listener: (push: StatePush) => void, options?: SubscribeOptions): () => void;
  /**
   * A display or overlay connected (the session layer calls this); the returned function says it
   * left. The session layer sends consoles a fresh push on each change (`onAudienceChange`), so
   * the console always shows what the hall sees; the audience's own screens are not disturbed.
   */
  joinAudience(role: AudienceRole): () => void;
  onAudienceChange(listener: () => void): () => void;
  /** A display's sound held back by its browser, or playing again (null: it left): see Screens. */
  displaySound(screen: object, sound: 'locked' | 'ready' | null): void;
  settings(): HostSettings;
  /** Called after any change of the stored settings (web server, display, LED boards…). */
  onSettingsChange(listener: (settings: HostSettings) => void): () => void;
  onLedStatus(listener: (status: readonly LedBoardStatus[]) => void): () => void;
  /** The PIN consoles must give when the web server listens on the LAN. */
  pin(): string;
  /** The web server reports whether it runs and where (shown in the console's settings). */
  setWebServerStatus(status: WebServerStatus): void;
  /** The venue's broker link reports how it is doing (the console's status line; electron/venue). */
  setVenueStatus(status: VenueLinkStatus | null): void;
  /** The remembered devices (the session layer admits a device token, and makes one after a right PIN). */
  readonly devices: Devices;
  /** The control API's keys and the operator's API settings (docs/api.md). */
  readonly apiKeys: ApiKeys;
  /** The SoL reference of a stored match (electron/venue publishes it with the match's results). */
  readonly tournament: Pick<TournamentService, 'referenceOf'>;
  /** The database connection, for fault-injection tests only. */
  readonly store: Store;
  close(): void;
}

/**
 * The host: the ledger (state and commits) and the services around it. A command goes to the
 * service that owns it; each commit then reaches the LED boards, the screens and the game clock.
 */
/** What the session layer tells the host of the hall's screens: who joined, whose sound is held back. */
function audienceVerbs(screens: Screens): Pick<Host, 'joinAudience' | 'displaySound'> {
  return { joinAudience: screens.joinAudience, displaySound: screens.displaySound };
}

export function openHost(options: HostOptions = {}): Host {
  const dataDir = options.dataDir ?? defaultDataDir();
  const now = options.now ?? Date.now;
  const ledger = openLedger(openDataStore(dataDir, options));
  const push = (): StatePush => statePush(ledger, now);
  const screens = openScreens();
  const consolePush = consoleStatePush(ledger, now, screens.audience);
  const storedSettings = openSettingsService(ledger, dataDir);
  const devices = openDevices(ledger.store, now);
  const apiKeys = openApiKeys(ledger.store, devices);
  const settings = openHostSettings(storedSettings, devices, apiKeys, screens);
  const led = openLedService(ledger, options.led, screens.publishLedStatus);
  const match = openMatchService(ledger, now);
  const clock = openTimeUpClock(ledger, match, now, options.timers ?? SYSTEM_TIMERS);
  publishEachCommit(ledger, { screens, led, clock, push, settings });
  let closed = false;
  const access = openAccess(ledger, devices, settings.publish);
  const api = openApiKeyCommands(apiKeys, ledger, settings.publish);
  const tournament = openTournamentService(ledger, match, now, options.tournamentTable ?? null);
  const requests = openRequests({
    access,
    api,
    match,
    tournament,
    settings,
    led,
    queries: {
      ...{ ledger, led, match, tournament, now, push, settings: settings.current, devices },
      createApiKey: api.create,
    },
    closed: () => closed,
  });
  return {
    dataDir,
    devices,
    apiKeys,
    tournament,
    store: ledger.store,
    submit: requests.submit,
    query: requests.query,
    current: push,
    consolePush,
    ...audienceVerbs(screens),
    ...screenListeners(screens),
    settings: settings.current,
    pin: settings.pin,
    setWebServerStatus: settings.setWebServerStatusAndPublish,
    setVenueStatus: settings.setVenueStatus,
    close() {
      if (closed) return;
      closed = true;
      for (const part of [clock, led, screens, ledger.store]) part.close();
    },
  };
}

/** Who listens to what the host publishes: every push, the hall's screens, the settings, the LED boards. */
function screenListeners(
  screens: Screens,
): Pick<Host, 'subscribe' | 'onAudienceChange' | 'onSettingsChange' | 'onLedStatus'> {
  return {
    subscribe: screens.subscribe,
    onAudienceChange: (listener) => screens.onAudienceChange(() => listener()),
    onSettingsChange: screens.onSettingsChange,
    onLedStatus: screens.onLedStatus,
  };
}

interface HostSettingsService extends SettingsService {
  /** The stored settings with what the host knows besides: the venue link's status, the devices. */
  current(): HostSettings;
  /** Sends the screens the current settings. */
  publish(): void;
  setVenueStatus(status: VenueLinkStatus | null): void;
  setWebServerStatusAndPublish(status: WebServerStatus): void;
}

function openHostSettings(
  stored: SettingsService,
  devices: Devices,
  apiKeys: ApiKeys,
  screens: Screens,
): HostSettingsService {
  let venueStatus: VenueLinkStatus | null = null;
  const current = (): HostSettings => ({
    ...stored.current(),
    ...(venueStatus ? { venue: venueStatus } : {}),
    ...deviceLists(devices),
    api: { access: apiKeys.access(), hooks: apiKeys.hooks() },
  });
  const publish = (): void => screens.publishSettings(current());
  return {
    ...stored,
    current,
    publish,
    setVenueStatus(status) {
      venueStatus = status;
      publish();
    },
    setWebServerStatusAndPublish(status) {
      stored.setWebServerStatus(status);
      publish();
    },
  };
}

/** The game clock's "time up": the host records it itself when the clock runs out. */
function openTimeUpClock(ledger: Ledger, match: MatchService, now: () => number, timers: Timers): GameClock {
  return openGameClock({
    state: () => ledger.match().state,
    now,
    timers,
    markTimeUp: () => match.run({ type: 'MarkTimeUp' }, 'timer (game clock ran out)'),
    canRecord: () => {
      const { matchId } = ledger.match();
      return matchId === null || ledger.store.readMatch(matchId).bad === null;
    },
  });
}

interface CommitListeners {
  readonly screens: Screens;
  readonly led: LedService;
  readonly clock: GameClock;
  readonly push: () => StatePush;
  readonly settings: HostSettingsService;
}

/** After each commit: the screens' sockets first; the LED frame, settings and clock follow in the same turn. */
function publishEachCommit(ledger: Ledger, { screens, led, clock, push, settings }: CommitListeners): void {
  ledger.onCommitted(({ viewChanged, settingsChanged }) => {
    screens.publishState(push());
    if (viewChanged) led.show();
    if (settingsChanged) settings.publish();
    clock.schedule();
  });
  clock.schedule();
}

function openDataStore(dataDir: string, { log }: HostOptions): Store {
  makePrivateFolder(dataDir);
  return openStore({
    file: join(dataDir, DATABASE_FILE),
    ...(log ? { log } : {}),
  });
}

/** What the settings list of the devices: those remembered, and those forgotten to make room. */
function deviceLists(devices: Devices): Pick<HostSettings, 'devices' | 'devicesForgotten'> {
  return { devices: devices.list(), devicesForgotten: devices.forgotten() };
}
