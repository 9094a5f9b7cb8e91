import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer, type WebServerOptions } from '../../electron/app/web-server';
import { tempDir } from './helpers';

export interface Served {
  readonly host: Host;
  readonly server: RunningServer;
  readonly port: number;
  /** The tiny build's folder; beside it lies `secret.txt`, which no request may reach. */
  readonly staticDir: string;
  close(): Promise<void>;
}

/**
 * The real host on a fresh data folder, its web server on a free port, a tiny renderer build:
 * each page loads `../assets/app.js`, and a file outside the build stands ready for escape attempts.
 */
export async function serveTinyBuild(options: Partial<WebServerOptions> = {}): Promise<Served> {
  const dir = tempDir();
  const staticDir = join(dir.path, 'renderer');
  for (const page of ['console', 'display', 'overlay']) {
    mkdirSync(join(staticDir, page), { recursive: true });
    writeFileSync(
      join(staticDir, page, 'index.html'),
      `<!doctype html><title>${page}</title><script src="../assets/app.js"></script>`,
    );
  }
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir.path, 'secret.txt'), 'outside the renderer');
  const host = openHost({ dataDir: join(dir.path, 'data') });
  const server = await startWebServer(host, {
    port: 0,
    host: '127.0.0.1',
    pin: host.pin(),
    staticDir,
    ...options,
  }).catch((error: unknown) => {
    host.close();
    dir.remove();
    throw error;
  });
  return {
    host,
    server,
    port: server.port,
    staticDir,
    async close() {
      await server.close();
      host.close();
      dir.remove();
    },
  };
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** An HTTP request to 127.0.0.1 with exactly the path, method and headers given. */
export function rawRequest(
  port: number,
  path: string,
  options: { readonly method?: string; readonly headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        timeout: 5000,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Bytes written straight to the socket (requests Node's client would refuse to send); the answer as text. */
export function rawBytes(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}
