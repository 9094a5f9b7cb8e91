import { previewBytes } from '../../shared/led/bytes';
import { describeLedPort, type LedBoardConfig } from '../../shared/led/config';
import { ledEncoderFor, type LedEncoder } from '../../shared/led/encoder';
import type { LedFrameContent } from '../../shared/led/frame-content';
import type { LedBoardStatus, LedExplained, LedLinkState, LedNoteCode } from '../../shared/led/status';
import type { LedPort, LedPortFactory, LedPortLister, RawPortInfo } from './port';
import {
  DISCONNECTED,
  describeLinkError,
  describeOpenError,
  describePortListError,
  type LedReason,
} from './serial-errors';

export type TimerHandle = unknown;

/** Time and timers, injectable so tests can drive them. */
export interface LedClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: LedClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface LedBackoff {
  /** Delay before the first reconnection attempt. */
  readonly initialMs: number;
  /** The delay doubles after each failure up to this cap (also the device-match polling period). */
  readonly maxMs: number;
}

export interface LedLinkDeps {
  readonly openPort: LedPortFactory;
  readonly listPorts: LedPortLister;
  readonly clock: LedClock;
  readonly backoff: LedBackoff;
  /** Frame counters are pushed at most this often; state changes go out at once. */
  readonly statsNotifyMs: number;
  readonly onStatus: (status: LedBoardStatus) => void;
}

/** Without a configured delay, the longest wait for an Arduino's ready byte. */
export const DEFAULT_READY_TIMEOUT_MS = 2000;

/** How long a frame may take to leave the computer before the link is considered stuck. */
export function drainTimeoutMs(frameBytes: number, baudRate: number): number {
  const wireMs = ((frameBytes * 12) / baudRate) * 1000;
  return Math.ceil(2000 + 2 * wireMs);
}

function matchesDevice(config: LedBoardConfig, port: RawPortInfo): boolean {
  const wanted = config.port;
  if (wanted.kind !== 'device') return false;
  const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
  if (wanted.serialNumber !== undefined && !same(wanted.serialNumber, port.serialNumber)) return false;
  if (wanted.vendorId !== undefined && !same(wanted.vendorId, port.vendorId)) return false;
  if (wanted.productId !== undefined && !same(wanted.productId, port.productId)) return false;
  return true;
}

/**
 * One board's serial link. Keeps only the latest state: one frame in flight, the next after
 * `drain`; a full frame on connect and as keep-alive; reconnects by itself with back-off.
 */
export class LedBoardLink {
  private readonly encoder: LedEncoder;
  private generation = 0;
  private closed = false;
  private port: LedPort | null = null;
  /** The path in use or being opened; null while a USB adapter is looked for and not found. */
  private openedPath: string | null;
  private state: LedLinkState = 'connecting';
  private reason: LedReason | null = null;
  private note: LedExplained<LedNoteCode> | null = null;
  private reconnectAt: number | null = null;
  private nextBackoffMs: number;

  private connected = false;
  private waitingForReady = false;
  private inFlight = false;
  private setupQueue: Uint8Array[] = [];
  private statePending = false;
  private testPending = false;
  private latest: LedFrameContent | null;

  private framesSent = 0;
  private bytesSent = 0;
  private lastFrameAt: number | null = null;
  private lastFrame: Uint8Array | null = null;

  private reconnectTimer: TimerHandle | null = null;
  private keepAliveTimer: TimerHandle | null = null;
  private readyTimer: TimerHandle | null = null;
  private drainTimer: TimerHandle | null = null;
  private statsTimer: TimerHandle | null = null;

  constructor(
    readonly config: LedBoardConfig,
    private readonly deps: LedLinkDeps,
    initialContent: LedFrameContent | null,
  ) {
    this.encoder = ledEncoderFor(config.protocol);
    this.latest = initialContent;
    this.nextBackoffMs = deps.backoff.initialMs;
    this.openedPath = config.port.kind === 'path' ? config.port.path : null;
  }

  start(): void {
    if (!this.config.enabled) {
      this.setState('not-configured', {
        code: 'disabled',
        text: 'The board is switched off in its settings.',
      });
      return;
    }
    if (this.config.port.kind === 'path' && this.config.port.path.trim() === '') {
      this.setState('not-configured', {
        code: 'not-configured',
        text: 'Choose the port the board is plugged into.',
      });
      return;
    }
    this.connect();
  }

  /** The newest state; sent at once when the link is idle, else right after the frame in flight. */
  setContent(content: LedFrameContent): void {
    this.latest = content;
    this.statePending = true;
    this.pump();
  }

  sendTestPattern(): { readonly ok: true } | { readonly ok: false; readonly error: string } {
    if (!this.connected) {
      const why = this.reason?.text ?? 'it is still connecting';
      return { ok: false, error: `${this.displayName()} is not connected: ${why}` };
    }
    this.testPending = true;
    this.pump();
    return { ok: true };
  }

