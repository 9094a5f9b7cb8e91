import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiScope } from '../../../shared/contract/api';
import { consoleTranslator, type ConsoleTranslate } from '../../../shared/i18n/console';
import type { VenueTable } from '../../../shared/contract/venue';
import {
  apiState,
  venueTableState,
  vmixCsv,
  vmixRow,
  vmixXml,
  type VmixRow,
} from '../../../shared/views/api-state';
import type { Host } from '../../host/host';
import type { PinGuard } from '../../web/pin-guard';
import { admitKey, allowedOrigin, bearerKey, refused, type Admission } from './api-access';
import { runAction, type FeatureTable } from './api-actions';
import { json, readBody, refusalAnswer, send, type ApiAnswer } from './api-http';

export const API_PREFIX = '/api/v1';
export const API_EVENTS_PATH = `${API_PREFIX}/events`;

export type ApiHost = Pick<
  Host,
  'submit' | 'current' | 'subscribe' | 'settings' | 'onSettingsChange' | 'apiKeys'
>;

/** The venue's tables a host in a venue knows, and its own table's number (null: the director's). */
export interface VenueTables {
  readonly table: number | null;
  readonly tables: readonly VenueTable[];
}

export interface ApiDeps {
  readonly host: ApiHost;
  readonly guard: PinGuard;
  /** On a host in a venue (docs/venue.md): the venue's tables, for one vMix row each. */
  readonly venue?: () => VenueTables | null;
  /** On a host in a venue: the featured table's request (the verb `feature-table`). */
  readonly feature?: FeatureTable;
}

/**
 * The vMix rows: this host's match first (from its own push, the freshest), then every other
 * table the venue has a state of, by number. Field names are the same in every row.
 */
function vmixRows({ host, venue }: ApiDeps): VmixRow[] {
  const own = apiState(host.current());
  const known = venue?.() ?? null;
  if (!known) return [vmixRow(own)];
  const first = own.table === '' && known.table !== null ? { ...own, table: String(known.table) } : own;
  const now = Date.now();
  const others = [...known.tables]
    .filter((table) => table.table !== known.table)
    .sort((a, b) => a.table - b.table)
    .flatMap((table) => {
      const state = venueTableState(table, now);
      return state ? [vmixRow(state)] : [];
    });
  return [vmixRow(first), ...others];
}

/** The operator's language: the API answers in it, as the console speaks. */
export function apiTranslator(host: Pick<Host, 'settings'>): ConsoleTranslate {
  return consoleTranslator(host.settings().consoleLanguage);
}

interface Route {
  readonly method: 'GET' | 'POST';
  /** What a key must be allowed; `vmix`: read, unless the operator opened the vMix reads. */
  readonly needs: ApiScope | 'vmix';
  readonly answer: (
    deps: ApiDeps,
    request: IncomingMessage,
    admitted: Admission & { ok: true },
  ) => Promise<ApiAnswer> | ApiAnswer;
}

const vmix = (format: (rows: readonly VmixRow[]) => ApiAnswer): Route => ({
  method: 'GET',
  needs: 'vmix',
  answer: (deps) => format(vmixRows(deps)),
});

const ROUTES: Readonly<Record<string, Route>> = {
  '/state': { method: 'GET', needs: 'read', answer: ({ host }) => json(200, apiState(host.current())) },
  '/vmix.json': vmix((rows) => json(200, rows)),
  '/vmix.xml': vmix((rows) => ({
    status: 200,
    body: vmixXml(rows),
    contentType: 'application/xml; charset=utf-8',
  })),
  '/vmix.csv': vmix((rows) => ({
    status: 200,
    body: vmixCsv(rows),
    contentType: 'text/csv; charset=utf-8',
  })),
};

/** Answers a request under /api/v1; false for any other path (the pages' handler takes it). */
export function handleApiRequest(deps: ApiDeps, request: IncomingMessage, response: ServerResponse): boolean {
  const path = new URL(request.url ?? '/', 'http://host.invalid').pathname;
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return false;
  void answerApi(deps, request, path.slice(API_PREFIX.length)).then(
    ({ answer, cors, delayMs }) => {
      const write = (): void => send(response, answer, cors);
      if (delayMs > 0) setTimeout(write, delayMs).unref();
      else write();
    },
    () =>
      send(response, json(500, { ok: false, code: 'internal', message: 'The API could not answer.' }), null),
  );
  return true;
}

async function answerApi(
  deps: ApiDeps,
  request: IncomingMessage,
  path: string,
): Promise<{ answer: ApiAnswer; cors: string | null; delayMs: number }> {
  const t = apiTranslator(deps.host);
  const origin = allowedOrigin(request.headers, deps.host.apiKeys.access().corsOrigins);
  if (origin === false)
    return {
      answer: refusalAnswer(refused(403, 'origin_refused', t('api.originRefused'))),
      cors: null,
      delayMs: 0,
    };
  const cors = typeof origin === 'string' ? origin : null;
  if (request.method === 'OPTIONS')
    return { answer: { status: 204, body: '', contentType: 'text/plain' }, cors, delayMs: 0 };
  const action = /^\/actions\/([^/]+)$/.exec(path);
  const route: Route | undefined = action ? actionRoute(decodeSegment(action[1]!)) : ROUTES[path];
  if (!route) {
    const status = path === '/events' ? 426 : 404;
    return { answer: refusalAnswer(refused(status, 'not_found', t('api.notFound'))), cors, delayMs: 0 };
  }
  if (request.method !== route.method) {
    const answer = refusalAnswer(refused(405, 'method', t('api.wrongMethod', { method: route.method })));
    return { answer: { ...answer, headers: { Allow: route.method } }, cors, delayMs: 0 };
  }
  const admitted = admit(deps, request, route, t);
  if (!admitted.ok) return { answer: refusalAnswer(admitted), cors, delayMs: admitted.delayMs };
  return { answer: await route.answer(deps, request, admitted), cors, delayMs: 0 };
}

function admit(deps: ApiDeps, request: IncomingMessage, route: Route, t: ConsoleTranslate): Admission {
  const given = bearerKey(request.headers);
  if (route.needs === 'vmix' && given === null && deps.host.apiKeys.access().openVmixReads)
    return { ok: true, key: null };
  const address = request.socket.remoteAddress ?? 'unknown';
  return admitKey(
    deps.host.apiKeys,
    deps.guard,
    given,
    address,
    route.needs === 'control' ? 'control' : 'read',
    t,
  );
}

function actionRoute(verb: string): Route {
  return {
    method: 'POST',
    needs: 'control',
    async answer(deps, request, admitted) {
      const { host } = deps;
      const header = request.headers['idempotency-key'];
      return runAction(
        {
          verb,
          key: admitted.key!,
          body: await readBody(request),
          idempotencyKey: Array.isArray(header) ? header[0] : header,
        },
        { host, t: apiTranslator(host), ...(deps.feature ? { feature: deps.feature } : {}) },
      );
    },
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch (_error) {
    return segment;
  }
}
