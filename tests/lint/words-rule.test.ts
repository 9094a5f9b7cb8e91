import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Words only through the translator (issue 37 item 5): in renderer/ and shared/text, a list is
 * joined by t.list and a date written by t.dateTime, never by Intl, toLocale… or an English comma.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'no-restricted-syntax';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The lines the words rule reports for `code` as if it were the file at `filePath`. */
async function wordsReports(filePath: string, code: string): Promise<readonly number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.line);
}

const FIXTURE = [
  "export const at = new Intl.DateTimeFormat('en', { hour: '2-digit' }).format(0);", // 1
  'export const when = new Date(0).toLocaleTimeString();', // 2
  "export const upper = 'a'.toLocaleUpperCase();", // 3
  "export const listed = ['a', 'b'].join(', ');", // 4
  "export const byDefault = ['a', 'b'].join();", // 5
  "export const clauses = ['a', 'b'].join('; ');", // 6
  "export const anded = ['a', 'b'].join(' and ');", // 7
  "export const glued = 'Game' + ': ' + 'unfinished';", // 8
  'export const templated = (a: string, b: string): string => `${a}, ${b}`;', // 9
  "export const zh = ['a', 'b'].join('、');", // 10
  "export const dotted = ['a', 'b'].join(' · ');", // 11: a neutral mark
  "export const paired = ['Asha', 'Chen'].join(' / ');", // 12: a pair's names
  "export const scores = [25, 14].join('–');", // 13: figures
  "export const bytes = ['0a', 'ff'].join('');", // 14
  'export const framed = (a: string, b: string): string => `${a} (${b})`;', // 15
].join('\n');

describe('the words rule', () => {
  it('refuses Intl, toLocale… and lists joined by hand in renderer/, and nothing else', async () => {
    expect(await wordsReports('renderer/console/words-probe.ts', FIXTURE)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('holds in shared/text and in every screen folder', async () => {
    expect(await wordsReports('shared/text/words-probe.ts', FIXTURE)).toHaveLength(10);
    expect(await wordsReports('renderer/common/words-probe.ts', FIXTURE)).toHaveLength(10);
    expect(await wordsReports('renderer/venue/words-probe.ts', FIXTURE)).toHaveLength(10);
  });

  it('reads a Svelte component, its script and its markup', async () => {
    const component = [
      '<script lang="ts">',
      '  let { items }: { items: string[] } = $props();',
      '  const when = new Date(0).toLocaleDateString();',
      '</script>',
      '',
      "<p>{items.join(', ')} {when}</p>",
    ].join('\n');
    expect(await wordsReports('renderer/console/WordsProbe.svelte', component)).toEqual([3, 6]);
  });

  it('leaves the translator itself, a CSV file and the host-side core alone', async () => {
    expect(await wordsReports('shared/i18n/words-probe.ts', FIXTURE)).toEqual([]);
    expect(await wordsReports('renderer/venue/results-csv.ts', FIXTURE)).toEqual([]);
    expect(await wordsReports('shared/engine/words-probe.ts', FIXTURE)).toEqual([]);
    expect(await wordsReports('electron/host/words-probe.ts', FIXTURE)).toEqual([]);
  });
});
