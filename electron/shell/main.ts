/**
 * Electron main process entry (built to out/main/index.js).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app } from 'electron';
import { openHost } from '../host/host';
import { startWebServer } from '../host/web-server';
import { startShell } from './shell';

const appRoot = app.isPackaged ? app.getAppPath() : resolve(dirname(fileURLToPath(import.meta.url)), '../..');

startShell({ openHost, startWebServer, appRoot, env: process.env }).catch((error: unknown) => {
  console.error('Carrom Scoreboard failed to start:', error);
  app.exit(1);
});
