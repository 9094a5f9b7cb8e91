import type { LedBoardConfig, LedBoardStatus, LedPortList } from '../../shared/contract/contract';
import type { ScoreboardView } from '../../shared/views/scoreboard-view-types';

/**
 * What the host needs from the LED link (electron/led's LedManager). The host owns the
 * boards' settings (stored with the other settings) and feeds the link every new view.
 */
export interface LedLink {
  configure(boards: readonly LedBoardConfig[]): void;
  update(view: ScoreboardView): void;
  status(): readonly LedBoardStatus[];
  onStatus(listener: (status: readonly LedBoardStatus[]) => void): () => void;
  testPattern(id: string): unknown;
  listPorts(): Promise<LedPortList>;
}
