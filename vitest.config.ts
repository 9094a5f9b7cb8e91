import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Separate processes: native modules (better-sqlite3, serialport) and child-process tests stay isolated.
    pool: 'forks',
    // End-to-end tests start a host and a browser; everything else finishes in milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
