/**
 * The headless host: `npm run serve [-- --port 5170 --host 127.0.0.1 --data-dir DIR]`.
 * Same host as the Electron app, without Electron: for LAN displays, streaming overlays and
 * end-to-end tests.
 */
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLedLink } from '../led/led-manager';
import type { RunningHub } from '../venue/hub';
import { runRelay } from './run-relay';
import { runStoredVenueLink } from '../venue/venue-link';
import { openVenueService, type VenueService } from '../venue/venue-service';
import {
  readVenueFlags,
  startPlannedHub,
  VENUE_FLAGS,
  VENUE_USAGE,
  type HubPlace,
  type VenuePlan,
} from '../venue/venue-flags';
import { newConsoleToken, withConsoleToken } from '../host/console-token';
import { defaultDataDir, ensureWritableDataDir } from '../host/data-dir';
import { openHost, type Host } from '../host/host';
import { readTournamentFile } from '../host/tournament-file';
import type { TournamentView } from '../../shared/contract/tournament';
import { DEFAULT_PORT } from '../host/settings';
import { isLoopback, startWebServer, type RunningServer, type WebServerOptions } from './web-server';
import { shutDownOnSignals } from './shut-down';

const USAGE = `Usage: npm run serve -- [--port ${DEFAULT_PORT}] [--host 127.0.0.1] [--data-dir DIR]
  --port      port to listen on (0 picks a free one)
  --host      address to listen on; 0.0.0.0 serves the LAN (consoles then need the PIN)
  --data-dir  folder of the scoreboard database (default: ${defaultDataDir()})
  --tournament FILE     import a SoL export (.sol, .sol.gz) or a CSV of pairings at start
  --tourney N           with --tournament: the tourney of an export of several, from 1 (default: the first)
  (with --tournament, --table N needs no venue: the host sets that table's match up from its pairing)
${VENUE_USAGE}
  --results-only        a results relay: no console, no commands, /venue read-only (docs/venue.md)
  --resend-every S      the relay asks the tables for the results it lacks every S seconds (default 60)`;

interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly venue: VenuePlan;
  readonly tournament: string | null;
  /** Which tourney of the export, from 1 (null: the first). */
  readonly tourney: number | null;
  readonly table: number | null;
}

function readOptions(argv: readonly string[]): ServeOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      tournament: { type: 'string' },
      tourney: { type: 'string' },
      ...VENUE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535 (got "${values.port}")`);
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dataDir: resolve(values['data-dir'] ?? defaultDataDir()),
    // A tournament's table may score without a venue: --table alone then names it for the pairing.
    venue: readVenueFlags(
      values.tournament !== undefined && values.mqtt === undefined && !values['venue-hub']
        ? { ...values, table: undefined }
        : values,
      process.env,
    ),
    tournament: values.tournament === undefined ? null : resolve(values.tournament),
    tourney: readTourney(values.tourney, values.tournament !== undefined),
    table: readTable(values.table),
  };
}

function readTourney(value: string | undefined, withTournament: boolean): number | null {
  if (value === undefined) return null;
  if (!withTournament) throw new Error('--tourney picks a tourney of the --tournament FILE: give that too.');
  if (!/^[1-9]\d{0,5}$/.test(value)) {
    throw new Error(`--tourney must be a tourney's place in the file from 1 (got "${value}").`);
  }
  return Number(value);
}

function readTable(value: string | undefined): number | null {
  if (value === undefined) return null;
  const table = Number(value);
  if (!/^\d+$/.test(value) || table < 1 || table > 999) {
    throw new Error(`--table must be a table number from 1 to 999 (got "${value}").`);
  }
  return table;
}

async function main(): Promise<void> {
  // A results relay (docs/venue.md): no console, no host database, no commands.
  if (process.argv.includes('--results-only')) return runRelay(process.argv.slice(2), builtPagesDir());
  const options = readOptions(process.argv.slice(2));
  ensureWritableDataDir(options.dataDir);
  const led = createLedLink();
  let host: Host | undefined;
  let tournamentLines: readonly string[] = [];
  try {
    host = openHost({
      dataDir: options.dataDir,
      led,
      log: (message) => console.warn(`Warning: ${message}`),
      ...(options.table === null ? {} : { tournamentTable: options.table }),
    });
    tournamentLines = await startTournament(host, options);
  } catch (error) {
    host?.close();
    await led.close();
    throw error;
  }
  let server: RunningServer;
  let venue: StartedVenue;
  try {
    venue = await startVenue(host, options.venue, { host: options.host, dataDir: options.dataDir });
  } catch (error) {
    host.close();
    await led.close();
    throw error;
  }
  const consoleToken = newConsoleToken(options.dataDir);
  try {
    server = await startWebServer(host, {
      port: options.port,
      host: options.host,
      pin: host.pin(),
      consoleToken,
      staticDir: builtPagesDir(),
      venue: venue.screens,
      // Its port, network and PIN are this command's: the consoles' settings say so.
      setBy: 'commandLine',
    });
  } catch (error) {
    await venue.close();
    host.close();
    await led.close();
    throw error;
  }

  const lines = [
    `Carrom scoreboard host ready (data: ${host.store.file})`,
    `Listening on ${server.url}`,
    ...server.urls.map((url) => `  ${withConsoleToken(url, consoleToken)}`),
    ...venue.lines.map((line) => line.replace('{url}', server.url)),
    ...tournamentLines,
    `A console on this computer opens with the token in its URL above; other consoles need the PIN: ${host.pin()}`,
    isLoopback(options.host)
      ? 'Serving this computer only (--host 0.0.0.0 serves the LAN).'
      : 'Serving the LAN: the display, overlay and venue pages need no PIN.',
  ];
  // Ready to stop before saying it is ready: a supervisor (or a test) that stops the host as soon
  // as it reads these lines gets the graceful close, not a kill by the default signal action.
  shutDownOnSignals([() => server.close(), () => venue.close(), () => led.close()], () => host.close());
  console.log(lines.join('\n'));
  warnOnServerAlerts(host);
}

