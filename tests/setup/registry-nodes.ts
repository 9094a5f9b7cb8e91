/**
 * Other Node versions for the set-up tests, from the npm registry through scripts/registry-node.sh
 * (the way the README gets one), installed once per machine into <tmp>/carrom-test-nodes (npm's
 * cache makes it a few seconds; offline once cached).
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');
export const TEST_NODE_HOME = join(tmpdir(), 'carrom-test-nodes');

/**
 * Sources scripts/registry-node.sh for Node `version` (with npm `npm`, else the one the script
 * pairs with that Node) and returns the folder it put first on PATH (node, npm and npx), with
 * what it printed.
 */
export function registryNode(
  version: string,
  options: { readonly npm?: string; readonly env?: NodeJS.ProcessEnv } = {},
): { readonly bin: string; readonly stderr: string; readonly env: NodeJS.ProcessEnv } {
  const run = spawnSync(
    'bash',
    [
      '-c',
      '. scripts/registry-node.sh "$0" && node -e "process.stdout.write(JSON.stringify(process.env))"',
      version,
    ],
    {
      cwd: projectRoot,
      env: {
        // A user's shell: none of the npm_* settings npm passes to the test run (npx vitest).
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
        CARROM_NODE_HOME: TEST_NODE_HOME,
        npm_config_prefer_offline: 'true',
        ...(options.npm ? { CARROM_NPM_VERSION: options.npm } : {}),
        ...options.env,
      },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  if (run.status !== 0) throw new Error(`registry-node.sh ${version} failed:\n${run.stderr}`);
  const env = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as NodeJS.ProcessEnv;
  return { bin: join(TEST_NODE_HOME, version, 'node_modules', '.bin'), stderr: run.stderr, env };
}
