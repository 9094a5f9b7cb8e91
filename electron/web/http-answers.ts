import type { ServerResponse } from 'node:http';

/**
 * On every response, pages or not. `connect-src 'self'` lets a page open WebSockets to this host
 * only (CSP Level 3: 'self' covers ws: to the same host and port); `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY` keep every page out of other sites' frames, so no page the operator
 * visits can show the console hidden and press its keys. No `'unsafe-inline'` styles: the pages'
 * styles are built files, and what they set from script (Svelte's `style:` directives, fitted
 * text) goes through the CSSOM, which the policy does not limit. No `<base>` and no form posts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; " +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * An answer written straight to a socket (a refused WebSocket upgrade, a request Node cannot
 * read): the status line, the security headers every other answer has, and the body in words.
 */
export function rawAnswer(status: string, body: string): string {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
    `${headers.join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
