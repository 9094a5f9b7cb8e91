import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../../web/http-answers';
import type { ApiRefusal } from './api-access';

/** A request body is read up to this size; an action's body is a few fields. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface ApiAnswer {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export const json = (status: number, value: unknown, headers?: Record<string, string>): ApiAnswer => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
  ...(headers ? { headers } : {}),
});

export const refusalAnswer = (
  refusal: Pick<ApiRefusal, 'status' | 'code' | 'message'>,
  detail?: string,
): ApiAnswer =>
  json(refusal.status, {
    ok: false,
    code: refusal.code,
    message: refusal.message,
    ...(detail !== undefined ? { detail } : {}),
  });

/** Writes an answer with the security headers every answer of the web server has, and CORS when allowed. */
export function send(response: ServerResponse, answer: ApiAnswer, corsOrigin: string | null): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(answer.status, {
    ...SECURITY_HEADERS,
    // Read by vMix, OBS and pages of the origins the operator allowed: not only this host's own.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Content-Type': answer.contentType,
    'Cache-Control': 'no-store',
    Vary: 'Origin',
    ...(corsOrigin
      ? {
          'Access-Control-Allow-Origin': corsOrigin,
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Max-Age': '600',
        }
      : {}),
    ...(answer.status === 413 ? { Connection: 'close' } : {}),
    ...answer.headers,
  });
  response.end(answer.body);
}

/** The body as text, or null when it is larger than MAX_BODY_BYTES (the rest is not read). */
export function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (value: string | null): void => {
      if (done) return;
      done = true;
      resolve(value);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Answered at once (413, and the connection closed after it); the rest is read and dropped.
        finish(null);
        request.removeAllListeners('data');
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => finish(null));
    request.on('close', () => finish(null));
  });
}

/** JSON text as a plain object, or null (not JSON, or not an object). An empty body is `{}`. */
export function parseObject(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch (_error) {
    return null;
  }
}
