/**
 * Every message is shown somewhere: a key no code asks for is dead weight that translators
 * would still be asked to keep up (15 were found so in session 10). A key counts as used when
 * the code names it in quotes, or when the code builds it from a prefix (`invite.${option}`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';

const ROOTS = ['renderer', 'shared', 'electron'];
const SKIPPED_FOLDERS = new Set(['messages', 'notes', 'node_modules']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sourceFiles(path);
    return /\.(ts|svelte)$/.test(name) && !name.includes('.generated.') ? [path] : [];
  });
}

const SOURCE = ROOTS.flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** The fixed starts of keys the code builds in a template literal: `invite.${option}` gives "invite.". */
function builtPrefixes(source: string): readonly string[] {
  return [...source.matchAll(/`([\w.]+?)\$\{/g)]
    .map((match) => match[1]!)
    .filter((prefix) => prefix.length > 2);
}

function unusedKeys(keys: readonly string[], source: string): string[] {
  const prefixes = builtPrefixes(source);
  return keys.filter(
    (key) =>
      ![`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => source.includes(quoted)) &&
      !prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

describe('every message is used by the code', () => {
  for (const [group, catalogs] of Object.entries(CATALOGS)) {
    it(`${group}: no key that no code asks for`, () => {
      expect(unusedKeys(Object.keys(catalogs.en), SOURCE)).toEqual([]);
    });
  }

  it('the check finds a key nobody asks for, and accepts one asked for or built from a prefix', () => {
    const source = "t('asked'); t(`invite.${option}`);";
    expect(unusedKeys(['asked', 'invite.timekeeper', 'forgotten'], source)).toEqual(['forgotten']);
  });
});
