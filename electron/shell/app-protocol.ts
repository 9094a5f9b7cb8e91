import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { contentTypeOf } from '../web/content-types';
import { LOGO_POLICY, logoFile } from '../host/services/logo';

/**
 * The built screens are served from a privileged custom scheme instead of file://: the pages
 * get a real origin (so the IPC sender check can compare it), and every response carries our
 * Content-Security-Policy header, which file:// pages cannot have.
 */
export const appScheme = 'carrom';
export const appHost = 'app';
export const appOrigin = `${appScheme}://${appHost}`;

export const privilegedScheme = {
  scheme: appScheme,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
} as const;

/**
 * The file inside `rendererDir` that an app URL names, or null for anything else: another
 * scheme or host, or a path that would leave the folder.
 */
export function fileForAppUrl(url: string, rendererDir: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${appScheme}:` || parsed.host !== appHost) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const root = resolve(rendererDir);
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}

export function pageUrl(page: 'console' | 'display'): string {
  return `${appOrigin}/${page}/index.html`;
}

/**
 * The protocol handler: files of the renderer build, each with the policy header; and the
 * display's logo at `/logo?v=<hash>` (`logo` gives the stored data URL), as the web server has it.
 */
export function appProtocolHandler(
  rendererDir: string,
  policyFor: (path: string) => string,
  logo: () => string | null = () => null,
): (request: { readonly url: string }) => Promise<Response> {
  return async (request) => {
    const logoAnswer = logoResponse(request.url, logo);
    if (logoAnswer) return logoAnswer;
    const file = fileForAppUrl(request.url, rendererDir);
    if (!file) return new Response('Not found', { status: 404 });
    const headers = {
      'Content-Security-Policy': policyFor(relative(resolve(rendererDir), file).split(sep).join('/')),
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': contentTypeOf(file),
    };
    try {
      return new Response(new Uint8Array(await readFile(file)), { status: 200, headers });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}

/** The logo's answer for `carrom://app/logo?v=…`, or null for any other URL. */
function logoResponse(url: string, logo: () => string | null): Response | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${appScheme}:` || parsed.host !== appHost || parsed.pathname !== '/logo')
    return null;
  const file = logoFile(logo());
  if (!file || parsed.searchParams.get('v') !== file.version)
    return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'Content-Security-Policy': LOGO_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
