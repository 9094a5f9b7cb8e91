import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { RELAY_DATABASE_FILE } from '../../electron/venue/relay/relay-store';
import { UPSTREAM_USERS } from '../../electron/venue/relay/upstream-config';
import { waitFor } from '../host/helpers';
import { passwordOf } from './brokers';
import { KEEPALIVE_S, VENUE } from './tables';

const REPO = join(import.meta.dirname, '..', '..');

/** `npm run serve -- --results-only` as a child process, on a broker (the upstream one, or a hall's). */
export interface RelayProcess {
  readonly base: string;
  readonly child: ChildProcess;
  output(): string;
}

export async function startRelay(dataDir: string, url: string): Promise<RelayProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/app/serve.ts',
      '--results-only',
      ...['--port', '0', '--data-dir', dataDir, '--mqtt', url, '--venue', VENUE],
      ...['--mqtt-keepalive', String(KEEPALIVE_S), '--mqtt-reconnect-max', '1', '--resend-every', '2'],
    ],
    {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CARROM_MQTT_PASSWORD: passwordOf(UPSTREAM_USERS.relay) },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await waitFor(
    () => /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
    `the relay to start: ${output}`,
    30_000,
  );
  return { base, child, output: () => output };
}

export function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Every (match, sequence) the relay keeps, with how many rows each has. */
export function relayRows(dataDir: string): Map<string, number> {
  const file = join(dataDir, RELAY_DATABASE_FILE);
  if (!existsSync(file)) return new Map();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT match_id, sequence, COUNT(*) AS count FROM relay_results GROUP BY match_id, sequence')
      .all() as { match_id: string; sequence: number; count: number }[];
    return new Map(rows.map((row) => [`${row.match_id}#${row.sequence}`, row.count]));
  } finally {
    db.close();
  }
}
