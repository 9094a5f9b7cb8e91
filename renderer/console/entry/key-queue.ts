/**
 * The console's keyboard runs one key at a time, in the order typed. A key that sends a command
 * (Enter on a complete board, the toss, undo, …) holds every key typed after it until the host
 * has answered AND the console shows the new state; the held keys then apply to that new state,
 * so they belong to the next board, never to the one being recorded. If the host refuses the
 * command, the held keys are not applied (they were meant for what came after it) and the
 * operator is told exactly which keys those were.
 */

/** What handling one key did: nothing, a change on screen, or a command the host must answer. */
export type KeyOutcome = 'ignored' | 'handled' | Promise<boolean>;

export interface KeyQueueOptions {
  /** Applies one key to the current state. The promise resolves true when the host accepted. */
  readonly handle: (key: string) => KeyOutcome;
  /** Keys held behind a command that the host refused (or never answered): not applied. */
  readonly onDropped: (keys: readonly string[]) => void;
  /** The held keys changed (to show them while the host is slow). */
  readonly onHeld?: (keys: readonly string[]) => void;
  /** A command started or finished waiting for its result (the screen disables its buttons). */
  readonly onWaiting?: (waiting: boolean) => void;
}

/** Keys a held burst may contain: characters and the entry's editing keys, never Tab or F-keys. */
export function isHoldable(key: string): boolean {
  return key.length === 1 || HOLDABLE_NAMED_KEYS.has(key);
}

const HOLDABLE_NAMED_KEYS = new Set(['Enter', 'Escape', 'Backspace', 'ArrowLeft', 'ArrowRight']);

export class KeyQueue {
  #held: string[] = [];
  #waiting = false;
  #closed = false;

  constructor(private readonly options: KeyQueueOptions) {}

  /** A command is on its way: keys are being held. */
  get waiting(): boolean {
    return this.#waiting;
  }

  get held(): readonly string[] {
    return this.#held;
  }

  /** Takes one key; true when the key is ours (the browser's default action must not run). */
  press(key: string): boolean {
    if (this.#closed) return false;
    if (!this.#waiting) return this.#run(key);
    if (!isHoldable(key)) return false;
    this.#held.push(key);
    this.options.onHeld?.(this.#held.slice());
    return true;
  }

  /** The screen is going away: keys still held are reported, not silently lost. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#drop();
  }

  #run(key: string): boolean {
    const outcome = this.options.handle(key);
    if (outcome === 'ignored') return false;
    if (outcome !== 'handled') {
      this.#setWaiting(true);
      outcome.then(
        (accepted) => this.#settled(accepted),
        () => this.#settled(false),
      );
    }
    return true;
  }

  #settled(accepted: boolean): void {
    this.#waiting = false;
    if (this.#closed) return;
    if (!accepted) this.#drop();
    while (!this.#waiting && this.#held.length > 0) {
      const key = this.#held.shift() as string;
      this.options.onHeld?.(this.#held.slice());
      this.#run(key);
    }
    if (!this.#waiting) this.options.onWaiting?.(false);
  }

  #setWaiting(waiting: boolean): void {
    if (this.#waiting === waiting) return;
    this.#waiting = waiting;
    this.options.onWaiting?.(waiting);
  }

  #drop(): void {
    if (this.#held.length === 0) return;
    const dropped = this.#held;
    this.#held = [];
    this.options.onHeld?.([]);
    this.options.onDropped(dropped);
  }
}

/** How held keys are written for the operator: "2 9 W Enter". */
export function keysText(keys: readonly string[]): string {
  return keys.map((key) => (key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key)).join(' ');
}
