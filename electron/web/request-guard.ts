import type { IncomingHttpHeaders } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';

/** Where the web server listens: the address it was given and the port it got. */
export interface Listening {
  readonly host: string;
  readonly port: number;
}

/** The machine's own names and addresses, as the guard sees them; tests hand in fixed ones. */
export interface OwnNames {
  readonly hostname: () => string;
  readonly addresses: () => readonly string[];
}

export const SYSTEM_NAMES: OwnNames = {
  hostname,
  addresses: () =>
    Object.values(networkInterfaces())
      .flat()
      .flatMap((entry) => (entry ? [entry.address] : [])),
};

export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}

const WILDCARDS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '']);

/**
 * The names a browser may put in `Host` to reach this server: loopback names always; when the
 * server listens beyond loopback also the machine's name (and its .local name) and the address
 * it listens on (every interface address for 0.0.0.0). A DNS-rebinding page reaches the server
 * under its own name (`evil.example`), which is none of these.
 */
function ownNames(listenHost: string, names: OwnNames): ReadonlySet<string> {
  const accepted = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (isLoopback(listenHost)) return accepted;
  const name = names.hostname().toLowerCase();
  if (name !== '') accepted.add(name).add(`${name}.local`);
  const addresses = WILDCARDS.has(listenHost) ? names.addresses() : [listenHost];
  for (const address of addresses) {
    const bare = address
      .replace(/^\[|\]$/g, '')
      .replace(/%.*$/, '')
      .toLowerCase();
    accepted.add(bare.includes(':') ? `[${bare}]` : bare);
  }
  return accepted;
}

/** Whether `Host` names this server: one of its own names, with its port (none for port 80). */
export function acceptedHost(
  hostHeader: string | undefined,
  listening: Listening,
  names: OwnNames = SYSTEM_NAMES,
): boolean {
  if (hostHeader === undefined) return false;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(hostHeader.trim());
  if (!match) return false;
  const port = match[2] === undefined ? 80 : Number(match[2]);
  if (port !== listening.port) return false;
  return ownNames(listening.host, names).has(match[1]!.toLowerCase().replace(/\.$/, ''));
}

/**
 * Guards the WebSocket against web pages the operator happens to visit: the Host must be one of
 * this server's own names, and a browser always sends Origin, which must be this same server.
 */
export function trustedUpgrade(
  headers: IncomingHttpHeaders,
  listening: Listening,
  names: OwnNames = SYSTEM_NAMES,
): boolean {
  if (!acceptedHost(headers.host, listening, names)) return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`http://${headers.host ?? ''}`).host;
  } catch (_error) {
    return false;
  }
}
