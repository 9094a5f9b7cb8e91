#!/usr/bin/env node
/**
 * `preinstall`, and the Node line of the test preflight: stops an unsupported Node before
 * anything is installed, in one sentence saying what to install. Written for any old Node (no
 * syntax or API newer than Node 12), since an old Node is exactly what it has to talk to.
 *
 * Supported: the LTS lines 22 (22.14 or newer) and 24 and later, as package.json's `engines`
 * says (a test keeps the two equal). better-sqlite3 13's prebuilt binary is built for N-API 10,
 * which Node has from 22.14.0 on: on 20, and on 22.12 and 22.13, it loads and then crashes the
 * process with a segmentation fault (seen on 22.12.0 and 22.13.1; .ci/run's first-run check
 * runs the host on 22.14.0).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ENGINES_RANGE = '^22.14.0 || >=24.0.0';

/** Whether a Node version ("24.1.0", without the v) is inside ENGINES_RANGE. */
export function isSupportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major === 22) return minor >= 14;
  return major >= 24;
}

/** The sentence for an unsupported Node, or null when this one is supported. */
export function nodeProblem(version, platform = process.platform, arch = process.arch) {
  if (isSupportedNode(version)) return null;
  const offline =
    platform === 'linux' && arch === 'x64'
      ? ', or without other downloads than the npm registry run `. scripts/registry-node.sh` in this shell (it puts Node 24 from the npm registry first on PATH)'
      : '';
  return (
    `Node ${version} is not supported: Carrom Scoreboard needs Node 22.14 or newer, or 24 (${ENGINES_RANGE}); ` +
    `install Node 24 LTS from https://nodejs.org${offline}, then run the command again.`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const problem = nodeProblem(process.versions.node);
  if (problem !== null) {
    console.error(problem);
    process.exitCode = 1;
  }
}
