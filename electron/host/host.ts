import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLOCK_COMMAND_TYPES,
  ENGINE_COMMAND_TYPES,
  parseCommand,
  parseQuery,
  plainDataProblem,
  refusal,
  type ClockCommandType,
  type CommandMessage,
  type EngineCommandMessage,
  type CommandResult,
  type DisplaySettings,
  type HostCommandMessage,
  type HostSettings,
  type LedBoardStatus,
  type Origin,
  type Query,
  type QueryData,
  type QueryResult,
  type Refusal,
  type StatePush,
  type WebServerSettings,
  type WebServerStatus,
} from '../../shared/contract/contract';
import {
  EMPTY_STATE,
  decide,
  evolve,
  replay,
  usedAt,
  type Command,
  type MatchEvent,
  type MatchState,
} from '../../shared/engine/index';
import { parseLedBoardConfigs } from '../../shared/led/config';
import { importMatchFile, toMatchFile } from '../../shared/match-file/index';
import { previewCommand } from '../../shared/views/preview';
import { toConsoleView, type ConsoleView } from '../../shared/views/console-view';
import { toScoreSheet, toScoreSheetCsv } from '../../shared/views/score-sheet';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import type { ScoreboardView } from '../../shared/views/scoreboard-view-types';
import { DATABASE_FILE, defaultDataDir } from './data-dir';
import type { LedLink } from './led-link';
import { exportFileName, statusOf, summaryOf } from './match-summary';
import { KEYS, loadSettings, newPin, type PersistedSettings } from './settings';
import { StorageError } from './storage-error';
import { openStore, type Store } from './store';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface HostOptions {
  /** Folder of the database; default: the per-user application data folder. Created if missing. */
  readonly dataDir?: string;
  /** better-sqlite3 native build for another runtime (Electron's). */
  readonly nativeBinding?: string;
  readonly now?: () => number;
  /** Timer for the game clock's "time up"; tests inject a manual one. */
  readonly timers?: Timers;
  /** The LED link (electron/led's LedManager); without it, LED commands and queries are refused. */
  readonly led?: LedLink;
}

/** Where a message came from, as the audit trail records it. */
export type HostOrigin = Origin & { readonly source?: string };

export interface Host {
  readonly dataDir: string;
  /** Validates, decides, commits, then pushes. Never throws: refusals carry a message. */
  submit(message: unknown, origin: HostOrigin): CommandResult;
  query(message: unknown, origin: HostOrigin): Promise<QueryResult>;
  current(): StatePush;
  /** The current push with the console's own view (next board's outcomes, score sheet…). */
  consolePush(): StatePush;
  subscribe(listener: (push: StatePush) => void): () => void;
  settings(): HostSettings;
  /** Called after any change of the stored settings (web server, display, LED boards…). */
  onSettingsChange(listener: (settings: HostSettings) => void): () => void;
  onLedStatus(listener: (status: readonly LedBoardStatus[]) => void): () => void;
  /** The PIN consoles must give when the web server listens on the LAN. */
  pin(): string;
  /** The web server reports whether it runs and where (shown in the console's settings). */
  setWebServerStatus(status: Omit<WebServerStatus, 'pin'>): void;
  /** The database connection, for fault-injection tests only. */
  readonly store: Store;
  close(): void;
}

const READ_ONLY_QUERIES: ReadonlySet<Query['type']> = new Set(['CurrentState']);
const CLOCK_TYPES: ReadonlySet<string> = new Set(CLOCK_COMMAND_TYPES);

interface Current {
  readonly matchId: string | null;
  readonly state: MatchState;
}

