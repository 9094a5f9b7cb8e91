import type { WebServerSettings, WebServerStatus } from '../../shared/contract';

/** What the switch asks of the web server (electron/app/web-server.ts starts it). */
export interface WebServerOptions {
  readonly port: number;
  readonly host: string;
  readonly pin: string;
  readonly requirePin: boolean;
  readonly staticDir: string;
}

/** A started web server, as far as the switch follows it. */
export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface WebServerSwitchDeps {
  readonly start: (options: WebServerOptions) => Promise<RunningServer>;
  readonly staticDir: string;
  /** The server reports running/stopped itself; a failed start is reported through this. */
  readonly reportStatus: (status: WebServerStatus) => void;
  readonly log: (message: string) => void;
}

export interface WebServerSwitch {
  /** Starts, restarts or stops the server so that it matches the settings. */
  apply(settings: WebServerSettings, pin: string): Promise<void>;
  stop(): Promise<void>;
}

/** `lan` listens on every interface (venue TVs, OBS on another computer); otherwise this computer only. */
export function listenAddress(settings: WebServerSettings): string {
  return settings.lan ? '0.0.0.0' : '127.0.0.1';
}

/**
 * The Electron app's web server follows the host's settings (off by default). Changes are
 * applied one after another, so a quick on/off/on never leaves two servers on one port.
 */
export function webServerSwitch(deps: WebServerSwitchDeps): WebServerSwitch {
  let running: { readonly server: RunningServer; readonly key: string } | null = null;
  let failedKey: string | null = null;
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (step: () => Promise<void>): Promise<void> => {
    queue = queue.then(step).catch((error: unknown) => deps.log(`Web server: ${String(error)}`));
    return queue;
  };

  const stopNow = async (): Promise<void> => {
    const current = running;
    running = null;
    if (current) {
      await current.server.close();
      deps.log('Web server stopped');
    }
  };

  return {
    apply(settings, pin) {
      return enqueue(async () => {
        if (!settings.enabled) {
          failedKey = null;
          return stopNow();
        }
        const wanted: WebServerOptions = {
          port: settings.port,
          host: listenAddress(settings),
          pin,
          // A browser console needs the PIN on this computer too: the app's own console window
          // talks over IPC and needs nothing, another local account must not be a free console.
          requirePin: true,
          staticDir: deps.staticDir,
        };
        const key = `${wanted.host}:${wanted.port}:${pin}`;
        // The same settings again (any other setting changed): keep the server, or the failure.
        if (running?.key === key || failedKey === key) return;
        await stopNow();
        try {
          const server = await deps.start(wanted);
          running = { server, key };
          failedKey = null;
          deps.log(`Web server listening at ${server.url}`);
        } catch (error) {
          failedKey = key;
          const message = error instanceof Error ? error.message : String(error);
          deps.log(`Web server did not start: ${message}`);
          deps.reportStatus({ running: false, urls: [], pinRequired: false, error: message });
        }
      });
    },
    stop: () =>
      enqueue(async () => {
        failedKey = null;
        await stopNow();
      }),
  };
}
