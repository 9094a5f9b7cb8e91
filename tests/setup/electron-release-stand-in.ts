/**
 * A local stand-in for Electron's release site (ELECTRON_MIRROR=http://127.0.0.1:PORT/): serves
 * `v<version>/electron-v<version>-<platform>-<arch>.zip`, holding a small `electron` shell script
 * that writes its arguments and working folder to a file, and `v<version>/SHASUMS256.txt`. It can
 * answer as the real site would, 404, with a wrong checksum, or not at all (a socket kept open
 * without a byte). Every request is recorded.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { crc32 } from 'node:zlib';

export type StandInBehaviour = 'serve' | 'not-found' | 'wrong-checksum' | 'silent';

/** How each behaviour (and a closed port, 'refused') reads in a test's name. */
export const inWords: Record<StandInBehaviour | 'refused', string> = {
  serve: 'serves the release',
  'not-found': 'answers 404',
  'wrong-checksum': 'serves a file that does not match its checksum',
  silent: 'says nothing',
  refused: 'refuses the connection',
};

export interface ReleaseStandIn {
  readonly mirror: string;
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/** A zip archive with stored (uncompressed) entries and Unix modes, as `zip` would write it. */
export function storedZip(entries: readonly { name: string; text: string; mode: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.text);
    const name = Buffer.from(entry.name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode below counts
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((0o100000 | entry.mode) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The stand-in executable: records `$PWD` and its arguments (one a line) into `record`, exits 0. */
export function standInElectron(record: string): string {
  return `#!/bin/sh\n{ pwd; for argument in "$@"; do echo "$argument"; done; } > '${record}'\n`;
}

export async function startReleaseStandIn(options: {
  readonly version: string;
  readonly behaviour: StandInBehaviour;
  readonly record: string;
  readonly platform?: string;
  readonly arch?: string;
}): Promise<ReleaseStandIn> {
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;
  const zipName = `electron-v${options.version}-${platform}-${arch}.zip`;
  const zip = storedZip([
    { name: 'electron', text: standInElectron(options.record), mode: 0o755 },
    { name: 'version', text: `v${options.version}`, mode: 0o644 },
  ]);
  const digest =
    options.behaviour === 'wrong-checksum' ? '0'.repeat(64) : createHash('sha256').update(zip).digest('hex');
  const files = new Map<string, Buffer>([
    [`/v${options.version}/${zipName}`, zip],
    [`/v${options.version}/SHASUMS256.txt`, Buffer.from(`${digest} *${zipName}\n`)],
  ]);
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (options.behaviour === 'silent') return; // the socket stays open, without a byte
    const body = options.behaviour === 'not-found' ? undefined : files.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    response.writeHead(200, { 'content-length': body.length }).end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    mirror: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
