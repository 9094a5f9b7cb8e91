import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A real small disk: a tmpfs of `sizeMb` mounted on `dir` (needs root and mount permission).
 * Returns null when the machine does not allow it; the caller then falls back to SQLite's own
 * limits on the host's connection.
 */
export function mountSmallDisk(
  dir: string,
  sizeMb: number,
): { fill(): void; free(): void; unmount(): void } | null {
  mkdirSync(dir, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) return null;
  const filler = join(dir, 'filler.bin');
  return {
    /** Writes a file until the disk says ENOSPC. */
    fill() {
      const fd = openSync(filler, 'w');
      const chunk = Buffer.alloc(4096, 0x55);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      // Lazy: the folder is released as soon as nothing holds it any more.
      spawnSync('umount', ['-l', dir]);
    },
  };
}
