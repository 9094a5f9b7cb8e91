import type { LinkStatus } from './link';

/**
 * The shell every station page shares (the console, the timekeeper's and the umpire's pages):
 * what stands between the page's header and its screens, decided from the store's state alone.
 *
 * - `pin`: the host asks for the LAN PIN; its form is shown (the phones show nothing else).
 * - `offline`: the console, not connected: a banner over its screens, which stay to be read.
 * - `connecting`: a phone that has heard nothing from the host yet: "no match" would be a claim
 *   the page cannot make, so it says it is connecting instead of showing its screens.
 * - `open`: the page's screens.
 */
export type ShellStage = 'pin' | 'offline' | 'connecting' | 'open';

/**
 * How the shell shows the PIN form and the connection: across the console (`banner`, the
 * screens always below it), or as a card on a phone-sized page (`card`, instead of the screens).
 */
export type ShellLook = 'banner' | 'card';

export interface ShellInput {
  readonly pinRequest: string | null;
  readonly status: LinkStatus;
  /** Whether the host's state has come (the page has something to show). */
  readonly heard: boolean;
}

export function shellStage(input: ShellInput, look: ShellLook): ShellStage {
  if (input.pinRequest !== null) return 'pin';
  if (look === 'banner') return input.status === 'connected' ? 'open' : 'offline';
  return input.heard ? 'open' : 'connecting';
}

/** Whether the page's screens are shown: always under the console's banners, only when open on a phone. */
export function screensShown(stage: ShellStage, look: ShellLook): boolean {
  return look === 'banner' || stage === 'open';
}

/** The connection in words (a message key of every station's catalog). */
export function connectionWords(status: LinkStatus): 'connected' | 'connecting' | 'connectionLost' {
  if (status === 'connected') return 'connected';
  return status === 'connecting' ? 'connecting' : 'connectionLost';
}

/** The connection as a phone's header shows it, in one mark: filled when connected. */
export function connectionMark(status: LinkStatus): '●' | '○' {
  return status === 'connected' ? '●' : '○';
}
