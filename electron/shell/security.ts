import type { Session, WebContents, WebPreferences } from 'electron';

/**
 * The policy for our own pages. The screens are built files only: scripts, styles and fonts
 * from our origin, images also as data URLs (the logo travels in the state as one), no
 * network, no frames, no plugins.
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy for a file of the renderer build, by its path inside the build (e.g.
 * display/index.html): the same for every page. The display and overlay set their fitted sizes
 * and side colours from script (Svelte's `style:` directives write through the CSSOM), which
 * `style-src 'self'` allows; no page needs inline styles (tests/console/csp.e2e.test.ts).
 */
export function policyForPage(_path: string): string {
  return contentSecurityPolicy;
}

/**
 * Under `electron-vite dev` the pages come from Vite's dev server, which injects styles and
 * keeps a WebSocket open for hot reload. Never used for the built app.
 */
export function developmentContentSecurityPolicy(devServerUrl: string): string {
  const server = new URL(devServerUrl);
  const socket = `${server.protocol === 'https:' ? 'wss' : 'ws'}://${server.host}`;
  return contentSecurityPolicy
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", `connect-src 'self' ${socket}`);
}

export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

/**
 * Applied to every web contents the app ever creates (app 'web-contents-created'): no new
 * windows, no navigation away from the loaded page, no embedded webviews.
 */
export function lockDownContents(contents: WebContents, log: (message: string) => void): void {
  contents.setWindowOpenHandler(({ url }) => {
    log(`Refused to open a window for ${url}`);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    log(`Refused to navigate to ${url}`);
  });
  contents.on('will-redirect', (event, url) => {
    event.preventDefault();
    log(`Refused a redirect to ${url}`);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Refused to attach a webview');
  });
}

/** The screens need no camera, microphone, notifications, geolocation…: every request is refused. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  // USB, serial, HID and Bluetooth devices too: the LED boards' serial ports are the main
  // process's, never a page's.
  session.setDevicePermissionHandler(() => false);
}

/**
 * Adds the policy to HTTP responses (the dev server); the built pages get it from the app
 * protocol's own response headers (see app-protocol.ts).
 */
export function enforcePolicyHeader(session: Session, policy: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [policy] } });
  });
}
