import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../bench/compare/args';
import { compareReports, formatComparison, type BenchReport } from '../../bench/compare/figures';
import { prepareReferenceTree } from '../../bench/compare/reference-tree';

describe('npm run bench arguments', () => {
  it('runs the bench with no argument and compares with --compare REF, two rounds by default', () => {
    expect(parseBenchArgs([])).toEqual({ mode: 'run' });
    expect(parseBenchArgs(['--compare', 'b3cf008'])).toEqual({ mode: 'compare', ref: 'b3cf008', rounds: 2 });
    expect(parseBenchArgs(['--compare=../old', '--rounds', '3'])).toEqual({
      mode: 'compare',
      ref: '../old',
      rounds: 3,
    });
    expect(parseBenchArgs(['--rounds=4', '--compare', 'HEAD~1'])).toEqual({
      mode: 'compare',
      ref: 'HEAD~1',
      rounds: 4,
    });
  });

  it('refuses what it cannot run, saying why', () => {
    expect(() => parseBenchArgs(['--compare'])).toThrow('--compare needs a value');
    expect(() => parseBenchArgs(['--compare', '--rounds', '2'])).toThrow('--compare needs a value');
    expect(() => parseBenchArgs(['--compare', 'a', '--compare', 'b'])).toThrow('--compare given twice');
    expect(() => parseBenchArgs(['--compare', 'a', '--rounds', '1'])).toThrow('at least 2');
    expect(() => parseBenchArgs(['--compare', 'a', '--rounds', '2.5'])).toThrow('whole number');
    expect(() => parseBenchArgs(['--rounds', '3'])).toThrow('only goes with --compare');
    expect(() => parseBenchArgs(['--quick'])).toThrow('unknown argument "--quick"');
    expect(() => parseBenchArgs(['HEAD'])).toThrow('unknown argument "HEAD"');
  });
});

describe('the comparison of two sides', () => {
  const report = (values: Record<string, number>, section = 'S'): BenchReport => ({
    date: '2026-12-07T00:00:00.000Z',
    sections: [
      { section, figures: Object.entries(values).map(([name, value]) => ({ name, value, unit: 'ms' })) },
    ],
  });

  it('takes the median over the rounds of each side and their ratio, figure by figure', () => {
    const figures = compareReports(
      [
        report({ 'x median': 4, 'x p99': 10 }),
        report({ 'x median': 6, 'x p99': 30 }),
        report({ 'x median': 5, 'x p99': 20 }),
      ],
      [
        report({ 'x median': 10, 'x p99': 10 }),
        report({ 'x median': 8, 'x p99': 40 }),
        report({ 'x median': 12, 'x p99': 40 }),
      ],
    );
    expect(figures.map((f) => [f.name, f.currentMedian, f.referenceMedian, f.ratio])).toEqual([
      ['x median', 5, 10, 0.5],
      ['x p99', 20, 40, 0.5],
    ]);
    expect(figures[0]!.current).toEqual([4, 6, 5]);
    expect(formatComparison(figures)).toMatch(
      /x median\s+ms\s+5\.000\s+10\.0\s+0\.50 ×\s+4\.000, 6\.000, 5\.000 \| 10\.0, 8\.000, 12\.0/,
    );
  });

  it('shows a figure only one side has, with no ratio', () => {
    const figures = compareReports(
      [report({ 'new figure': 3 }), report({ 'new figure': 5 })],
      [report({}), report({})],
    );
    expect(figures).toHaveLength(1);
    expect(figures[0]!.currentMedian).toBe(4);
    expect(Number.isNaN(figures[0]!.referenceMedian)).toBe(true);
    expect(figures[0]!.ratio).toBeNull();
    expect(formatComparison(figures)).toContain('—');
  });
});

