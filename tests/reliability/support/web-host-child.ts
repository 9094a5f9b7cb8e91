/**
 * A host with its web server in a process of its own, for tests that freeze it (SIGSTOP) or kill
 * it while screens in Chromium use it: `node --import tsx web-host-child.ts DATA_DIR PAGES_DIR
 * [PORT]` prints "Listening on http://127.0.0.1:PORT" and serves the pages built for the tests
 * (tests/support/test-pages.ts), so no `npm run build` is needed. SIGTERM closes it cleanly.
 */
import { startWebServer } from '../../../electron/app/web-server';
import { openHost } from '../../../electron/host/host';

const [dataDir, staticDir, port] = process.argv.slice(2);
if (!dataDir || !staticDir) throw new Error('usage: web-host-child DATA_DIR PAGES_DIR [PORT]');
const host = openHost({ dataDir });
const server = await startWebServer(host, {
  port: Number(port ?? 0),
  host: '127.0.0.1',
  pin: host.pin(),
  staticDir,
});
process.stdout.write(`Listening on ${server.url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => {
    host.close();
    process.exit(0);
  });
});
