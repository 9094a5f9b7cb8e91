/**
 * A test double of the `electron` module (used through vi.mock('electron', …)): the parts the
 * shell and the preloads touch, recording what they were asked to do. `resetFakeElectron()`
 * gives each test a fresh world: one or more screens, no windows, no handlers.
 */
import type { Rectangle } from 'electron';

type Listener = (...args: never[]) => unknown;

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();

  on(name: string, listener: Listener): this {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }

  once(name: string, listener: Listener): this {
    const wrapper = ((...args: never[]) => {
      this.removeListener(name, wrapper);
      return listener(...args);
    }) as Listener;
    return this.on(name, wrapper);
  }

  removeListener(name: string, listener: Listener): this {
    this.listeners.set(
      name,
      (this.listeners.get(name) ?? []).filter((candidate) => candidate !== listener),
    );
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  listenerCount(name: string): number {
    return this.listeners.get(name)?.length ?? 0;
  }

  emit(name: string, ...args: unknown[]): boolean {
    const listeners = this.listeners.get(name) ?? [];
    for (const listener of listeners) (listener as (...values: unknown[]) => unknown)(...args);
    return listeners.length > 0;
  }
}

let nextFrameId = 1;

export class FakeFrame {
  readonly frameTreeNodeId = nextFrameId++;
  constructor(
    public url: string,
    public readonly parent: FakeFrame | null = null,
  ) {}
}

/** An event object like the ones Electron passes to 'will-navigate' and friends. */
export function cancellableEvent(): { defaultPrevented: boolean; preventDefault(): void } {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export class FakeWebContents extends Emitter {
  readonly mainFrame = new FakeFrame('');
  readonly sent: { readonly channel: string; readonly payload: unknown }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  destroyed = false;
  reloads = 0;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }

  loadURL(url: string): Promise<void> {
    this.mainFrame.url = url;
    return Promise.resolve();
  }

  /** What Electron does once the page has loaded. */
  finishLoad(): void {
    this.emit('did-finish-load');
  }

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }

  sentOn(channel: string): unknown[] {
    return this.sent.filter((message) => message.channel === channel).map((message) => message.payload);
  }

  reload(): void {
    this.reloads += 1;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }
}

export class FakeBrowserWindow extends Emitter {
  static all: FakeBrowserWindow[] = [];

  readonly webContents = new FakeWebContents();
  readonly calls: string[] = [];
  bounds: Rectangle;
  fullscreen: boolean;
  destroyed = false;
  visible: boolean;
  menuRemoved = false;

  constructor(readonly options: Record<string, unknown> & { webPreferences?: Record<string, unknown> }) {
    super();
    this.bounds = {
      x: Number(options['x'] ?? 0),
      y: Number(options['y'] ?? 0),
      width: Number(options['width'] ?? 800),
      height: Number(options['height'] ?? 600),
    };
    this.fullscreen = options['fullscreen'] === true;
    this.visible = options['show'] !== false;
    FakeBrowserWindow.all.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }

  static open(): FakeBrowserWindow[] {
    return FakeBrowserWindow.all.filter((window) => !window.destroyed);
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  setBounds(bounds: Rectangle): void {
    this.calls.push(`setBounds ${bounds.x},${bounds.y},${bounds.width}x${bounds.height}`);
    this.bounds = bounds;
  }

  getBounds(): Rectangle {
    return this.bounds;
  }

  setFullScreen(flag: boolean): void {
    this.calls.push(`setFullScreen ${String(flag)}`);
    this.fullscreen = flag;
  }

  isFullScreen(): boolean {
    return this.fullscreen;
  }

  removeMenu(): void {
    this.menuRemoved = true;
  }

  show(): void {
    this.visible = true;
  }

  showInactive(): void {
    this.visible = true;
  }

  focus(): void {
    this.calls.push('focus');
  }

  isMinimized(): boolean {
    return false;
  }

  restore(): void {
    this.calls.push('restore');
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** The user closed the window (or the app destroyed it). */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }

  close(): void {
    this.destroy();
  }
}

export interface FakeDisplay {
  readonly id: number;
  readonly label: string;
  readonly bounds: Rectangle;
  readonly workArea: Rectangle;
}

export function fakeDisplay(id: number, x: number, width = 1920, height = 1080, label = ''): FakeDisplay {
  return {
    id,
    label,
    bounds: { x, y: 0, width, height },
    workArea: { x, y: 0, width, height: height - 40 },
  };
}

class FakeScreen extends Emitter {
  displays: FakeDisplay[] = [fakeDisplay(1, 0)];
  primaryId = 1;

  getAllDisplays(): FakeDisplay[] {
    return this.displays;
  }

  getPrimaryDisplay(): FakeDisplay {
    const primary = this.displays.find((display) => display.id === this.primaryId);
    if (!primary) throw new Error('fake screen: no primary display');
    return primary;
  }

  /** Plugs a screen in, as Electron reports it. */
  plug(display: FakeDisplay): void {
    this.displays = [...this.displays, display];
    this.emit('display-added', {}, display);
  }

