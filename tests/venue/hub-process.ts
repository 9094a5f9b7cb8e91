/**
 * The embedded hub (electron/venue/hub.ts) in a process of its own, so that a test can freeze
 * (SIGSTOP), thaw and kill it as it would mosquitto: `node --import tsx tests/venue/hub-process.ts
 * PORT WS_PORT PASSWORD_FILE ACL_FILE`. Prints `hub ready` once it listens; SIGTERM closes it.
 */
import { startHub } from '../../electron/venue/hub';

const [port, wsPort, passwordFile, aclFile] = process.argv.slice(2);
if (!port || !wsPort || !passwordFile || !aclFile) {
  console.error('usage: hub-process.ts PORT WS_PORT PASSWORD_FILE ACL_FILE');
  process.exit(2);
}
const hub = await startHub({
  port: Number(port),
  wsPort: Number(wsPort),
  host: '127.0.0.1',
  passwordFile,
  aclFile,
  log: () => undefined,
});
process.on('SIGTERM', () => {
  void hub.close().then(() => process.exit(0));
});
console.log('hub ready');
