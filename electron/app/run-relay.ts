import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir, ensureWritableDataDir } from '../host/data-dir';
import { hostClientIds } from '../venue/client-id';
import { brokerLabel } from '../venue/mqtt-link';
import { readVenueFlags, VENUE_FLAGS } from '../venue/venue-flags';
import { openRelayStore, RELAY_DATABASE_FILE } from '../venue/relay/relay-store';
import { startRelayServer } from './relay-server';
import { openRelayWatcher, RESEND_EVERY_MS } from '../venue/relay/relay-watcher';
import { shutDownOnSignals } from './shut-down';

/** The relay's user on its broker unless told (docs/venue.md: the upstream broker's ACL). */
export const RELAY_USER = 'relay';

export const RELAY_USAGE = `Results relay: npm run serve -- --results-only --mqtt URL --venue ID [--port 5170] [--host 127.0.0.1]
  [--data-dir DIR] [--mqtt-user ${RELAY_USER}] [--resend-every S]
  No console, no PIN, no commands: it keeps every result of the venue in <data-dir>/${RELAY_DATABASE_FILE},
  confirms each to its table, and serves /venue and /venue/results read-only.
  --resend-every S  how often every table is asked for the results the relay lacks (default ${RESEND_EVERY_MS / 1000})
  The --mqtt-* flags are those of the host (npm run serve -- --help).`;

interface RelayPlan {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly resendEveryMs: number;
  readonly venue: NonNullable<ReturnType<typeof readVenueFlags>['venue']>;
}

/** The relay's command line, checked: the host's venue flags but --table and the hub's. */
export function readRelayFlags(argv: readonly string[], env: NodeJS.ProcessEnv): RelayPlan | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'results-only': { type: 'boolean' },
      'resend-every': { type: 'string' },
      ...VENUE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (values.table !== undefined)
    throw new Error('--results-only takes no --table: a relay scores no table.');
  if (values['venue-hub'] || values['hub-port'] || values['hub-passwords'] || values['hub-acl'])
    throw new Error('--results-only runs no hub: give the broker with --mqtt.');
  if (values.mqtt === undefined)
    throw new Error('--results-only needs --mqtt URL: the broker it relays from.');
  const plan = readVenueFlags(values, { ...env, CARROM_MQTT_USER: env['CARROM_MQTT_USER'] ?? RELAY_USER });
  const port = values.port === undefined ? 5170 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a whole number from 0 to 65535 (got "${values.port}")`);
  const every =
    values['resend-every'] === undefined ? RESEND_EVERY_MS / 1000 : Number(values['resend-every']);
  if (!(every >= 0.5 && every <= 86_400)) throw new Error('--resend-every must be 0.5 to 86400 seconds.');
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dataDir: resolve(values['data-dir'] ?? defaultDataDir()),
    resendEveryMs: Math.round(every * 1000),
    venue: plan.venue!,
  };
}

/** `npm run serve -- --results-only …`: runs until SIGINT or SIGTERM. */
export async function runRelay(argv: readonly string[], staticDir: string): Promise<void> {
  const plan = readRelayFlags(argv, process.env);
  if (plan === 'help') {
    console.log(RELAY_USAGE);
    process.exit(0);
  }
  ensureWritableDataDir(plan.dataDir);
  const store = openRelayStore(join(plan.dataDir, RELAY_DATABASE_FILE));
  const { broker, venue } = plan.venue;
  const watcher = openRelayWatcher({
    broker,
    venue,
    clientId: `${hostClientIds(plan.dataDir, broker.username).watcher}-relay`,
    store,
    resendEveryMs: plan.resendEveryMs,
  });
  let server;
  try {
    server = await startRelayServer(watcher, { port: plan.port, host: plan.host, staticDir });
  } catch (error) {
    await watcher.close();
    store.close();
    throw error;
  }
  console.log(
    [
      `Carrom results relay ready (results: ${store.file})`,
      `Venue "${venue}" on ${brokerLabel(broker.url)} as ${broker.username ?? RELAY_USER}: no console, no commands`,
      `Listening on ${server.url}`,
      `  ${server.url}/venue`,
      `  ${server.url}/venue/results`,
    ].join('\n'),
  );
  shutDownOnSignals([() => server.close(), () => watcher.close()], () => store.close());
}