  unplug(id: number): void {
    const display = this.displays.find((candidate) => candidate.id === id);
    this.displays = this.displays.filter((candidate) => candidate.id !== id);
    this.emit('display-removed', {}, display);
  }
}

class FakeApp extends Emitter {
  isPackaged = false;
  singleInstance = true;
  paths = new Map<string, string>();
  quitCalls = 0;
  exitCodes: number[] = [];

  getPath(name: string): string {
    const path = this.paths.get(name);
    if (!path) throw new Error(`fake app: no path "${name}" set for this test`);
    return path;
  }

  setPath(name: string, path: string): void {
    this.paths.set(name, path);
  }

  getAppPath(): string {
    return this.getPath('appPath');
  }

  requestSingleInstanceLock(): boolean {
    return this.singleInstance;
  }

  whenReady(): Promise<void> {
    return Promise.resolve();
  }

  quit(): void {
    this.quitCalls += 1;
  }

  exit(code = 0): void {
    this.exitCodes.push(code);
  }
}

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;

class FakeIpcMain {
  readonly handlers = new Map<string, InvokeHandler>();

  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** Calls a handler as Electron would for `ipcRenderer.invoke` from `contents`/`frame`. */
  async invoke(
    channel: string,
    from: { readonly sender: FakeWebContents; readonly senderFrame: FakeFrame | null },
    ...args: unknown[]
  ): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return await handler(from, ...args);
  }
}

class FakeSession {
  permissionRequestHandler: ((...args: unknown[]) => void) | null = null;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;
  headersHandler: ((details: unknown, callback: (response: unknown) => void) => void) | null = null;
  readonly webRequest = {
    onHeadersReceived: (handler: (details: unknown, callback: (response: unknown) => void) => void) => {
      this.headersHandler = handler;
    },
  };

  setPermissionRequestHandler(handler: (...args: unknown[]) => void): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void {
    this.permissionCheckHandler = handler;
  }

  devicePermissionHandler: ((...args: unknown[]) => boolean) | null = null;
  setDevicePermissionHandler(handler: (...args: unknown[]) => boolean): void {
    this.devicePermissionHandler = handler;
  }
}

class FakeProtocol {
  privileged: unknown[] = [];
  readonly handlers = new Map<string, (request: { url: string }) => Promise<Response>>();

  registerSchemesAsPrivileged(schemes: unknown[]): void {
    this.privileged.push(...schemes);
  }

  handle(scheme: string, handler: (request: { url: string }) => Promise<Response>): void {
    this.handlers.set(scheme, handler);
  }
}

class FakeContextBridge {
  readonly exposed = new Map<string, unknown>();

  exposeInMainWorld(key: string, api: unknown): void {
    if (this.exposed.has(key)) throw new Error(`Cannot bind an API on top of an existing property: ${key}`);
    this.exposed.set(key, api);
  }
}

class FakeIpcRenderer extends Emitter {
  readonly invoked: { readonly channel: string; readonly args: unknown[] }[] = [];
  readonly sentToMain: unknown[] = [];

  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return Promise.resolve({ ok: true, channel });
  }

  send(channel: string, ...args: unknown[]): void {
    this.sentToMain.push({ channel, args });
  }

  /** A message from the main process, as `webContents.send` delivers it. */
  fromMain(channel: string, payload: unknown): void {
    this.emit(channel, { sender: this, senderId: 0 }, payload);
  }
}

export const app = new FakeApp();
export const screen = new FakeScreen();
export const ipcMain = new FakeIpcMain();
export const protocol = new FakeProtocol();
export const session = { defaultSession: new FakeSession() };
export const contextBridge = new FakeContextBridge();
export const ipcRenderer = new FakeIpcRenderer();
export const BrowserWindow = FakeBrowserWindow;
export const menus: unknown[] = [];
export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu: (menu: unknown) => {
    menus.push(menu);
  },
};
export const errorBoxes: { readonly title: string; readonly content: string }[] = [];
export const messageBoxes: { readonly title?: string; readonly message: string }[] = [];
export const dialog = {
  showErrorBox: (title: string, content: string) => {
    errorBoxes.push({ title, content });
  },
  showMessageBox: (options: { readonly title?: string; readonly message: string }) => {
    messageBoxes.push(options);
    return Promise.resolve({ response: 0, checkboxChecked: false });
  },
};

export function resetFakeElectron(paths: { readonly userData: string; readonly appPath?: string }): void {
  FakeBrowserWindow.all = [];
  for (const emitter of [app, screen, ipcRenderer]) emitter.removeAllListeners();
  app.isPackaged = false;
  app.singleInstance = true;
  app.quitCalls = 0;
  app.exitCodes = [];
  app.paths = new Map([
    ['userData', paths.userData],
    ['appPath', paths.appPath ?? paths.userData],
  ]);
  screen.displays = [fakeDisplay(1, 0)];
  screen.primaryId = 1;
  ipcMain.handlers.clear();
  protocol.privileged = [];
  protocol.handlers.clear();
  session.defaultSession = new FakeSession();
  contextBridge.exposed.clear();
  ipcRenderer.invoked.length = 0;
  ipcRenderer.sentToMain.length = 0;
  menus.length = 0;
  errorBoxes.length = 0;
  messageBoxes.length = 0;
}
