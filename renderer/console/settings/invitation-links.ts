import qrcode from 'qrcode-generator';

export const INVITED_STATIONS = ['timekeeper', 'umpire', 'console'] as const;
export type InvitedStation = (typeof INVITED_STATIONS)[number];

/**
 * The web server's addresses (from its page URLs), those a phone can reach first: a loopback
 * address only works on this computer.
 */
export function invitationBases(pageUrls: readonly string[]): readonly string[] {
  const bases = [...new Set(pageUrls.map((url) => new URL(url).origin))];
  return [...bases.filter((base) => !isLoopback(base)), ...bases.filter(isLoopback)];
}

export function isLoopback(base: string): boolean {
  const host = new URL(base).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

export function invitationLink(base: string, station: InvitedStation, token: string): string {
  const url = new URL(`/${station}`, base);
  url.searchParams.set('invite', token);
  return url.toString();
}

/** The link as a QR code: an SVG path of its dark modules (medium error correction, 4-module quiet zone). */
export function qrPath(text: string): { readonly size: number; readonly path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return { size: count + 2 * quiet, path: parts.join('') };
}
