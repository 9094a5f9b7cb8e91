/** A tournament file the operator chose, as the text the host reads; a `.gz` is unpacked here. */
export type TournamentUpload =
  | { readonly ok: true; readonly fileName: string; readonly text: string }
  | { readonly ok: false; readonly reason: 'tooLarge'; readonly size: number }
  | { readonly ok: false; readonly reason: 'unreadable' };

/**
 * Reads `file` (gunzipped through the browser's DecompressionStream when its first bytes are
 * gzip's, whatever its name). Larger than `max` characters once unpacked: too large for one
 * message to the host, which `--tournament FILE` reads instead.
 */
export async function readTournamentUpload(file: File, max: number): Promise<TournamentUpload> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  let text: string;
  try {
    text = gzipped
      ? await new Response(file.stream().pipeThrough(new DecompressionStream('gzip'))).text()
      : await file.text();
  } catch (_error) {
    return { ok: false, reason: 'unreadable' };
  }
  if (text.length > max) return { ok: false, reason: 'tooLarge', size: new Blob([text]).size };
  return { ok: true, fileName: file.name.replace(/\.gz$/i, ''), text };
}
