/**
 * Starts the real shell (electron/shell/shell.ts) against the fake `electron` module and a
 * recording host. Each test file must call vi.mock('electron', () => import('./fake-electron'))
 * itself (vitest hoists it per file).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CommandResult,
  HostSettings,
  LedBoardStatus,
  Origin,
  QueryResult,
  StatePush,
  WebServerStatus,
} from '../../shared/contract';
import { DEFAULT_DISPLAY_SETTINGS } from '../../shared/contract';
import { DEFAULT_API_ACCESS, DEFAULT_API_HOOKS } from '../../shared/contract/api';
import { EMPTY_STATE } from '../../shared/engine/index';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import type { ShellHost } from '../../electron/shell/shell-host';
import { startShell, type RunningShell, type ShellDeps } from '../../electron/shell/shell';
import type { RunningServer, WebServerOptions } from '../../electron/shell/web-server-switch';
import { FakeBrowserWindow, resetFakeElectron, type FakeFrame, type FakeWebContents } from './fake-electron';

export interface RecordingHost extends ShellHost {
  readonly submitted: { readonly message: unknown; readonly origin: Origin }[];
  readonly queried: { readonly message: unknown; readonly origin: Origin }[];
  readonly statuses: WebServerStatus[];
  closed: boolean;
  /** Makes the host push a new state to its subscribers. */
  push(change?: Partial<StatePush>): StatePush;
  /** The LED link reports a change of the boards' status. */
  pushLedStatus(status: readonly LedBoardStatus[]): void;
  /** Replaces the web server settings and tells the settings listeners. */
  setWebServer(settings: HostSettings['webServer']): void;
}

export function recordingHost(dataDir: string): RecordingHost {
  let state: StatePush = {
    revision: 0,
    matchId: null,
    view: toScoreboardView(EMPTY_STATE),
    display: DEFAULT_DISPLAY_SETTINGS,
    serverTime: 0,
  };
  let webServer: HostSettings['webServer'] = {
    enabled: false,
    lan: false,
    port: 5170,
    status: { running: false, urls: [], pinRequired: false, error: null },
  };
  const stateListeners = new Set<(push: StatePush) => void>();
  const settingsListeners = new Set<(settings: HostSettings) => void>();
  const ledListeners = new Set<(status: readonly LedBoardStatus[]) => void>();
  const settings = (): HostSettings => ({
    display: state.display,
    consoleLanguage: 'en',
    webServer,
    ledBoards: [],
    dataDir,
  });
  const host: RecordingHost = {
    submitted: [],
    queried: [],
    statuses: [],
    closed: false,
    submit(message, origin): CommandResult {
      host.submitted.push({ message, origin });
      const command = message as { type?: string; mode?: StatePush['display']['mode'] };
      if (command.type === 'UpdateDisplay' && command.mode) {
        host.push({ display: { ...state.display, mode: command.mode } });
      }
      return { ok: true, revision: state.revision, matchId: state.matchId };
    },
    query(message, origin): Promise<QueryResult> {
      host.queried.push({ message, origin });
      return Promise.resolve({ ok: true, type: 'CurrentState', data: state });
    },
    current: () => state,
    consolePush: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    settings,
    onSettingsChange(listener) {
      settingsListeners.add(listener);
      return () => settingsListeners.delete(listener);
    },
    onLedStatus(listener) {
      ledListeners.add(listener);
      return () => ledListeners.delete(listener);
    },
    // The shell's tests count no audience: the real count is tested against the real host.
    joinAudience: () => () => undefined,
    onAudienceChange: () => () => undefined,
    displaySound: () => undefined,
    pin: () => '123456',
    // The app's windows never use device tokens (they talk over IPC): none is ever remembered.
    devices: {
      remember: () => ({ id: '', token: '', role: 'operator' }),
      admit: () => null,
      list: () => [],
      revoke: () => 0,
      onRevoked: () => () => undefined,
      onChanged: () => () => undefined,
      invite: () => ({ token: '', expiresAt: 0, role: 'operator' }),
      roleOf: () => null,
      setRole: () => 0,
      forgotten: () => [],
      redeem: () => null,
      createKey: () => ({ id: '', key: '' }),
      admitKey: () => null,
    },
    // Nor API keys: the control API is tested against the real host (tests/api/).
    apiKeys: {
      create: () => ({ id: '', key: '' }),
      admit: () => null,
      list: () => [],
      revoke: () => false,
      onRevoked: () => () => undefined,
      access: () => DEFAULT_API_ACCESS,
      setAccess: () => undefined,
      hooks: () => DEFAULT_API_HOOKS,
      setHooks: () => undefined,
    },
    setWebServerStatus(status) {
      host.statuses.push(status);
    },
    close() {
      host.closed = true;
    },
    push(change = {}) {
      state = { ...state, revision: state.revision + 1, ...change };
      for (const listener of stateListeners) listener(state);
      return state;
    },
    pushLedStatus(status) {
      for (const listener of ledListeners) listener(status);
    },
    setWebServer(next) {
      webServer = next;
      for (const listener of settingsListeners) listener(settings());
    },
  };
  return host;
}