  status(): LedBoardStatus {
    return {
      id: this.config.id,
      name: this.config.name,
      protocol: this.config.protocol.kind,
      state: this.state,
      reason: this.reason?.text ?? null,
      reasonCode: this.reason?.code ?? null,
      note: this.note?.text ?? null,
      noteCode: this.note?.code ?? null,
      port: this.openedPath,
      reconnectAt: this.reconnectAt,
      framesSent: this.framesSent,
      bytesSent: this.bytesSent,
      lastFrameAt: this.lastFrameAt,
      lastFrame: this.lastFrame ? previewBytes(this.lastFrame) : null,
    };
  }

  /** Stops for good: timers cleared, port closed (resolves once it is, errors swallowed). */
  close(): Promise<void> {
    this.closed = true;
    this.generation += 1;
    this.clearTimers();
    this.clearTimer('statsTimer');
    this.connected = false;
    return this.releasePort();
  }

  private displayName(): string {
    return this.config.name !== '' ? `Board "${this.config.name}"` : `Board ${this.config.id}`;
  }

  // --- connecting -------------------------------------------------------------------------

  private connect(): void {
    if (this.closed) return;
    this.reconnectTimer = null;
    this.reconnectAt = null;
    const generation = ++this.generation;
    if (this.state !== 'error') this.setState('connecting', null);
    const wanted = this.config.port;
    if (wanted.kind === 'path') {
      this.open(generation, wanted.path);
      return;
    }
    this.deps.listPorts().then(
      (ports) => {
        if (generation !== this.generation) return;
        const found = ports.find((port) => matchesDevice(this.config, port));
        if (!found) {
          this.openedPath = null;
          this.fail({
            code: 'device-not-found',
            text: `Waiting for the ${describeLedPort(wanted)}: it is not plugged in.`,
          });
          return;
        }
        this.open(generation, found.path);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.fail(describePortListError(error));
      },
    );
  }

  private open(generation: number, path: string): void {
    this.openedPath = path;
    let port: LedPort;
    try {
      port = this.deps.openPort({
        path,
        baudRate: this.config.baudRate,
        dataBits: this.config.dataBits,
        parity: this.config.parity,
        stopBits: this.config.stopBits,
      });
    } catch (error) {
      this.fail(describeOpenError(error, path));
      return;
    }
    this.port = port;
    // The error listener is attached first and for good: an instance without one crashes the process.
    port.on('error', (error) => {
      if (generation === this.generation) this.fail(describeLinkError(error));
    });
    port.on('close', (error) => {
      if (generation !== this.generation) return;
      this.fail(
        error?.disconnected
          ? DISCONNECTED
          : { code: 'closed-by-system', text: 'The port was closed by the system; reconnecting.' },
      );
    });
    // A reader makes serialport notice an unplug at once (close with `disconnected: true`).
    port.on('data', (data) => {
      if (generation === this.generation) this.onData(data);
    });
    port.open((error) => {
      if (generation !== this.generation) {
        if (!error && port.isOpen) port.close(() => undefined);
        return;
      }
      if (error) this.fail(describeOpenError(error, path));
      else this.onOpened(generation, port);
    });
  }

  private onOpened(generation: number, port: LedPort): void {
    this.note = null;
    if (!this.config.lowerDtrOnOpen) {
      this.awaitBoard(generation);
      return;
    }
    port.set({ dtr: false }, (error) => {
      if (generation !== this.generation) return;
      if (error) {
        this.note = { code: 'dtr-not-lowered', text: `DTR could not be lowered (${error.message}).` };
      }
      this.awaitBoard(generation);
    });
  }

  /** An Arduino restarts when the port opens: wait for its ready byte or for the configured delay. */
  private awaitBoard(generation: number): void {
    const { waitForReadyByte, arduinoResetDelayMs } = this.config;
    if (!waitForReadyByte && arduinoResetDelayMs === 0) {
      this.onReady();
      return;
    }
    this.waitingForReady = waitForReadyByte;
    const waitMs = arduinoResetDelayMs > 0 ? arduinoResetDelayMs : DEFAULT_READY_TIMEOUT_MS;
    this.readyTimer = this.deps.clock.setTimeout(() => {
      this.readyTimer = null;
      if (generation !== this.generation) return;
      if (this.waitingForReady) {
        this.note = { code: 'no-ready-byte', text: `No ready byte within ${waitMs} ms; sending anyway.` };
      }
      this.onReady();
    }, waitMs);
  }

  private onData(data: Buffer): void {
    if (this.waitingForReady && data.includes(this.config.readyByte)) {
      this.clearTimer('readyTimer');
      this.onReady();
    }
  }

  private onReady(): void {
    this.waitingForReady = false;
    this.connected = true;
    this.setupQueue = [...this.encoder.connectFrames];
    this.statePending = this.latest !== null;
    this.setState('connected', null);
    this.pump();
  }

