import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureWritableDataDir } from '../../electron/host/data-dir';
import { tempDir } from './helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('ensureWritableDataDir', () => {
  it('creates a missing folder, nested, and leaves nothing of its write test behind', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const dataDir = join(dir.path, 'new', 'nested');
    ensureWritableDataDir(dataDir);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a folder under a regular file, and a file where the folder should be, in one sentence', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const file = join(dir.path, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => ensureWritableDataDir(join(file, 'data'))).toThrow(
      `The data folder ${join(file, 'data')} cannot be created (a part of its path is a file, not a folder): choose another folder.`,
    );
    expect(() => ensureWritableDataDir(file)).toThrow(
      `The data folder ${file} cannot be created (a file of that name is in the way): choose another folder.`,
    );
  });
});
