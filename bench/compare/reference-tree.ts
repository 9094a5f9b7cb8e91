import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The other side of a `--compare`: a checkout with its node_modules and its build, ready to bench. */
export interface ReferenceTree {
  readonly root: string;
  /** What REF turned out to be: "folder /path" or "commit 1a2b3c4 (REF)". */
  readonly description: string;
  /** Removes the temporary worktree (nothing for a folder). */
  dispose(): void;
}

export interface PrepareOptions {
  /** The repository the bench runs from: commits are looked up there, its node_modules shared. */
  readonly repoRoot: string;
  /** Where a folder REF is resolved from (the shell's working directory). */
  readonly cwd?: string;
  /** Progress lines (the build takes about a minute). */
  readonly log?: (line: string) => void;
}

function run(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

const tail = (text: string, lines = 20): string => text.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * REF as a folder (another checkout, e.g. a worktree of an older commit with its node_modules):
 * used as it is; its own bench builds it when its sources are newer than its build.
 */
function folderTree(root: string): ReferenceTree {
  for (const needed of ['package.json', 'bench/run.ts', 'node_modules'])
    if (!existsSync(join(root, needed)))
      throw new Error(
        `the folder ${root} has no ${needed}: it must be a checkout of this project with its node_modules`,
      );
  return { root, description: `folder ${root}`, dispose: () => {} };
}

/**
 * REF as a commit: checked out in a temporary worktree (git worktree add --detach), the current
 * tree's node_modules linked into it (a symlink: nothing copied), then built with `npm run build`.
 */
function commitTree(ref: string, sha: string, options: PrepareOptions): ReferenceTree {
  const log = options.log ?? (() => {});
  const root = mkdtempSync(join(tmpdir(), 'carrom-bench-ref-'));
  const added = run('git', ['worktree', 'add', '--detach', root, sha], options.repoRoot);
  if (added.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`git worktree add failed for ${ref}: ${tail(added.stderr)}`);
  }
  const dispose = (): void => {
    run('git', ['worktree', 'remove', '--force', root], options.repoRoot);
    rmSync(root, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], options.repoRoot);
  };
  try {
    symlinkSync(join(options.repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    log(`building ${ref} (${sha.slice(0, 7)}) in ${root}…`);
    const built = run('npm', ['run', 'build'], root);
    if (built.status !== 0)
      throw new Error(
        `npm run build failed in the worktree of ${ref}:\n${tail(built.stdout + built.stderr)}`,
      );
  } catch (error) {
    dispose();
    throw error;
  }
  return { root, description: `commit ${sha.slice(0, 7)} (${ref})`, dispose };
}

/** Resolves REF, a folder or a commit of the repository, to a built checkout. */
export function prepareReferenceTree(ref: string, options: PrepareOptions): ReferenceTree {
  const asFolder = resolve(options.cwd ?? process.cwd(), ref);
  if (existsSync(asFolder) && statSync(asFolder).isDirectory()) {
    if (asFolder === resolve(options.repoRoot))
      throw new Error(`${ref} is the current tree itself: compare it with another commit or folder`);
    return folderTree(asFolder);
  }
  if (!existsSync(join(options.repoRoot, 'node_modules')))
    throw new Error(`${options.repoRoot} has no node_modules to share with the worktree of ${ref}`);
  const found = run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], options.repoRoot);
  const sha = found.stdout.trim();
  if (found.status !== 0 || sha === '')
    throw new Error(`"${ref}" is neither a folder nor a commit of the repository at ${options.repoRoot}`);
  return commitTree(ref, sha, options);
}