interface StartedVenue {
  readonly service: VenueService | null;
  /** The venue screens: the flags' venue, or the settings' link (whichever it is at the moment). */
  readonly screens: NonNullable<WebServerOptions['venue']>;
  readonly lines: readonly string[];
  close(): Promise<void>;
}

/**
 * The embedded broker and the venue link, when the command line asks for them; without flags,
 * the link of the console's settings (applied at once whenever they change).
 */
async function startVenue(host: Host, plan: VenuePlan, place: HubPlace): Promise<StartedVenue> {
  const { hub, venue, lines: hubLines } = await startPlannedHub(plan, place);
  const service = venue ? openVenueService(host, { ...venue, fromFlags: true }) : null;
  const stored = venue ? null : runStoredVenueLink(host);
  const lines: string[] = [...hubLines];
  if (venue) {
    const as = venue.table === null ? 'showing the venue' : `publishing as table ${venue.table}`;
    lines.push(
      `Venue "${venue.venue}" on ${venue.broker.url}, ${as}`,
      '  {url}/venue',
      '  {url}/venue/results',
    );
  }
  return {
    service,
    screens: service ?? stored!,
    lines,
    async close() {
      await stored?.close();
      await service?.close();
      await (hub as RunningHub | null)?.close();
    },
  };
}

/** out/renderer: beside this file when it runs built (out/main/serve.js), else two folders up from its source. */
function builtPagesDir(): string {
  const here = import.meta.dirname;
  const built = basename(here) === 'main' && basename(dirname(here)) === 'out';
  return built ? resolve(here, '..', 'renderer') : resolve(here, '..', '..', 'out', 'renderer');
}

/** The web server's warnings (wrong PINs) reach the terminal too, not only the consoles. */
function warnOnServerAlerts(host: Host): void {
  let shown: string | null = null;
  host.onSettingsChange((settings) => {
    const { error, wrongPins } = settings.webServer.status;
    const alert =
      error ??
      (wrongPins
        ? `${wrongPins.wrong} wrong PINs from ${wrongPins.addressCount} addresses in the last 10 minutes ` +
          `(${wrongPins.addresses.join(', ')}${wrongPins.addressCount > wrongPins.addresses.length ? ', …' : ''})`
        : null);
    if (alert !== null && alert !== shown) console.warn(`Warning: ${alert}`);
    shown = alert;
  });
}

main().catch((error: unknown) => {
  console.error(`The host could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * `--tournament FILE`: imported whole before the host serves anything (a refused file stops the
 * start, naming where); `--table N`: that table's match set up from its pairing of the current
 * turn, unless the current match already is it. A bye or a table the turn lacks is said, not fatal.
 */
async function startTournament(host: Host, options: ServeOptions): Promise<readonly string[]> {
  if (options.tournament === null) return [];
  const origin = { role: 'console', readOnly: false, source: 'command line' } as const;
  const { fileName, text } = readTournamentFile(options.tournament);
  const tourney = options.tourney === null ? {} : { tourney: options.tourney };
  const imported = host.submit({ type: 'ImportTournament', fileName, text, ...tourney }, origin);
  if (!imported.ok) throw new Error(imported.message);
  const lines = [
    `Tournament: ${fileName} imported${options.tourney === null ? '' : ` (tourney ${options.tourney})`}`,
  ];
  const table = options.table;
  if (table === null) return lines;
  const view = await host.query({ type: 'Tournament' }, origin);
  if (!view.ok || view.type !== 'Tournament') return lines;
  const { turn, current } = view.data as TournamentView;
  if (turn === null) return lines;
  if (current?.turn === turn && current.table === table) {
    return [...lines, `Table ${table}: its match of turn ${turn} is the current match`];
  }
  const set = host.submit({ type: 'SetUpPairing', turn, table }, origin);
  return [
    ...lines,
    set.ok ? `Table ${table}: its match of turn ${turn} is set up` : `Table ${table}: ${set.message}`,
  ];
}
