/**
 * The web server as a hostile page or client meets it: no answer of any kind can be framed,
 * `Host` must name this server (DNS rebinding), and pages may connect to this host only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedHost, trustedUpgrade, type OwnNames } from '../../electron/web/request-guard';
import { rawBytes, rawRequest, serveTinyBuild, type RawResponse, type Served } from './web-helpers';
import { TestSocket } from './ws-helpers';

const running: Served[] = [];
afterEach(async () => {
  for (const served of running.splice(0)) await served.close();
});

async function serve(options: Parameters<typeof serveTinyBuild>[0] = {}): Promise<Served> {
  const served = await serveTinyBuild(options);
  running.push(served);
  return served;
}

function expectUnframeable(response: RawResponse, what: string): void {
  const policy = String(response.headers['content-security-policy']);
  expect(policy, what).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(response.headers['x-frame-options'], what).toBe('DENY');
}

/** A parsed raw HTTP answer: status and lower-case header names. */
function parseRaw(answer: string): RawResponse {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const NAMES: OwnNames = {
  hostname: () => 'Scorer-Laptop',
  addresses: () => ['192.168.1.20', 'fe80::1%eth0', '127.0.0.1'],
};

describe('no answer of the web server can be framed', () => {
  it('pages, assets, redirects, refusals, 404s and unreadable requests all forbid framing', async () => {
    const { port } = await serve();
    const cases: [string, Promise<RawResponse>, number][] = [
      ['console page', rawRequest(port, '/console'), 200],
      ['asset', rawRequest(port, '/assets/app.js'), 200],
      ['HEAD', rawRequest(port, '/overlay', { method: 'HEAD' }), 200],
      ['redirect', rawRequest(port, '/'), 302],
      ['missing file', rawRequest(port, '/nope.js'), 404],
      ['escape attempt', rawRequest(port, '/..%5csecret.txt'), 400],
      ['POST', rawRequest(port, '/console', { method: 'POST' }), 405],
      ['plain GET of the socket', rawRequest(port, '/ws'), 426],
      ['foreign Host', rawRequest(port, '/console', { headers: { Host: 'evil.example' } }), 421],
    ];
    for (const [what, pending, status] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expectUnframeable(response, what);
    }
    const garbage = parseRaw(
      await rawBytes(port, 'GET /console HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n'),
    );
    expect(garbage.status).toBe(400);
    expectUnframeable(garbage, 'a request Node cannot parse');
    const huge = await rawRequest(port, '/console', { headers: { 'x-filler': 'b'.repeat(20_000) } });
    expect(huge.status).toBe(431);
    expectUnframeable(huge, 'headers too large');
  });

  it('refuses WebSocket upgrades (foreign Host, foreign Origin, unknown path) with every security header', async () => {
    const { port } = await serve();
    const upgrade = (path: string, host: string, origin?: string): string =>
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n` +
      `${origin ? `Origin: ${origin}\r\n` : ''}\r\n`;
    const own = `127.0.0.1:${port}`;
    const pages = await rawRequest(port, '/console');
    for (const [what, bytes] of [
      ['foreign Host', upgrade('/ws?role=console', `evil.example:${port}`)],
      ['foreign Origin', upgrade('/ws?role=console', own, 'http://evil.example')],
      ['unknown path', upgrade('/not-a-socket', own)],
      ['venue socket of a host in no venue', upgrade('/venue/ws', `evil.example:${port}`)],
    ] as const) {
      const refused = parseRaw(await rawBytes(port, bytes));
      expect(refused.status, what).toBe(403);
      expectUnframeable(refused, what);
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
      ]) {
        expect(refused.headers[header], `${what}: ${header}`).toBe(pages.headers[header]);
      }
    }
  });

  it('gives every page a policy without inline styles, a <base> or form posts', async () => {
    const { port } = await serve();
    for (const path of ['/console', '/display', '/overlay', '/nope.js']) {
      const policy = String((await rawRequest(port, path)).headers['content-security-policy']);
      const parts = policy.split(';').map((part) => part.trim());
      expect(parts, path).toContain("base-uri 'none'");
      expect(parts, path).toContain("form-action 'none'");
      expect(parts, path).toContain("style-src 'self'");
      expect(policy, path).not.toContain('unsafe-inline');
    }
  });

  it("lets only the host's own pages frame the display (the console's live preview), no other site", async () => {
    const { port } = await serve();
    for (const path of ['/display', '/display/index.html']) {
      const response = await rawRequest(port, path);
      expect(response.status).toBe(200);
      expect(String(response.headers['content-security-policy'])).toMatch(
        /(^|; )frame-ancestors 'self'(;|$)/,
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('lets pages connect to this host only: connect-src is exactly self, no bare ws:', async () => {
    const { port } = await serve();
    const policy = String((await rawRequest(port, '/console')).headers['content-security-policy']);
    const connect = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self'");
  });
});

describe('Host must name this server', () => {
  it('on loopback: answers localhost, 127.0.0.1 and [::1] with the port, refuses other names and ports', async () => {
    const { port } = await serve();
    for (const name of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(port, '/console', { headers: { Host: name } })).status, name).toBe(200);
    }
    for (const name of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `127.0.0.1`]) {
      const response = await rawRequest(port, '/console', { headers: { Host: name } });
      expect(response.status, name).toBe(421);
      expect(response.body).toBe('This server does not answer to that name.');
    }
    const noHost = parseRaw(await rawBytes(port, 'GET /console HTTP/1.0\r\n\r\n'));
    expect(noHost.status).toBe(421);
  });

  it('refuses a DNS-rebinding WebSocket (Host = Origin = evil.example:P) and admits its own name', async () => {
    const { port, host } = await serve();
    const ws = `ws://127.0.0.1:${port}/ws?role=console`;
    const evil = `evil.example:${port}`;
    await expect(TestSocket.open(ws, { Host: evil, Origin: `http://${evil}` })).rejects.toThrow('HTTP 403');
    await expect(TestSocket.open(ws, { Host: evil })).rejects.toThrow('HTTP 403');
    const own = await TestSocket.open(ws, { Host: `localhost:${port}`, Origin: `http://localhost:${port}` });
    expect(await own.send('command', { type: 'UpdateDisplay', title: 'ok' })).toMatchObject({ ok: true });
    own.close();
    expect(host.current().display.title).toBe('ok');
  });

  it('on the LAN: answers the machine name, its .local name and its addresses; refuses rebinding there too', async () => {
    const { port, host } = await serve({ host: '0.0.0.0', names: NAMES });
    for (const name of ['scorer-laptop', 'Scorer-Laptop.local', '192.168.1.20', '[fe80::1]', 'localhost']) {
      const response = await rawRequest(port, '/display', { headers: { Host: `${name}:${port}` } });
      expect(response.status, name).toBe(200);
    }
    expect((await rawRequest(port, '/display', { headers: { Host: `10.0.0.9:${port}` } })).status).toBe(421);
    const evil = `evil.example:${port}`;
    await expect(
      TestSocket.open(`ws://127.0.0.1:${port}/ws?role=console&pin=${host.pin()}`, {
        Host: evil,
        Origin: `http://${evil}`,
      }),
    ).rejects.toThrow('HTTP 403');
    const lan = await TestSocket.open(`ws://127.0.0.1:${port}/ws?role=display`, {
      Host: `192.168.1.20:${port}`,
      Origin: `http://192.168.1.20:${port}`,
    });
    expect(await lan.send('query', { type: 'CurrentState' })).toMatchObject({ ok: true });
    lan.close();
  });
});

describe('acceptedHost and trustedUpgrade', () => {
  const loopback = { host: '127.0.0.1', port: 5170 };
  const lan = { host: '0.0.0.0', port: 5170 };

  it('decide by name and port', () => {
    expect(acceptedHost('localhost:5170', loopback, NAMES)).toBe(true);
    expect(acceptedHost('scorer-laptop:5170', loopback, NAMES)).toBe(false);
    expect(acceptedHost('scorer-laptop:5170', lan, NAMES)).toBe(true);
    expect(acceptedHost('scorer-laptop.:5170', lan, NAMES)).toBe(true);
    expect(acceptedHost('192.168.1.20:5171', lan, NAMES)).toBe(false);
    expect(acceptedHost('192.168.1.20', lan, NAMES)).toBe(false);
    expect(acceptedHost('192.168.1.20', { host: '0.0.0.0', port: 80 }, NAMES)).toBe(true);
    expect(acceptedHost('192.168.1.20:5170', { host: '192.168.1.21', port: 5170 }, NAMES)).toBe(false);
    expect(acceptedHost(undefined, lan, NAMES)).toBe(false);
    expect(acceptedHost('a@192.168.1.20:5170', lan, NAMES)).toBe(false);
  });

  it('need Origin, when given, to be the same server as Host', () => {
    const headers = (host: string, origin?: string) => ({ host, ...(origin ? { origin } : {}) });
    expect(trustedUpgrade(headers('localhost:5170'), loopback, NAMES)).toBe(true);
    expect(trustedUpgrade(headers('localhost:5170', 'http://localhost:5170'), loopback, NAMES)).toBe(true);
    expect(trustedUpgrade(headers('localhost:5170', 'http://localhost:5171'), loopback, NAMES)).toBe(false);
    expect(trustedUpgrade(headers('localhost:5170', 'http://evil.example'), loopback, NAMES)).toBe(false);
    expect(trustedUpgrade(headers('localhost:5170', 'null'), loopback, NAMES)).toBe(false);
  });
});
