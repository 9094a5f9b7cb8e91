/**
 * The README lists every option of `npm run serve` with its default: the table's flags are those
 * `serve --help` names (the venue's from electron/venue/venue-flags.ts among them), and the
 * defaults in it are the code's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT } from '../../electron/host/settings';
import { DEFAULT_HUB_PORT, DEFAULT_HUB_WS_PORT } from '../../electron/venue/hub';
import { DEFAULT_KEEPALIVE_SECONDS } from '../../electron/venue/mqtt-link';
import { VENUE_FLAGS } from '../../electron/venue/venue-flags';
import { spawnServe } from '../support/serve-process';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The README's option rows: flag name → default cell (a row may name several flags). */
function optionRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of README.split('\n')) {
    const match = /^\| (`--[^|]*)\|([^|]*)\|/.exec(line);
    if (!match) continue;
    for (const flag of match[1]!.matchAll(/`--([a-z-]+)/g)) rows.set(flag[1]!, match[2]!.trim());
  }
  return rows;
}

describe("the README's serve options", () => {
  it('lists exactly the flags serve.ts names in its --help, the venue flags among them', async () => {
    const serve = spawnServe(['--help']);
    expect(await serve.exited).toBe(0);
    const named = new Set([...serve.stdout().matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1]!));
    expect(named.has('port') && named.has('data-dir')).toBe(true);
    for (const flag of Object.keys(VENUE_FLAGS)) expect(named.has(flag), flag).toBe(true);
    expect([...optionRows().keys()].sort()).toEqual([...named, 'help'].sort());
  }, 30_000);

  it('gives the defaults the code uses', () => {
    const rows = optionRows();
    expect(rows.get('port')).toBe(`\`${DEFAULT_PORT}\``);
    expect(rows.get('host')).toBe('`127.0.0.1`');
    expect(rows.get('hub-port')).toBe(`\`${DEFAULT_HUB_PORT}\``);
    expect(rows.get('hub-ws-port')).toBe(`\`${DEFAULT_HUB_WS_PORT}\``);
    expect(rows.get('mqtt-keepalive')).toBe(`\`${DEFAULT_KEEPALIVE_SECONDS}\``);
    for (const [flag, fallback] of rows) if (flag !== 'help') expect(fallback, flag).not.toBe('');
  });
});
