import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { baseName } from '../../shared/tournament/index';

/** The largest tournament file the host reads (a 2,000-player SoL export is about 0.5 MB). */
export const TOURNAMENT_FILE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A tournament file's name and text: a `.sol`, a gzipped `.sol.gz` (known by its magic bytes,
 * whatever its name) or a `.csv`. Throws one sentence naming the file when it cannot be read.
 */
export function readTournamentFile(path: string): { readonly fileName: string; readonly text: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(`${path}: ${code === 'ENOENT' ? 'there is no such file' : 'it cannot be read'}`);
  }
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (gzipped) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: TOURNAMENT_FILE_MAX_BYTES });
    } catch (_e) {
      throw new Error(
        `${path}: it is not a whole gzip file (truncated or damaged), or it unpacks to more than 32 MB`,
      );
    }
  }
  if (bytes.length > TOURNAMENT_FILE_MAX_BYTES) throw new Error(`${path}: it is larger than 32 MB`);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return { fileName: baseName(path).replace(/\.gz$/i, ''), text };
}
