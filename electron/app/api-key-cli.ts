/**
 * API keys from the command line, for set-up scripts (docs/api.md):
 *
 *   npm run --silent api-key -- create NAME --scope read|control [--data-dir DIR]
 *   npm run --silent api-key -- list [--data-dir DIR]
 *   npm run --silent api-key -- revoke ID [--data-dir DIR]
 *
 * `create` prints the key once, alone on its line (the host keeps only its hash).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { API_SCOPES, ApiKeyNameSchema, type ApiScope } from '../../shared/contract/api';
import { DATABASE_FILE, defaultDataDir, ensureWritableDataDir } from '../host/data-dir';
import { openApiKeys } from '../host/services/api-keys';
import { openDevices } from '../host/services/devices';
import { openStore } from '../host/store';

const USAGE = `Usage:
  npm run --silent api-key -- create NAME --scope read|control [--data-dir DIR]
  npm run --silent api-key -- list [--data-dir DIR]
  npm run --silent api-key -- revoke ID [--data-dir DIR]
  --data-dir  folder of the scoreboard database (default: ${defaultDataDir()})`;

class UsageError extends Error {}

export function runApiKeyCommand(args: readonly string[], write: (line: string) => void): void {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { scope: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const [verb, argument, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}.`);
  const dataDir = values['data-dir'] ?? defaultDataDir();
  if (verb === 'create') return create(dataDir, argument, values.scope, write);
  if (verb === 'list' && argument === undefined)
    return withKeys(dataDir, (keys) =>
      keys.list().forEach((key) => write(`${key.id}\t${key.scope}\t${key.name}`)),
    );
  if (verb === 'revoke' && argument !== undefined) {
    return withKeys(dataDir, (keys) => {
      if (!keys.revoke(argument))
        throw new UsageError(`There is no API key with the id ${argument}: nothing changed.`);
      write(`Revoked ${argument}.`);
    });
  }
  throw new UsageError('Say create, list or revoke.');
}

function create(
  dataDir: string,
  name: string | undefined,
  scope: string | undefined,
  write: (line: string) => void,
): void {
  const checked = ApiKeyNameSchema.safeParse(name ?? '');
  if (!checked.success) throw new UsageError(`The key needs a name: ${checked.error.issues[0]!.message}.`);
  if (!API_SCOPES.includes(scope as ApiScope)) throw new UsageError('--scope must be read or control.');
  withKeys(dataDir, (keys) => write(keys.create(checked.data, scope as ApiScope).key));
}

function withKeys(dataDir: string, work: (keys: ReturnType<typeof openApiKeys>) => void): void {
  ensureWritableDataDir(dataDir);
  const store = openStore({ file: join(dataDir, DATABASE_FILE) });
  try {
    work(openApiKeys(store, openDevices(store, Date.now)));
  } finally {
    store.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  try {
    runApiKeyCommand(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`);
    process.exitCode = 1;
  }
}