export function openHost(options: HostOptions = {}): Host {
  const dataDir = options.dataDir ?? defaultDataDir();
  const now = options.now ?? Date.now;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const led = options.led;
  mkdirSync(dataDir, { recursive: true });
  const store = openStore({
    file: join(dataDir, DATABASE_FILE),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });

  let settings: PersistedSettings;
  let current: Current;
  try {
    settings = loadSettings(store);
    if (settings.pin === '') {
      const pin = newPin();
      store.write(() => store.setSetting(KEYS.pin, pin));
      settings = { ...settings, pin };
    }
    current = loadCurrent(store, settings.currentMatchId);
  } catch (error) {
    store.close();
    throw error;
  }

  let webServerStatus: Omit<WebServerStatus, 'pin'> = {
    running: false,
    urls: [],
    pinRequired: false,
    error: null,
  };
  let view: ScoreboardView = toScoreboardView(current.state);
  let closed = false;
  let clockTimer: unknown = null;
  const stateListeners = new Set<(push: StatePush) => void>();
  const settingsListeners = new Set<(settings: HostSettings) => void>();
  const ledListeners = new Set<(status: readonly LedBoardStatus[]) => void>();
  const stopLedStatus = led?.onStatus(() => notify(ledListeners, led.status()));
  led?.configure(settings.ledBoards);
  led?.update(view);

  function push(): StatePush {
    return {
      revision: settings.revision,
      matchId: current.matchId,
      view,
      display: settings.display,
      serverTime: now(),
    };
  }

  let consoleViewOf: { readonly state: MatchState; readonly view: ConsoleView } | null = null;

  /** Worked out once per state, and only when a console asks (after the audience has its push). */
  function consolePush(): StatePush {
    if (consoleViewOf?.state !== current.state)
      consoleViewOf = { state: current.state, view: toConsoleView(current.state) };
    return { ...push(), console: consoleViewOf.view };
  }

  function hostSettings(): HostSettings {
    return {
      display: settings.display,
      consoleLanguage: settings.consoleLanguage,
      webServer: { ...settings.webServer, status: { ...webServerStatus, pin: settings.pin } },
      ledBoards: settings.ledBoards,
      dataDir,
    };
  }

  /** Everything after a commit: new view, pushes, LED frame, game clock timer. */
  function committed(
    next: Current,
    nextView: ScoreboardView,
    nextSettings: PersistedSettings,
    settingsChanged: boolean,
  ): void {
    const viewChanged = nextView !== view;
    current = next;
    settings = nextSettings;
    view = nextView;
    if (viewChanged) led?.update(view);
    notify(stateListeners, push());
    if (settingsChanged) notify(settingsListeners, hostSettings());
    scheduleTimeUp();
  }

  /** One transaction: the changes, the revision, and the current match; nothing is written on refusal. */
  function commit(
    write: (revision: number) => void,
    next: Current,
    settingsPatch: Partial<PersistedSettings> = {},
  ): CommandResult {
    const revision = settings.revision + 1;
    // Computed before writing: a view that cannot be built must not leave a half-applied command.
    const nextView = next === current ? view : toScoreboardView(next.state);
    try {
      store.write(() => {
        write(revision);
        store.setSetting(KEYS.revision, revision);
        if (next.matchId !== current.matchId) store.setSetting(KEYS.currentMatch, next.matchId);
      });
    } catch (error) {
      if (error instanceof StorageError) return refusal('storage', error.message);
      throw error;
    }
    const settingsChanged = Object.keys(settingsPatch).length > 0;
    committed(next, nextView, { ...settings, ...settingsPatch, revision }, settingsChanged);
    return { ok: true, revision, matchId: current.matchId };
  }

  function saveSettings(
    patch: Partial<PersistedSettings>,
    keys: Partial<Record<keyof PersistedSettings, string>>,
  ): CommandResult {
    return commit(
      () => {
        for (const [name, key] of Object.entries(keys)) {
          store.setSetting(key, patch[name as keyof PersistedSettings]);
        }
      },
      current,
      patch,
    );
  }

  function applyEvents(
    matchId: string,
    state: MatchState,
    events: readonly MatchEvent[],
    origin: string,
  ): CommandResult {
    const next: MatchState = events.reduce(evolve, state);
    const at = now();
    return commit(
      (revision) => {
        store.appendEvents(matchId, events, { at, origin, revision });
        store.updateMatch(matchId, at, statusOf(next), summaryOf(next));
      },
      { matchId, state: next },
    );
  }

  function createMatch(events: readonly MatchEvent[], origin: string): CommandResult {
    const state = replay(events);
    const matchId = randomUUID();
    const at = now();
    return commit(
      (revision) => {
        store.createMatch(matchId, at, statusOf(state), summaryOf(state));
        store.appendEvents(matchId, events, { at, origin, revision });
      },
      { matchId, state },
    );
  }

  function engineCommand(command: Command, origin: string): CommandResult {
    if (command.type === 'CreateMatch') {
      const decision = decide(EMPTY_STATE, command);
      if (!decision.ok) return fromViolation(decision.violation);
      return createMatch(decision.events, origin);
    }
    if (current.matchId === null) {
      return refusal('no_match', 'No match is open: set up a new match or open one from the list first.');
    }
    const decision = decide(current.state, command);
    if (!decision.ok) return fromViolation(decision.violation);
    return applyEvents(current.matchId, current.state, decision.events, origin);
  }

  function importFile(file: unknown, origin: string): CommandResult {
    let json = file;
    if (typeof file === 'string') {
      try {
        json = JSON.parse(file) as unknown;
      } catch (_error) {
        return refusal('invalid_format', 'The match file was refused: it is not valid JSON.');
      }
      const problem = plainDataProblem(json);
      if (problem) return refusal('invalid_format', `The match file was refused: ${problem}.`);
    }
    const imported = importMatchFile(json);
    if (!imported.ok) {
      const { code, message, game, board } = imported.error;
      return refusal(code, `The match file was refused: ${message}`, {
        ...(game !== undefined ? { game } : {}),
        ...(board !== undefined ? { board } : {}),
      });
    }
    return createMatch(imported.events, `import (${origin})`);
  }

  function openMatch(matchId: string): CommandResult {
    if (matchId === current.matchId) return commit(() => undefined, current);
    if (!store.match(matchId))
      return refusal('not_found', 'That match is not in the list of stored matches.');
    const next = loadCurrent(store, matchId);
    return commit(() => undefined, next);
  }

  function hostCommand(command: HostCommandMessage, origin: string): CommandResult {
    switch (command.type) {
      case 'UpdateDisplay': {
        const { type: _type, ...changes } = command;
        const display: DisplaySettings = { ...settings.display, ...changes };
        return saveSettings({ display }, { display: KEYS.display });
      }
      case 'NewMatch':
        return commit(() => undefined, { matchId: null, state: EMPTY_STATE });
      case 'OpenMatch':
        return openMatch(command.matchId);
      case 'ImportMatch':
        return importFile(command.file, origin);
      case 'SetWebServer': {
        const webServer: WebServerSettings = {
          enabled: command.enabled,
          lan: command.lan,
          port: command.port ?? settings.webServer.port,
        };
        return saveSettings({ webServer }, { webServer: KEYS.webServer });
      }
      case 'SetConsoleLanguage':
        return saveSettings({ consoleLanguage: command.language }, { consoleLanguage: KEYS.consoleLanguage });
      case 'AddLedBoard':
      case 'UpdateLedBoard':
      case 'RemoveLedBoard':
        return changeLedBoards(command);
      case 'TestLedBoard': {
        if (!led) return refusal('led_unavailable', 'LED boards are not available in this host.');
        if (!settings.ledBoards.some((board) => board.id === command.id)) {
          return refusal('not_found', `There is no LED board "${command.id}".`);
        }
        const tested = led.testPattern(command.id);
        if (!tested.ok) return refusal('led_unavailable', tested.error);
        return { ok: true, revision: settings.revision, matchId: current.matchId };
      }
    }
  }

  function changeLedBoards(
    command: Extract<CommandMessage, { type: 'AddLedBoard' | 'UpdateLedBoard' | 'RemoveLedBoard' }>,
  ): CommandResult {
    const boards = settings.ledBoards;
    const id = command.type === 'RemoveLedBoard' ? command.id : command.board.id;
    const exists = boards.some((board) => board.id === id);
    if (command.type === 'AddLedBoard' && exists) {
      return refusal('invalid_message', `There is already an LED board with the id "${id}".`);
    }
    if (command.type !== 'AddLedBoard' && !exists)
      return refusal('not_found', `There is no LED board "${id}".`);
    const ledBoards =
      command.type === 'AddLedBoard'
        ? [...boards, command.board]
        : command.type === 'UpdateLedBoard'
          ? boards.map((board) => (board.id === id ? command.board : board))
          : boards.filter((board) => board.id !== id);
    const checked = parseLedBoardConfigs(ledBoards);
    if (!checked.ok) return refusal('invalid_message', checked.errors.join(' '));
    const result = saveSettings({ ledBoards: checked.value }, { ledBoards: KEYS.ledBoards });
    if (result.ok) led?.configure(checked.value);
    return result;
  }

  /** Clock commands get their time from the host: the engine never reads a clock. */
  function stamped(command: EngineCommandMessage): Command {
    return isClockCommand(command) ? { type: command.type, at: now() } : (command as Command);
  }

  function apply(command: CommandMessage, origin: string): CommandResult {
    if (isClockCommand(command) || isEngineCommand(command)) return engineCommand(stamped(command), origin);
    return hostCommand(command, origin);
  }

  function scheduleTimeUp(): void {
    if (clockTimer !== null) timers.clearTimeout(clockTimer);
    clockTimer = null;
    const clock = current.state.gameClock;
    if (closed || !clock || clock.expired || clock.runningSince === null) return;
    const remaining = clock.limitMs - usedAt(clock, now());
    clockTimer = timers.setTimeout(timeUp, Math.max(0, remaining));
  }

  function timeUp(): void {
    clockTimer = null;
    const clock = current.state.gameClock;
    if (closed || !clock || clock.expired || clock.runningSince === null) return;
    if (usedAt(clock, now()) < clock.limitMs) {
      scheduleTimeUp();
      return;
    }
    const result = engineCommand({ type: 'MarkTimeUp', at: now() }, 'timer (game clock ran out)');
    // An unsaved "time up" is retried shortly: the game clock has really run out.
    if (!result.ok && result.code === 'storage' && !closed) clockTimer = timers.setTimeout(timeUp, 1000);
  }

  async function runQuery(query: Query): Promise<QueryResult> {
    const ok = <T extends Query['type']>(type: T, data: QueryData[T]): QueryResult<T> => ({
      ok: true,
      type,
      data,
    });
    switch (query.type) {
      case 'CurrentState':
        return ok('CurrentState', push());
      case 'GetSettings':
        return ok('GetSettings', hostSettings());
      case 'ListMatches': {
        const since = query.scope === 'today' ? startOfDay(now()) : 0;
        return ok(
          'ListMatches',
          store.matches(since).map((row) => ({
            ...(row.summary as ReturnType<typeof summaryOf>),
            id: row.id,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
            status: row.status,
            current: row.id === current.matchId,
          })),
        );
      }
      case 'LedStatus':
        if (!led) return refusal('led_unavailable', 'LED boards are not available in this host.');
        return ok('LedStatus', led.status());
      case 'ListLedPorts':
        if (!led) return refusal('led_unavailable', 'LED boards are not available in this host.');
        return ok('ListLedPorts', await led.listPorts());
      case 'AuditTrail':
      case 'ScoreSheet':
      case 'ExportMatchFile':
      case 'ExportCsv':
        return matchQuery(query);
      case 'Preview': {
        const command = stamped(query.command);
        const state = command.type === 'CreateMatch' ? EMPTY_STATE : current.state;
        return ok('Preview', previewCommand(state, command));
      }
    }
  }

  function matchQuery(
    query: Extract<Query, { type: 'AuditTrail' | 'ScoreSheet' | 'ExportMatchFile' | 'ExportCsv' }>,
  ): QueryResult {
    const matchId = query.matchId ?? current.matchId;
    if (matchId === null) return refusal('no_match', 'No match is open: choose a match from the list.');
    const row = store.match(matchId);
    if (!row) return refusal('not_found', 'That match is not in the list of stored matches.');
    if (query.type === 'AuditTrail') {
      return {
        ok: true,
        type: 'AuditTrail',
        data: store
          .events(matchId, query.afterSeq ?? 0)
          .map(({ seq, at, origin, event }) => ({ seq, at, origin, event })),
      };
    }
    const state =
      matchId === current.matchId ? current.state : replay(store.events(matchId).map((entry) => entry.event));
    const sheet = toScoreSheet(state);
    if (!sheet) return refusal('no_match', 'This match has not been set up.');
    switch (query.type) {
      case 'ScoreSheet':
        return { ok: true, type: 'ScoreSheet', data: sheet };
      case 'ExportMatchFile':
        return {
          ok: true,
          type: 'ExportMatchFile',
          data: { fileName: exportFileName(state, row.createdAt, 'json'), file: toMatchFile(state) },
        };
      case 'ExportCsv':
        return {
          ok: true,
          type: 'ExportCsv',
          data: { fileName: exportFileName(state, row.createdAt, 'csv'), csv: toScoreSheetCsv(sheet) },
        };
    }
  }

  scheduleTimeUp();

  return {
    dataDir,
    store,
    submit(message, origin) {
      if (closed) return refusal('not_available', 'The host is shutting down; nothing was recorded.');
      if (origin.readOnly) {
        return refusal(
          'read_only',
          'This screen only shows the scoreboard: commands are entered on the console.',
        );
      }
      const parsed = parseCommand(message);
      if (!parsed.ok) return parsed;
      try {
        return apply(parsed.value, describeOrigin(origin));
      } catch (error) {
        return unexpected(error);
      }
    },
    async query(message, origin) {
      if (closed) return refusal('not_available', 'The host is shutting down.');
      const parsed = parseQuery(message);
      if (!parsed.ok) return parsed;
      if (origin.readOnly && !READ_ONLY_QUERIES.has(parsed.value.type)) {
        return refusal('read_only', 'This screen can only ask for the current state.');
      }
      try {
        return await runQuery(parsed.value);
      } catch (error) {
        return unexpected(error);
      }
    },
    current: push,
    consolePush,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    settings: hostSettings,
    onSettingsChange(listener) {
      settingsListeners.add(listener);
      return () => settingsListeners.delete(listener);
    },
    onLedStatus(listener) {
      ledListeners.add(listener);
      return () => ledListeners.delete(listener);
    },
    pin: () => settings.pin,
    setWebServerStatus(status) {
      webServerStatus = status;
      notify(settingsListeners, hostSettings());
    },
    close() {
      if (closed) return;
      closed = true;
      if (clockTimer !== null) timers.clearTimeout(clockTimer);
      stopLedStatus?.();
      stateListeners.clear();
      settingsListeners.clear();
      ledListeners.clear();
      store.close();
    },
  };
}

