/**
 * `preinstall` and the preflight stop an unsupported Node in one sentence (scripts/check-node.mjs),
 * and what they accept is exactly package.json's `engines` range.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINES_RANGE, isSupportedNode, nodeProblem } from '../../scripts/check-node.mjs';

const projectRoot = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** The engines range read the way npm reads it, with npm's own semver (a dependency of npm). */
function npmSatisfies(versions: readonly string[]): boolean[] {
  const answer = execFileSync(
    process.execPath,
    [
      '-e',
      `const semver = require(require('node:path').join(process.argv[1], 'semver'));` +
        `const [range, ...versions] = process.argv.slice(2);` +
        `process.stdout.write(JSON.stringify(versions.map((v) => semver.satisfies(v, range))))`,
      join(projectRoot, 'node_modules'),
      manifest.engines.node,
      ...versions,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(answer) as boolean[];
}

describe('which Node the project runs on', () => {
  it("is package.json's engines range, and preinstall checks it before anything is installed", () => {
    expect(manifest.engines.node).toBe(ENGINES_RANGE);
    expect(manifest.scripts['preinstall']).toBe('node scripts/check-node.mjs');
  });

  it('accepts the LTS lines 22.14+ and 24+, refuses 20, 21, 22.13 (no N-API 10) and 23', () => {
    for (const version of ['22.14.0', '22.22.2', '24.0.0', '24.22.3', '26.12.1']) {
      expect(isSupportedNode(version), version).toBe(true);
    }
    for (const version of ['18.20.8', '20.19.0', '20.20.2', '21.7.3', '22.12.0', '22.13.1', '23.11.1']) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });

  it('agrees with npm reading the engines range, for any version', () => {
    const versions = fc.sample(
      fc.tuple(fc.nat(30), fc.nat(30), fc.nat(9)).map((parts) => parts.join('.')),
      { numRuns: 500, seed: 30 },
    );
    const npm = npmSatisfies(versions);
    expect(versions.map(isSupportedNode)).toEqual(npm);
    expect(npm.filter(Boolean).length).toBeGreaterThan(0);
    expect(npm.filter((ok) => !ok).length).toBeGreaterThan(0);
  });

  it('tells a user on an old Node what to install, in one sentence', () => {
    const problem = nodeProblem('20.20.2', 'linux', 'x64');
    expect(problem).toMatch(
      /^Node 20\.20\.2 is not supported: .*Node 24 LTS.*`\. scripts\/registry-node\.sh`.*\.$/,
    );
    expect(problem?.split('. ').length).toBe(2); // "… `. scripts/…`" is the only ". " inside
    expect(nodeProblem('20.20.2', 'darwin', 'arm64')).not.toContain('registry-node');
    expect(nodeProblem('24.22.3')).toBeNull();
  });

  it('stops with that sentence and exit code 1 when run by an old Node (the script itself)', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', `process.versions.node;`], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const old = spawnSync(
      process.execPath,
      [
        '-e',
        // The script as preinstall runs it, with the running Node made to report 20.20.2.
        `Object.defineProperty(process.versions, 'node', { value: '20.20.2' });` +
          `process.argv[1] = ${JSON.stringify(join(projectRoot, 'scripts', 'check-node.mjs'))};` +
          `import(${JSON.stringify('file://' + join(projectRoot, 'scripts', 'check-node.mjs'))});`,
      ],
      { encoding: 'utf8' },
    );
    expect(old.status).toBe(1);
    expect(old.stderr.trim()).toBe(nodeProblem('20.20.2'));
  });
});

describe('npm install refuses an unsupported Node before fetching anything', () => {
  it("has engine-strict in the project's .npmrc, and npm start and npm run serve check the Node first", () => {
    const npmrc = readFileSync(join(projectRoot, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^engine-strict=true$/m);
    expect(manifest.scripts['start']).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(manifest.scripts['serve']).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  it("installs under engine-strict on the oldest supported Node and on the tested one, with their npm: every dependency's engines accept them", () => {
    const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: unknown }>;
    };
    const pairs = [
      { node: '22.14.0', npm: '10.9.2' }, // .ci/run's oldest Node, with the npm registry-node.sh pairs
      {
        node: /^NODE_FOR_TESTS=(\S+)$/m.exec(readFileSync(join(projectRoot, '.ci/run'), 'utf8'))![1]!,
        npm: '12.2.3',
      },
    ];
    const checks: { name: string; range: string; version: string }[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // npm reads engines only as an object; old array forms ("node >= 6.0") are ignored by it.
      if (typeof entry.engines !== 'object' || entry.engines === null || Array.isArray(entry.engines))
        continue;
      const engines = entry.engines as { node?: string; npm?: string };
      for (const pair of pairs) {
        if (engines.node) checks.push({ name: `${path} node`, range: engines.node, version: pair.node });
        if (engines.npm) checks.push({ name: `${path} npm`, range: engines.npm, version: pair.npm });
      }
    }
    expect(checks.length).toBeGreaterThan(100);
    const answer = execFileSync(
      process.execPath,
      [
        '-e',
        `const semver = require(require('node:path').join(process.argv[1], 'semver'));` +
          `const checks = JSON.parse(process.argv[2]);` +
          `process.stdout.write(JSON.stringify(checks.filter((c) => !semver.satisfies(c.version, c.range)).map((c) => c.name + ' ' + c.range + ' refuses ' + c.version)))`,
        join(projectRoot, 'node_modules'),
        JSON.stringify(checks),
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(answer)).toEqual([]);
  });
});
