import type { WebServerSettings } from '../../shared/contract';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface WebServerOptions {
  readonly port: number;
  readonly host: string;
  readonly pin?: string;
  readonly staticDir: string;
}

export interface WebServerSwitchDeps {
  readonly start: (options: WebServerOptions) => Promise<RunningServer>;
  readonly staticDir: string;
  readonly log: (message: string) => void;
}

export interface WebServerSwitch {
  /** Starts, restarts or stops the server so that it matches the settings. */
  apply(settings: WebServerSettings, pin: string | undefined): Promise<void>;
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
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (step: () => Promise<void>): Promise<void> => {
    queue = queue.then(step, step).catch((error: unknown) => deps.log(`Web server: ${String(error)}`));
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
        const wanted: WebServerOptions | null = settings.enabled
          ? { port: settings.port, host: listenAddress(settings), staticDir: deps.staticDir, ...(pin ? { pin } : {}) }
          : null;
        const key = wanted ? `${wanted.host}:${wanted.port}:${wanted.pin ?? ''}` : null;
        if (running?.key === key) return;
        await stopNow();
        if (!wanted || !key) return;
        const server = await deps.start(wanted);
        running = { server, key };
        deps.log(`Web server listening at ${server.url}`);
      });
    },
    stop: () => enqueue(stopNow),
  };
}
