/*
 * Local copy of the host's push shapes. Replace with the contract module's exports
 * (shared/contract) once it exists; the shapes are meant to be identical.
 */
import type { Language } from '../../shared/i18n/languages';
import type { ScoreboardView } from '../../shared/views/scoreboard-view-types';

export type DisplayMode = 'scoreboard' | 'message' | 'blackout';
export type Theme = 'dark' | 'light';

export interface DisplaySettings {
  readonly mode: DisplayMode;
  readonly message: string;
  readonly theme: Theme;
  readonly language: Language;
  readonly title: string;
  /** A `data:` URL, or null for no logo. */
  readonly logo: string | null;
}

export interface StatePush {
  readonly revision: number;
  readonly matchId: string | null;
  readonly view: ScoreboardView;
  readonly display: DisplaySettings;
  /** Host clock (epoch ms) when the push was sent. */
  readonly serverTime: number;
}

export type ScreenRole = 'display' | 'overlay';
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting';

export interface ScreenConnection {
  onState(callback: (push: StatePush) => void): () => void;
  onConnection(callback: (status: ConnectionStatus) => void): () => void;
}