describe('the reference tree of --compare', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  /** A repository of two commits whose build writes out/built.txt with the commit's version. */
  function repository(): { root: string; first: string } {
    const root = mkdtempSync(join(tmpdir(), 'bench-compare-repo-'));
    made.push(root);
    const git = (...args: string[]): string =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: root,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    mkdirSync(join(root, 'bench'));
    writeFileSync(join(root, 'bench/run.ts'), '');
    writeFileSync(join(root, '.gitignore'), 'node_modules\nout\n');
    const write = (version: string): void =>
      writeFileSync(
        join(root, 'package.json'),
        JSON.stringify({
          name: 'x',
          scripts: {
            build: `node -e "require('fs').mkdirSync('out',{recursive:true});require('fs').writeFileSync('out/built.txt','${version}')"`,
          },
        }),
      );
    write('one');
    git('add', '-A');
    git('commit', '-qm', 'one');
    const first = git('rev-parse', 'HEAD');
    write('two');
    git('commit', '-qam', 'two');
    mkdirSync(join(root, 'node_modules/some-package'), { recursive: true });
    return { root, first };
  }

  it('checks a commit out in a temporary worktree with the node_modules linked, builds it, and removes it after', () => {
    const { root, first } = repository();
    const tree = prepareReferenceTree('HEAD~1', { repoRoot: root });
    made.push(tree.root);
    expect(tree.description).toBe(`commit ${first.slice(0, 7)} (HEAD~1)`);
    expect(readFileSync(join(tree.root, 'out/built.txt'), 'utf8')).toBe('one');
    expect(lstatSync(join(tree.root, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(realpathSync(join(tree.root, 'node_modules'))).toBe(realpathSync(join(root, 'node_modules')));
    const worktrees = (): string =>
      execFileSync('git', ['worktree', 'list'], { cwd: root, encoding: 'utf8' });
    expect(worktrees()).toContain(tree.root);
    tree.dispose();
    expect(existsSync(tree.root)).toBe(false);
    expect(worktrees()).not.toContain(tree.root);
    // The shared node_modules survive the worktree's removal.
    expect(existsSync(join(root, 'node_modules/some-package'))).toBe(true);
  });

  it('uses a folder as it is, and refuses one that is no checkout of the project', () => {
    const { root } = repository();
    const other = mkdtempSync(join(tmpdir(), 'bench-compare-folder-'));
    made.push(other);
    expect(() => prepareReferenceTree(other, { repoRoot: root })).toThrow('has no package.json');
    writeFileSync(join(other, 'package.json'), '{}');
    mkdirSync(join(other, 'bench'));
    writeFileSync(join(other, 'bench/run.ts'), '');
    expect(() => prepareReferenceTree(other, { repoRoot: root })).toThrow('has no node_modules');
    mkdirSync(join(other, 'node_modules'));
    const tree = prepareReferenceTree(other, { repoRoot: root });
    expect(tree.root).toBe(other);
    tree.dispose();
    expect(existsSync(other)).toBe(true);
    expect(() => prepareReferenceTree(root, { repoRoot: root })).toThrow('is the current tree itself');
  });

  it('refuses a REF that is neither a folder nor a commit, leaving no worktree behind', () => {
    const { root } = repository();
    expect(() => prepareReferenceTree('no-such-branch', { repoRoot: root, cwd: root })).toThrow(
      '"no-such-branch" is neither a folder nor a commit',
    );
    expect(
      execFileSync('git', ['worktree', 'list'], { cwd: root, encoding: 'utf8' }).trim().split('\n'),
    ).toHaveLength(1);
  });

  it('removes the worktree when the build fails, and says so', () => {
    const { root } = repository();
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ name: 'x', scripts: { build: 'node -e "process.exit(3)"' } }),
    );
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'broken'], {
      cwd: root,
    });
    expect(() => prepareReferenceTree('HEAD', { repoRoot: root })).toThrow(
      'npm run build failed in the worktree of HEAD',
    );
    expect(
      execFileSync('git', ['worktree', 'list'], { cwd: root, encoding: 'utf8' }).trim().split('\n'),
    ).toHaveLength(1);
  });
});
