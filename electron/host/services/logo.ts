import { createHash } from 'node:crypto';
import type { DisplaySettings, DisplayView } from '../../../shared/contract/contract';

/** The logo as an HTTP answer: its bytes and type, decoded from the stored data URL. */
export interface LogoFile {
  readonly bytes: Buffer;
  readonly contentType: string;
  /** The content hash the logo's URL carries. */
  readonly version: string;
}

/**
 * The logo's answers carry a policy of their own: an SVG opened as a page of this origin could
 * otherwise run script next to the console. Sandboxed, with no script and no fetching.
 */
export const LOGO_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif|svg\+xml));base64,([A-Za-z0-9+/]+={0,2})$/;

let cached: { readonly dataUrl: string; readonly file: LogoFile | null } | null = null;

/** The stored logo decoded, worked out once per logo (pushes ask after every change). */
export function logoFile(dataUrl: string | null): LogoFile | null {
  if (dataUrl === null) return null;
  if (cached?.dataUrl !== dataUrl) cached = { dataUrl, file: decode(dataUrl) };
  return cached.file;
}

function decode(dataUrl: string): LogoFile | null {
  const parts = DATA_URL.exec(dataUrl);
  if (!parts) return null;
  const bytes = Buffer.from(parts[2]!, 'base64');
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { bytes, contentType: parts[1]!, version };
}

/** `/logo?v=<hash>` for the stored logo, or null when there is none. */
export function logoUrl(dataUrl: string | null): string | null {
  const file = logoFile(dataUrl);
  return file ? `/logo?v=${file.version}` : null;
}

/** The display settings as pushes carry them: the logo as its URL. */
export function displayView(display: DisplaySettings): DisplayView {
  return { ...display, logo: logoUrl(display.logo) };
}