  // --- writing ---------------------------------------------------------------------------

  private pump(): void {
    if (!this.connected || this.inFlight || this.closed) return;
    const port = this.port;
    if (!port || !port.isOpen) {
      this.fail({ code: 'port-not-open', text: 'The port is no longer open; reconnecting.' });
      return;
    }
    const frame = this.takeNextFrame();
    if (frame) this.write(port, frame);
  }

  private takeNextFrame(): Uint8Array | null {
    const setup = this.setupQueue.shift();
    if (setup) return setup;
    if (this.testPending) {
      this.testPending = false;
      return this.encoder.testPattern;
    }
    if (this.statePending && this.latest) {
      this.statePending = false;
      return this.encoder.frame(this.latest);
    }
    return null;
  }

  private write(port: LedPort, frame: Uint8Array): void {
    const generation = this.generation;
    this.inFlight = true;
    this.clearTimer('keepAliveTimer');
    try {
      port.write(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
    } catch (error) {
      this.fail(describeLinkError(error));
      return;
    }
    const timeoutMs = drainTimeoutMs(frame.byteLength, this.config.baudRate);
    this.drainTimer = this.deps.clock.setTimeout(() => {
      this.drainTimer = null;
      if (generation === this.generation) {
        this.fail({
          code: 'drain-timeout',
          text: `The board stopped taking data (a frame did not leave within ${timeoutMs} ms); reconnecting.`,
        });
      }
    }, timeoutMs);
    port.drain((error) => {
      if (generation !== this.generation) return;
      this.clearTimer('drainTimer');
      this.inFlight = false;
      if (error) {
        this.fail(describeLinkError(error));
        return;
      }
      this.onFrameSent(frame);
      this.pump();
    });
  }

  private onFrameSent(frame: Uint8Array): void {
    this.framesSent += 1;
    this.bytesSent += frame.byteLength;
    this.lastFrameAt = this.deps.clock.now();
    this.lastFrame = frame;
    this.nextBackoffMs = this.deps.backoff.initialMs;
    this.armKeepAlive();
    this.notifyStatsSoon();
  }

  private armKeepAlive(): void {
    const { keepAliveMs } = this.config;
    if (keepAliveMs === 0) return;
    this.keepAliveTimer = this.deps.clock.setTimeout(() => {
      this.keepAliveTimer = null;
      this.statePending = this.latest !== null;
      this.pump();
    }, keepAliveMs);
  }

  // --- failures ----------------------------------------------------------------------------

  private fail(reason: LedReason): void {
    if (this.closed) return;
    this.generation += 1;
    this.connected = false;
    this.waitingForReady = false;
    this.inFlight = false;
    this.clearTimers();
    void this.releasePort();
    const delay = this.nextBackoffMs;
    this.nextBackoffMs = Math.min(this.nextBackoffMs * 2, this.deps.backoff.maxMs);
    this.reconnectAt = this.deps.clock.now() + delay;
    this.reconnectTimer = this.deps.clock.setTimeout(() => this.connect(), delay);
    this.setState('error', reason);
  }

  /** Detaches from the current instance (a silent error listener stays) and closes it if open. */
  private releasePort(): Promise<void> {
    const port = this.port;
    this.port = null;
    if (!port) return Promise.resolve();
    port.removeAllListeners('data');
    port.removeAllListeners('close');
    port.removeAllListeners('error');
    // Closing with a write pending emits "Canceled": it must land somewhere harmless.
    port.on('error', () => undefined);
    if (!port.isOpen) return Promise.resolve();
    return new Promise((resolve) => port.close(() => resolve()));
  }

  // --- status ------------------------------------------------------------------------------

  private setState(state: LedLinkState, reason: LedReason | null): void {
    this.state = state;
    this.reason = reason;
    if (state !== 'error') this.reconnectAt = null;
    this.clearTimer('statsTimer');
    this.emitStatus();
  }

  private notifyStatsSoon(): void {
    if (this.statsTimer !== null) return;
    if (this.deps.statsNotifyMs <= 0) {
      this.emitStatus();
      return;
    }
    this.statsTimer = this.deps.clock.setTimeout(() => {
      this.statsTimer = null;
      if (!this.closed) this.emitStatus();
    }, this.deps.statsNotifyMs);
  }

  private emitStatus(): void {
    try {
      this.deps.onStatus(this.status());
    } catch {
      // A failing listener must not stop the link.
    }
  }

  private clearTimer(
    name: 'reconnectTimer' | 'keepAliveTimer' | 'readyTimer' | 'drainTimer' | 'statsTimer',
  ): void {
    const handle = this[name];
    if (handle !== null) this.deps.clock.clearTimeout(handle);
    this[name] = null;
  }

  private clearTimers(): void {
    this.clearTimer('reconnectTimer');
    this.clearTimer('keepAliveTimer');
    this.clearTimer('readyTimer');
    this.clearTimer('drainTimer');
  }
}
