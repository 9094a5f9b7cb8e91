import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'max-lines-per-function';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The function-length reports for `code` as if it were the file at `filePath`, with their severity. */
async function lengthReports(filePath: string, code: string): Promise<readonly (1 | 2)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.severity);
}

/** A function whose body has `statements` lines, each followed by a blank line and a comment line. */
function functionOf(statements: number): string {
  const body = Array.from({ length: statements }, (_, i) => `  total += ${i};\n\n  // step ${i}\n`).join('');
  return `export function probe(): number {\n  let total = 0;\n${body}  return total;\n}\n`;
}

// The declaration, `let total`, `return` and the closing brace are 4 of the function's lines.
const longest = functionOf(66);
const tooLong = functionOf(67);

describe('functions in electron/ stay short', () => {
  it('reports a function of 71 lines of code as an error', async () => {
    expect(await lengthReports('electron/host/services/length-probe.ts', tooLong)).toEqual([2]);
  });

  it('allows 70 lines of code, however many blank lines and comments stand between them', async () => {
    expect(await lengthReports('electron/host/services/length-probe.ts', longest)).toEqual([]);
  });

  it('applies to the shell and the LED link too', async () => {
    expect(await lengthReports('electron/shell/length-probe.ts', tooLong)).toEqual([2]);
    expect(await lengthReports('electron/led/length-probe.ts', tooLong)).toEqual([2]);
  });

  it.each([
    'electron/app/web-server.ts',
    'electron/host/store.ts',
    'electron/session/session-hub.ts',
    'electron/shell/ipc.ts',
    'electron/shell/shell.ts',
  ])('is an error in every file, e.g. %s', async (file) => {
    expect(await lengthReports(file, tooLong)).toEqual([2]);
  });

  it('leaves shared/ and renderer/ to their own rules', async () => {
    expect(await lengthReports('shared/engine/length-probe.ts', tooLong)).toEqual([]);
    expect(await lengthReports('renderer/console/length-probe.ts', tooLong)).toEqual([]);
  });
});
