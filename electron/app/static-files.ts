import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import { LOGO_POLICY, logoFile } from '../host/services/logo';
import { chooseEncoding, ENCODING_SUFFIX, type StoredEncoding } from '../web/content-encoding';
import { contentTypeOf } from '../web/content-types';
import { SECURITY_HEADERS, sendText } from '../web/http-answers';

/** The screens; each is `<staticDir>/<name>/index.html` in the renderer build. */
export const PAGES = ['console', 'display', 'overlay', 'timekeeper', 'umpire'] as const;

/** The venue's pages (electron/venue): the overview and its results view, one build entry. */
const VENUE_PAGES: Readonly<Record<string, string>> = {
  '/venue': 'venue',
  '/venue/': 'venue',
  '/venue/results': 'venue',
  '/venue/results/': 'venue',
};

/**
 * The audience display is the one page a page of this host frames: the console's live preview
 * (Display tab). It only reads, and only its own origin may frame it; other sites still cannot.
 */
export const DISPLAY_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': String(SECURITY_HEADERS['Content-Security-Policy']).replace(
    "frame-ancestors 'none'",
    "frame-ancestors 'self'",
  ),
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Serves the built renderer: the three pages and their assets, nothing outside `root`; and the
 * display's logo at `/logo?v=<hash>` (`logo` gives the stored data URL).
 */
export function staticHandler(
  root: string,
  logo: () => string | null = () => null,
): (request: IncomingMessage, response: ServerResponse) => void {
  const base = resolve(root);
  return (request, response) => {
    void serve(base, request, response, logo).catch(() => {
      if (!response.headersSent) sendText(response, 500, 'The file could not be read.');
      else response.destroy();
    });
  };
}

async function serve(
  base: string,
  request: IncomingMessage,
  response: ServerResponse,
  logo: () => string | null,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendText(response, 405, 'Only GET and HEAD are served here.');
  }
  const path = decodedPath(request.url ?? '/');
  if (path === null) return sendText(response, 400, 'That address is not valid.');
  if (path === '/' || path === '/index.html') return redirect(response, '/console');
  if (path === '/logo') return sendLogo(request, response, logo());

  const page =
    VENUE_PAGES[path] ??
    PAGES.find((name) => path === `/${name}` || path === `/${name}/` || path === `/${name}/index.html`);
  const file = resolve(base, page ? `${page}/index.html` : `.${path}`);
  if (file !== base && !file.startsWith(base + sep)) return sendText(response, 404, 'Not found.');

  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) {
    if (page) {
      return sendText(
        response,
        503,
        'The screens have not been built yet: run "npm run build", then reload.',
      );
    }
    return sendText(response, 404, 'Not found.');
  }
  const encoded = await encodedVariant(file, request.headers['accept-encoding']);
  response.writeHead(200, {
    ...(page === 'display' ? DISPLAY_PAGE_HEADERS : SECURITY_HEADERS),
    'Content-Type': contentTypeOf(file),
    'Content-Length': encoded?.size ?? info.size,
    // Built assets carry a content hash in their names; the pages must always be fresh.
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    // A cache between (a proxy, the browser) must key a file with compressed copies by the header.
    ...(encoded ? { 'Content-Encoding': encoded.encoding } : {}),
    ...(encoded !== undefined ? { Vary: 'Accept-Encoding' } : {}),
  });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(encoded?.file ?? file)
    .on('error', () => response.destroy())
    .pipe(response);
}

/**
 * The build's precompressed copy of `file` that the request accepts (scripts/build/precompress.ts):
 * undefined when the file has no copies (nothing varies), null when it has some but the request
 * takes none of them (the file as it is, still varying by the header).
 */
async function encodedVariant(
  file: string,
  accept: string | undefined,
): Promise<{ encoding: StoredEncoding; file: string; size: number } | null | undefined> {
  const sizes = new Map<StoredEncoding, number>();
  for (const encoding of Object.keys(ENCODING_SUFFIX) as StoredEncoding[]) {
    const info = await stat(file + ENCODING_SUFFIX[encoding]).catch(() => null);
    if (info?.isFile()) sizes.set(encoding, info.size);
  }
  if (sizes.size === 0) return undefined;
  const encoding = chooseEncoding(accept, new Set(sizes.keys()));
  if (encoding === null) return null;
  return { encoding, file: file + ENCODING_SUFFIX[encoding], size: sizes.get(encoding) ?? 0 };
}

/**
 * The logo named by `?v=`: cached for good, since a new logo gets a new URL. Another version
 * than the stored one (a screen that missed a push) is a 404: the next push names the new one.
 */
function sendLogo(request: IncomingMessage, response: ServerResponse, dataUrl: string | null): void {
  const file = logoFile(dataUrl);
  const version = new URL(request.url ?? '/', 'http://host.invalid').searchParams.get('v');
  if (!file || version !== file.version) return sendText(response, 404, 'No such logo.');
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': LOGO_POLICY,
    'Content-Type': file.contentType,
    'Content-Length': file.bytes.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  response.end(request.method === 'HEAD' ? undefined : file.bytes);
}

function decodedPath(url: string): string | null {
  try {
    const path = decodeURIComponent(new URL(url, 'http://host.invalid').pathname);
    if (path.includes('\0') || path.includes('\\')) return null;
    return path;
  } catch (_error) {
    return null;
  }
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { ...SECURITY_HEADERS, Location: location });
  response.end();
}
