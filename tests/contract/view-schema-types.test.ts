import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { viewShapesAgree } from './view-schema-types';

const REPO = join(import.meta.dirname, '..', '..');

describe('scoreboard view schema', () => {
  it('infers a type mutually assignable with the ScoreboardView interface (type-checked)', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(REPO, 'tsconfig.node.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    if (!config) throw new Error('tsconfig.node.json could not be read');
    const file = join(import.meta.dirname, 'view-schema-types.ts');
    const program = ts.createProgram([file], { ...config.options, noEmit: true, composite: false, incremental: false, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(viewShapesAgree).toBe(true);
  }, 30_000);
});
