import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * What marks a test file that drives a browser, a child process, a broker or a serial pty: those
 * take seconds to minutes, the others milliseconds.
 */
const SLOW_MARKS =
  /playwright|startHarness|launchChromium|openPage|serveHost|startHostProcess|spawn\(|execFile|mosquitto|startHub|socat|bundleForNode|testPages/;

/**
 * Longest files first, so the workers finish together instead of one file running alone at the
 * end. Files with a recorded duration (vitest's results cache) are ordered by it, failed ones
 * first, as vitest does; without one (a fresh clone, as in CI), files that start browsers or
 * processes go first, the larger ones first, then the rest.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const weight = new Map<TestSpecification, number>();
    for (const file of files) {
      const key = `${file.project.name}:${relative(root, file.moduleId)}`;
      const recorded = cache.getFileTestResults(key);
      if (recorded) {
        weight.set(file, (recorded.failed ? 1e9 : 0) + recorded.duration);
        continue;
      }
      const text = readFileSync(file.moduleId, 'utf8');
      // Unknown files: a guess in "milliseconds", slow ones well above every quick file.
      weight.set(file, (SLOW_MARKS.test(text) ? 1e6 : 0) + text.length);
    }
    return [...files].sort((a, b) => weight.get(b)! - weight.get(a)!);
  }
}

const VENUE = ['tests/venue/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Separate processes: native modules (better-sqlite3, serialport) and child-process tests stay isolated.
    pool: 'forks',
    // vitest's default is one worker less than the cores: ONE on a 2-core CI machine, where the
    // browser and process tests then run one after another while mostly waiting on I/O.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    // End-to-end tests start a host and a browser; everything else finishes in milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'tests', include: ['tests/**/*.test.ts'], exclude: VENUE, sequence: { groupOrder: 0 } },
      },
      // The venue suites time real reconnections against a broker (within 5 s, within the
      // keep-alive): they run after the rest, one file at a time, with no browser test beside them.
      { extends: true, test: { name: 'venue', include: VENUE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
