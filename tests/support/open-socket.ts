import { WebSocket, type ClientOptions } from 'ws';

/**
 * Connects a test WebSocket client; `wrap` attaches its listeners before the connection opens, so
 * not even the state the host sends at connect is missed. Refusals (an HTTP status) and time-outs
 * reject with a readable reason.
 */
export function openSocket<T>(
  url: string,
  options: ClientOptions,
  wrap: (socket: WebSocket) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    const client = wrap(socket);
    const timer = setTimeout(() => reject(new Error(`no connection to ${url}`)), 5000);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(client);
    });
    socket.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      reject(new Error(`HTTP ${response.statusCode}`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
