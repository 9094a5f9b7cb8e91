/**
 * Electron main process entry (built to out/main/index.js): the host with the LED boards,
 * inside the shell's windows.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app } from 'electron';
import { openHost } from '../host/host';
import { startWebServer } from './web-server';
import { createLedLink } from '../led/led-manager';
import { runStoredVenueLink, type StoredVenueLinkRunner } from '../venue/venue-link';
import { startShell } from '../shell/shell';

const appRoot = app.isPackaged ? app.getAppPath() : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const led = createLedLink();
// The venue link of the console's settings (docs/venue.md), applied while the app runs.
let venueLink: StoredVenueLinkRunner | null = null;

// The link says "offline" and stops before the shell closes the host's database (will-quit).
app.on('before-quit', (event) => {
  const closing = venueLink;
  if (!closing) return;
  event.preventDefault();
  venueLink = null;
  void closing.close().finally(() => app.quit());
});

app.on('will-quit', () => {
  void led.close();
});

startShell({
  openHost: (options) => {
    const host = openHost({ ...options, led });
    venueLink = runStoredVenueLink(host);
    return host;
  },
  // Every host linked to a venue serves its screens (/venue, /venue/results, ?table=N).
  startWebServer: (host, options) =>
    startWebServer(host, venueLink ? { ...options, venue: venueLink } : options),
  appRoot,
  env: process.env,
}).catch((error: unknown) => {
  console.error('Carrom Scoreboard failed to start:', error);
  app.exit(1);
});
