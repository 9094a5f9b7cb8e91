import type { LedBoardConfig, LedConfigResult } from '../../shared/led/config';
import type { LedBoardStatus, LedPortList } from '../../shared/led/status';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';

export type LedStatusListener = (status: LedBoardStatus) => void;
export type LedTestResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

/**
 * The LED boards' link: what the host's LED service (services/led-service.ts) drives. The host
 * owns the boards' settings (stored with the other settings) and feeds the link every new view;
 * electron/led implements it over serial ports, and the composition root (electron/app) hands
 * it in. Without one, LED commands and queries are refused.
 */
export interface LedLink {
  /** Replaces the board list (validated; on error nothing changes). Unchanged boards keep their link. */
  configure(boards: unknown): LedConfigResult<readonly LedBoardConfig[]>;
  /** The newest audience view; boards get a frame only when what they show changed. */
  update(view: ScoreboardView): void;
  status(): readonly LedBoardStatus[];
  /** Called on every state change, and for frame counters at most every `statsNotifyMs`. */
  onStatus(listener: LedStatusListener): () => void;
  testPattern(boardId: string): LedTestResult;
  listPorts(): Promise<LedPortList>;
  /** Closes every port and stops all timers. */
  close(): Promise<void>;
}
