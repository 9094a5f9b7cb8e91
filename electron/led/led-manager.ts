import { parseLedBoardConfigs, type LedBoardConfig, type LedConfigResult } from '../../shared/led/config';
import type { LedLink, LedStatusListener, LedTestResult } from '../host/led-link';
import { sameLedFrameContent, toLedFrameContent, type LedFrameContent } from '../../shared/led/frame-content';
import type { LedBoardStatus, LedPortList } from '../../shared/led/status';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { LedBoardLink, systemClock, type LedBackoff, type LedClock } from './board-link';
import {
  listSerialPorts,
  serialPortFactory,
  toLedPortInfo,
  type LedPortFactory,
  type LedPortLister,
} from './port';
import { describePortListError } from './serial-errors';

export interface LedManagerOptions {
  readonly openPort?: LedPortFactory;
  readonly listPorts?: LedPortLister;
  readonly clock?: LedClock;
  readonly backoff?: LedBackoff;
  /** Frame counters are pushed at most this often per board (default 250 ms; 0 = every frame). */
  readonly statsNotifyMs?: number;
}

export const DEFAULT_LED_BACKOFF: LedBackoff = { initialMs: 500, maxMs: 5000 };

const configKey = (config: LedBoardConfig): string => JSON.stringify(config);

export class LedManager implements LedLink {
  private readonly links = new Map<string, LedBoardLink>();
  private readonly listeners = new Set<LedStatusListener>();
  private readonly openPort: LedPortFactory;
  private readonly lister: LedPortLister;
  private readonly clock: LedClock;
  private readonly backoff: LedBackoff;
  private readonly statsNotifyMs: number;
  /** Ports still closing after a board was removed or changed: a new link waits for them. */
  private readonly releasing = new Set<Promise<void>>();
  private content: LedFrameContent | null = null;
  private closed = false;

  constructor(options: LedManagerOptions = {}) {
    this.openPort = options.openPort ?? serialPortFactory;
    this.lister = options.listPorts ?? listSerialPorts;
    this.clock = options.clock ?? systemClock;
    this.backoff = options.backoff ?? DEFAULT_LED_BACKOFF;
    this.statsNotifyMs = options.statsNotifyMs ?? 250;
  }

  configure(boards: unknown): LedConfigResult<readonly LedBoardConfig[]> {
    if (this.closed) return { ok: false, errors: ['The LED service has been shut down.'] };
    const parsed = parseLedBoardConfigs(boards);
    if (!parsed.ok) return parsed;
    const wanted = new Map(parsed.value.map((config) => [config.id, config]));
    for (const [id, link] of this.links) {
      const next = wanted.get(id);
      if (next && configKey(next) === configKey(link.config)) continue;
      this.links.delete(id);
      this.track(link.close());
    }
    const pending = Promise.all([...this.releasing]);
    for (const config of parsed.value) {
      if (this.links.has(config.id)) continue;
      const link = new LedBoardLink(
        config,
        {
          openPort: this.openPort,
          listPorts: this.lister,
          clock: this.clock,
          backoff: this.backoff,
          statsNotifyMs: this.statsNotifyMs,
          onStatus: (status) => this.emit(status),
        },
        this.content,
      );
      this.links.set(config.id, link);
      // A changed board may reuse the port its old link still holds: start once that is closed.
      if (this.releasing.size === 0) link.start();
      else void pending.then(() => this.links.get(config.id) === link && !this.closed && link.start());
    }
    return parsed;
  }

  update(view: ScoreboardView): void {
    const content = toLedFrameContent(view);
    if (this.content && sameLedFrameContent(this.content, content)) return;
    this.content = content;
    for (const link of this.links.values()) link.setContent(content);
  }

  status(): readonly LedBoardStatus[] {
    return [...this.links.values()].map((link) => link.status());
  }

  onStatus(listener: LedStatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  testPattern(boardId: string): LedTestResult {
    const link = this.links.get(boardId);
    if (!link) return { ok: false, error: `There is no LED board with the id "${boardId}".` };
    return link.sendTestPattern();
  }

  async listPorts(): Promise<LedPortList> {
    try {
      const ports = await this.lister();
      return { ports: ports.map(toLedPortInfo), error: null, errorCode: null };
    } catch (error) {
      const failure = describePortListError(error);
      return { ports: [], error: failure.text, errorCode: failure.code };
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const closing = [...this.links.values()].map((link) => link.close());
    this.links.clear();
    this.listeners.clear();
    await Promise.all([...closing, ...this.releasing]);
  }

  private track(release: Promise<void>): void {
    this.releasing.add(release);
    void release.then(() => this.releasing.delete(release));
  }

  private emit(status: LedBoardStatus): void {
    for (const listener of this.listeners) {
      try {
        listener(status);
      } catch {
        // The host's listener failing must not stop the boards.
      }
    }
  }
}

/** The boards' link the host drives (electron/host/led-link.ts): the composition root hands it in. */
export function createLedLink(options: LedManagerOptions = {}): LedLink {
  return new LedManager(options);
}
