/*
 * The change cost, counted on the real tree (docs/architecture.md, "The change cost"): how many
 * files name an existing ruleset setting shown on the console and the display, and an existing
 * command with its event. A new one of each touches the same files, so the count is what adding
 * one costs; tests/lint/change-cost.test.ts fails when it grows past the number the document gives.
 *
 *   node scripts/change-cost.mjs          (lists each example's files and counts them)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The source trees a change touches (tests and docs are counted apart, by hand). */
const SOURCE_DIRS = ['electron', 'renderer', 'shared', 'scripts'];
const SOURCE_FILE = /\.(ts|mts|mjs|js|svelte|json)$/;

/**
 * The examples counted, each with the registry file that declares it: if the registry stops
 * naming the example, the example is no longer what the document says and the count is refused.
 */
export const EXAMPLES = {
  setting: {
    what: 'a ruleset setting shown on the console and the display',
    // The queen cut-off: a law in the engine, shown under each side on the console, the hall
    // display and the overlay, in the set-up form and the rules' words.
    names: ['queenCutoff'],
    registries: ['shared/rules/settings.ts'],
  },
  command: {
    what: 'a command (with the event it records)',
    // The umpire's remarks: a command, its event, the engine's decision and fold, the screen that
    // sends it, and its line in the audit trail.
    names: ['SetUmpireRemarks', 'UmpireRemarksSet'],
    registries: ['shared/engine/command-schemas.ts', 'shared/engine/event-schema.ts'],
  },
};

function sourceFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (SOURCE_FILE.test(entry.name)) found.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  return found;
}

/** This script names the examples too, and is no part of any change. */
const THIS_FILE = 'scripts/change-cost.mjs';

/** Every source file (relative, `/`-separated, sorted) naming one of `names` as a whole word. */
export function filesNaming(root, names) {
  const word = new RegExp(`\\b(${names.join('|')})\\b`);
  return sourceFiles(root)
    .filter((path) => word.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => path !== THIS_FILE)
    .sort();
}

/** Each example's files and count; throws when a registry no longer names its example. */
export function changeCost(root) {
  return Object.fromEntries(
    Object.entries(EXAMPLES).map(([kind, example]) => {
      const files = filesNaming(root, example.names);
      const missing = example.registries.filter((registry) => !files.includes(registry));
      if (missing.length > 0)
        throw new Error(
          `${example.names.join(' and ')} is no longer named in ${missing.join(', ')}: choose another example of ${example.what} in scripts/change-cost.mjs.`,
        );
      return [kind, { what: example.what, files, count: files.length }];
    }),
  );
}

/**
 * The numbers docs/architecture.md gives: its change-cost table's rows "| (a) … | 15 | … |" and
 * "| (b) … | 9 | … |" (the setting and the command). Throws when a row or its number is missing.
 */
export function documentedCost(markdown) {
  const row = (letter) => {
    const match = new RegExp(`^\\|\\s*\\(${letter}\\)[^|]*\\|\\s*(\\d+)\\s*\\|`, 'm').exec(markdown);
    if (!match)
      throw new Error(`docs/architecture.md has no change-cost row "(${letter})" with a number of files.`);
    return Number(match[1]);
  };
  return { setting: row('a'), command: row('b') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const documented = documentedCost(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
  let over = false;
  for (const [kind, cost] of Object.entries(changeCost(root))) {
    console.log(`${cost.what}: ${cost.count} files (documented: ${documented[kind]})`);
    for (const file of cost.files) console.log(`  ${file}`);
    if (cost.count > documented[kind]) over = true;
  }
  if (over) {
    console.error(
      'The change cost grew past docs/architecture.md: make the change cheaper, or document why it costs more.',
    );
    process.exitCode = 1;
  }
}