type HostOptionsSeen = Parameters<ShellDeps['openHost']>[0];

export interface TestShell {
  readonly shell: RunningShell;
  readonly host: RecordingHost;
  readonly dir: string;
  readonly servers: { readonly options: WebServerOptions; closed: boolean }[];
  readonly logs: string[];
  /** What the shell passed to openHost. */
  readonly hostOptions: HostOptionsSeen[];
  consoleWindow(): FakeBrowserWindow;
  displayWindow(): FakeBrowserWindow;
  /** What Electron hands to an IPC handler for a message from this window's main frame. */
  from(window: FakeBrowserWindow): {
    readonly sender: FakeWebContents;
    readonly senderFrame: FakeFrame | null;
  };
  cleanup(): void;
}

export function newTestDir(): string {
  return mkdtempSync(join(tmpdir(), 'carrom-shell-'));
}

/** A minimal renderer build in `<dir>/out/renderer`, for the app protocol. */
export function writeRendererBuild(dir: string): string {
  const rendererDir = join(dir, 'out', 'renderer');
  for (const page of ['console', 'display']) {
    mkdirSync(join(rendererDir, page), { recursive: true });
    writeFileSync(join(rendererDir, page, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'assets', 'console.js'), 'console.log("console");');
  writeFileSync(join(dir, 'secret.txt'), 'not for the pages');
  return rendererDir;
}

export async function startTestShell(
  options: {
    readonly prepare?: (dir: string) => void;
    readonly env?: Record<string, string>;
    readonly dir?: string;
  } = {},
): Promise<TestShell> {
  const dir = options.dir ?? newTestDir();
  const userData = join(dir, 'user-data');
  resetFakeElectron({ userData, appPath: dir });
  options.prepare?.(dir);
  const host = recordingHost(userData);
  const servers: { options: WebServerOptions; closed: boolean }[] = [];
  const logs: string[] = [];
  const hostOptions: HostOptionsSeen[] = [];
  const shell = await startShell({
    openHost: (opened) => {
      hostOptions.push(opened);
      return host;
    },
    startWebServer: (_host, serverOptions): Promise<RunningServer> => {
      const record = { options: serverOptions, closed: false };
      servers.push(record);
      const url = `http://${serverOptions.host}:${serverOptions.port}`;
      return Promise.resolve({
        url,
        port: serverOptions.port,
        urls: [`${url}/display`],
        pinRequired: serverOptions.host !== '127.0.0.1',
        close: () => {
          record.closed = true;
          return Promise.resolve();
        },
      });
    },
    appRoot: dir,
    env: options.env ?? {},
    log: (message) => logs.push(message),
  });
  if (!shell) throw new Error('the shell did not start');
  const windowWith = (page: string): FakeBrowserWindow => {
    const window = FakeBrowserWindow.open().find((candidate) =>
      candidate.webContents.mainFrame.url.includes(`/${page}/`),
    );
    if (!window) throw new Error(`no open ${page} window`);
    return window;
  };
  return {
    shell,
    host,
    dir,
    servers,
    logs,
    hostOptions,
    consoleWindow: () => windowWith('console'),
    displayWindow: () => windowWith('display'),
    from: (window) => ({ sender: window.webContents, senderFrame: window.webContents.mainFrame }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
