/**
 * Content negotiation for the renderer build's precompressed files (scripts/build/precompress.ts
 * writes `FILE.br` and `FILE.gz` beside each text asset): which one a request's Accept-Encoding
 * takes. Brotli first (a fifth smaller than gzip on the pages' scripts), gzip next, else the file as
 * it is. Pure, so the rules are tested without a server.
 */

export type StoredEncoding = 'br' | 'gzip';

/** The suffix of each stored encoding's file beside the original. */
export const ENCODING_SUFFIX: Readonly<Record<StoredEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Brotli before gzip where the client weighs them the same (RFC 9110 leaves the tie to the server). */
const PREFERENCE: readonly StoredEncoding[] = ['br', 'gzip'];

/**
 * The stored encoding to send, or null for the file as it is. `accept` is the raw header (absent:
 * identity only); `available` says which files exist. A coding with `q=0` is refused, `*` covers
 * the codings not named, and the highest weight wins (ties by PREFERENCE).
 */
export function chooseEncoding(
  accept: string | undefined,
  available: ReadonlySet<StoredEncoding>,
): StoredEncoding | null {
  if (accept === undefined) return null;
  const weights = acceptedWeights(accept);
  let best: StoredEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** `gzip;q=0.8, br` → gzip 0.8, br 1 (names lower-cased; a malformed weight counts as 0). */
function acceptedWeights(accept: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^q\s*=\s*(.*)$/i.exec(parameter);
      if (match) weight = qualityOf(match[1] ?? '');
    }
    weights.set(name.toLowerCase(), weight);
  }
  return weights;
}

function qualityOf(text: string): number {
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text)) return 0;
  return Number(text);
}
