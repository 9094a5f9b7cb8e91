import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder on a free port to `target`: `cut()` closes every connection through it and
 * refuses new ones (a network that fails: the internet line of a hall), `restore()` lets them
 * through again on the same port.
 */
export interface TcpCut {
  readonly port: number;
  /** Bytes sent from the target back to the clients since the start or the last `resetCount`. */
  bytesToClients(): number;
  resetCount(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpCut(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpCut> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let toClients = 0;
  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const next = createServer((inbound) => {
        const outbound = connect(targetPort, targetHost);
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
        outbound.on('data', (chunk: Buffer) => (toClients += chunk.length));
        inbound.pipe(outbound).pipe(inbound);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const running = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!running) return resolve();
      running.close(() => resolve());
    });
  await listen();
  return {
    get port() {
      return port;
    },
    bytesToClients: () => toClients,
    resetCount: () => void (toClients = 0),
    cut: stop,
    restore: listen,
    close: stop,
  };
}
