/**
 * `npm run typecheck`: the three independent checks (tsc for the Node-side code, tsc for the tests
 * and benches, svelte-check for the screens) run at the same time instead of one after another;
 * each one's output is printed whole, in a fixed order, once all have finished. Fails when any fails.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(repo, 'node_modules', '.bin', name);

const CHECKS = [
  {
    name: 'tsc (electron, shared, scripts)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.node.json', '--composite', 'false'],
  },
  {
    name: 'tsc (tests, bench)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.test.json', '--composite', 'false'],
  },
  {
    name: 'svelte-check (renderer)',
    command: bin('svelte-check'),
    args: ['--tsconfig', './tsconfig.web.json', '--fail-on-warnings'],
  },
];

function run(check) {
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ check, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ check, code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
let failed = 0;
for (const { check, code, output } of results) {
  process.stdout.write(`> ${check.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n`);
  if (output.trim() !== '') process.stdout.write(`${output.trimEnd()}\n`);
  if (code !== 0) failed += 1;
}
if (failed > 0) {
  process.stderr.write(`Type check: ${failed} of ${CHECKS.length} checks failed.\n`);
  process.exitCode = 1;
}