function loadCurrent(store: Store, matchId: string | null): Current {
  if (matchId === null || !store.match(matchId)) return { matchId: null, state: EMPTY_STATE };
  return { matchId, state: replay(store.events(matchId).map((entry) => entry.event)) };
}

function isClockCommand(command: CommandMessage): command is { readonly type: ClockCommandType } {
  return CLOCK_TYPES.has(command.type);
}

/** Engine commands other than the clock ones (those get their `at` from the host first). */
type DecidedCommandType = Exclude<Command, { readonly at: number }>['type'];

function isEngineCommand(
  command: CommandMessage,
): command is Extract<CommandMessage, { type: DecidedCommandType }> {
  return ENGINE_TYPES.has(command.type);
}

/** Engine commands other than the clock ones, straight from the contract: nothing to keep in step by hand. */
const ENGINE_TYPES: ReadonlySet<string> = new Set(
  ENGINE_COMMAND_TYPES.filter((type) => !CLOCK_TYPES.has(type)),
);

function fromViolation(violation: {
  readonly code: Refusal['code'];
  readonly message: string;
  readonly game?: number;
  readonly board?: number;
  readonly invalidBoards?: Refusal['invalidBoards'];
}): Refusal {
  const { code, message, game, board, invalidBoards } = violation;
  return refusal(code, message, {
    ...(game !== undefined ? { game } : {}),
    ...(board !== undefined ? { board } : {}),
    ...(invalidBoards !== undefined ? { invalidBoards } : {}),
  });
}

function describeOrigin(origin: HostOrigin): string {
  return origin.source ? `${origin.role} (${origin.source})` : origin.role;
}

function unexpected(error: unknown): Refusal {
  const detail = error instanceof Error ? error.message : String(error);
  return refusal('internal', `The host could not carry this out (${detail}); nothing was recorded.`);
}

function startOfDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

function notify<T>(listeners: ReadonlySet<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (_error) {
      // A failing screen must not stop the others from getting the state.
    }
  }
}
