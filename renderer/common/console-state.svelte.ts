import type {
  CommandMessage,
  CommandResult,
  HostSettings,
  Query,
  QueryData,
  Refusal,
  StatePush,
} from '../../shared/contract';
import type { ConsoleView } from '../../shared/contract/console-view';
import type { ConsoleTranslate, StationTranslate } from '../../shared/i18n/console';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
import { reconcile } from './reconcile';
import { needsTicking } from './ticking';
import type { ConsoleLink, LinkStatus } from './link';
import { refusalText } from '../../shared/contract/refusal-text';
import { Translations } from './translations.svelte';

const LANGUAGE_STORAGE_KEY = 'carrom.console.language';
const NOTICE_MS = 4000;
/**
 * An answer usually comes within a few milliseconds: only a command still unanswered after this
 * long greys the buttons out, so a normal board does not redraw the console twice for nothing.
 */
const BUSY_SHOWN_AFTER_MS = 150;
/** A push waits for the console's next frame, or this long when frames are paused (a hidden page). */
const APPLY_AT_LATEST_MS = 50;
/** How often a running clock's reading is refreshed (only while one runs). */
const TICK_MS = 250;

export interface Notice {
  readonly id: number;
  readonly kind: 'ok' | 'error';
  readonly text: string;
}

/**
 * Everything the console knows: the host's last push (the audience's view plus the console's own:
 * the score sheet, who breaks next, what each possible next board would do), the host's
 * settings, and the last refusal. The console runs no engine: the host works everything out.
 */
export class ConsoleState<T extends StationTranslate = ConsoleTranslate> {
  /** The host's last push; a new one is reconciled into it, so only what changed re-renders. */
  push = $state<StatePush | null>(null);
  /** The console's own part of the last push. Raw: it is replaced whole, never edited. */
  console = $state.raw<ConsoleView | null>(null);
  status = $state<LinkStatus>('connecting');
  settings = $state<HostSettings | null>(null);
  language = $state<Language>(DEFAULT_LANGUAGE);
  refusal = $state<Refusal | null>(null);
  notices = $state<readonly Notice[]>([]);
  /** A command is on its way to the host. */
  pending = $state(false);
  /** A command has waited for its answer for BUSY_SHOWN_AFTER_MS: the buttons say so. */
  busy = $state(false);
  /**
   * Commands whose outcome is not known yet: the host did not answer in time, or the link dropped.
   * Each is kept and sent again with its own id (renderer/lib/client.ts): the screens say so until
   * the host answers ("recorded", or its refusal).
   */
  unknown = $state(0);
  #inFlight = 0;
  #busyTimer: number | undefined;
  /** The host asks this console for the LAN PIN (why, in its words), or null. */
  pinRequest = $state<string | null>(null);
  now = $state(Date.now());
  #hostOffsetMs = 0;
  #tickTimer: number | undefined;
  #noticeId = 0;
  #noticeTimer: number | undefined;
  /** The last push as it came (plain data): what `push` was last made equal to. */
  #lastPush: StatePush | null = null;
  /** The newest push not yet applied (see `#applyAtNextFrame`). */
  #queued: StatePush | null = null;
  /** Commands waiting for the push that shows their result. */
  #revisionWaiters: { readonly revision: number; readonly resolve: (shown: boolean) => void }[] = [];

  readonly #translations = new Translations<T>((language) => this.load(language));
  /** Resolves once the first language's words are loaded: the page mounts then. */
  readonly ready: Promise<void>;
  /** The words of the console's language, in this page's groups (the console's, or a station's). */
  t = $derived(this.#translations.of(this.language));
  view = $derived(this.push?.view ?? null);

  constructor(
    readonly link: ConsoleLink,
    private readonly load: (language: Language) => Promise<T>,
  ) {
    const stored = readStoredLanguage();
    if (stored) this.language = stored;
    this.ready = this.#translations.ready(this.language);
  }

  attach(): () => void {
    const offState = this.link.onState((push) => this.#applyAtNextFrame(push));
    const offSettings = this.link.onSettings((settings) => this.#adoptSettings(settings));
    const offConnection = this.link.onConnection((status) => {
      this.status = status;
      if (status === 'connected') {
        this.pinRequest = null;
        void this.refreshSettings();
      }
    });
    const offPin = this.link.onPinRequired((reason) => (this.pinRequest = reason));
    return () => {
      offState();
      offSettings();
      offConnection();
      offPin();
      window.clearInterval(this.#tickTimer);
      this.#tickTimer = undefined;
    };
  }

  /**
   * A push is applied in the console's next frame, not when it arrives: it shows no sooner
   * either way, and meanwhile the audience display (which got the same push first) has the CPU
   * to itself. Pushes that arrive before that frame are applied together, the newest wins.
   */
  #applyAtNextFrame(push: StatePush): void {
    const scheduled = this.#queued !== null;
    this.#queued = push;
    if (scheduled) return;
    let done = false;
    const apply = (): void => {
      if (done) return;
      done = true;
      window.clearTimeout(fallback);
      const queued = this.#queued;
      this.#queued = null;
      if (queued) this.#apply(queued);
    };
    const fallback = window.setTimeout(apply, APPLY_AT_LATEST_MS);
    window.requestAnimationFrame(apply);
  }

  #apply({ console: own, ...push }: StatePush): void {
    this.#hostOffsetMs = push.serverTime - Date.now();
    this.push = this.push === null ? push : reconcile(this.push, push, this.#lastPush);
    this.#lastPush = push;
    this.console = own ?? null;
    this.now = Date.now();
    this.#tickWhileNeeded();
    this.#releaseWaiters(push.revision);
  }

  /** The clock ticks only while a clock runs: an idle console does no work between pushes. */
  #tickWhileNeeded(): void {
    const needed = needsTicking(this.view?.clocks ?? null, this.hostNow(), null, this.now);
    if (needed && this.#tickTimer === undefined) {
      this.#tickTimer = window.setInterval(() => {
        this.now = Date.now();
        this.#tickWhileNeeded();
      }, TICK_MS);
    } else if (!needed && this.#tickTimer !== undefined) {
      window.clearInterval(this.#tickTimer);
      this.#tickTimer = undefined;
    }
  }

  hostNow(): number {
    return this.now + this.#hostOffsetMs;
  }

  async refreshSettings(): Promise<void> {
    const result = await this.link.query({ type: 'GetSettings' });
    if (result.ok) this.#adoptSettings(result.data as HostSettings);
  }

  #adoptSettings(settings: HostSettings): void {
    const previous = this.settings;
    this.settings = settings;
    // At the first settings, and each time the console's language changes: a phone opened before
    // the operator chose a language follows the choice, unless this browser made its own.
    if (previous === null || previous.consoleLanguage !== settings.consoleLanguage)
      this.adoptHostLanguage(settings.consoleLanguage);
  }

  async ask<Q extends Query>(query: Q): Promise<QueryData[Q['type']] | null> {
    const result = await this.link.query(query);
    if (!result.ok) {
      this.fail(result);
      return null;
    }
    return result.data as QueryData[Q['type']];
  }

  /** Sends a command; a refusal is shown in the console's language, inside `context` when given. */
  async submit(
    command: CommandMessage,
    success?: string,
    context?: (reason: string) => string,
  ): Promise<CommandResult> {
    const { result, unknown } = await this.#send(command);
    if (result.ok) {
      this.refusal = null;
      if (success) this.notify('ok', success);
      else if (unknown) this.notify('ok', this.t('outcomeRecorded'));
    } else {
      this.fail(result, context);
    }
    return result;
  }

  /**
   * Sends a command; while it waits, `pending` (and after a moment `busy`) say so, and `unknown`
   * counts it once its outcome is not known (`onUnknown` is told then): it resolves with the
   * host's real answer, and whether it was ever unknown.
   */
  async #send(
    command: CommandMessage,
    onUnknown?: () => void,
  ): Promise<{ readonly result: CommandResult; readonly unknown: boolean }> {
    if (this.#inFlight++ === 0) {
      this.pending = true;
      this.#busyTimer = window.setTimeout(() => (this.busy = true), BUSY_SHOWN_AFTER_MS);
    }
    let unknown = false;
    try {
      const result = await this.link.submit(command, {
        onUnknown: () => {
          unknown = true;
          this.unknown += 1;
          onUnknown?.();
        },
      });
      return { result, unknown };
    } finally {
      if (unknown) this.unknown -= 1;
      if (--this.#inFlight === 0) {
        window.clearTimeout(this.#busyTimer);
        this.pending = false;
        this.busy = false;
      }
    }
  }

  /**
   * Sends a command and resolves once the console SHOWS its result: true when the host accepted
   * it and its state push has arrived, false when it was refused. The push of an accepted
   * command follows its answer, or comes with the state a new connection is greeted with: it is
   * waited for however long (giving up would show a recorded board as not recorded, and invite
   * it again).
   * Keys typed meanwhile are applied only after this, to the state the operator then sees.
   * `onUnknown`: no answer in time (the command is kept and sent again until the host answers).
   */
  async submitAndShow(command: CommandMessage, success?: string, onUnknown?: () => void): Promise<boolean> {
    const { result, unknown } = await this.#send(command, onUnknown);
    if (!result.ok) {
      this.fail(result);
      return false;
    }
    this.refusal = null;
    const shown = await this.#shown(result.revision);
    // Said with the push that shows it: one frame for both, and never "recorded" before the table has it.
    if (success) this.notify('ok', success);
    else if (unknown) this.notify('ok', this.t('outcomeRecorded'));
    return shown;
  }

  #shown(revision: number): Promise<boolean> {
    if ((this.push?.revision ?? -1) >= revision) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        revision,
        resolve: (shown: boolean) => {
          this.#revisionWaiters = this.#revisionWaiters.filter((other) => other !== waiter);
          resolve(shown);
        },
      };
      this.#revisionWaiters.push(waiter);
    });
  }

  #releaseWaiters(revision: number): void {
    for (const waiter of [...this.#revisionWaiters]) if (waiter.revision <= revision) waiter.resolve(true);
  }

  fail(refusal: Refusal, context: (reason: string) => string = (reason) => reason): void {
    this.refusal = refusal;
    this.notify('error', context(refusalText(refusal, this.t).text));
  }

  givePin(pin: string): void {
    this.pinRequest = null;
    this.link.setPin(pin.trim());
  }

  clearRefusal(): void {
    this.refusal = null;
  }

  /** Takes the error notices off the screen at once (what they were about has been dealt with). */
  withdrawErrors(): void {
    if (this.notices.some((n) => n.kind === 'error'))
      this.notices = this.notices.filter((n) => n.kind !== 'error');
  }

  /**
   * Shows a notice for NOTICE_MS. One timer for the newest: the older notice kept beside it
   * (hidden behind it) was due no later, so both go then. A timer per notice had a fast
   * operator's console wake once for every board typed, seconds after the typing stopped.
   */
  notify(kind: Notice['kind'], text: string): void {
    const notice: Notice = { id: ++this.#noticeId, kind, text };
    this.notices = [...this.notices.slice(-1), notice];
    window.clearTimeout(this.#noticeTimer);
    this.#noticeTimer = window.setTimeout(() => {
      this.#noticeTimer = undefined;
      if (this.notices.length > 0) this.notices = [];
    }, NOTICE_MS);
  }

  setLanguage(language: Language): void {
    this.language = language;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage may be unavailable (private mode): the choice then lasts for this session.
    }
    void this.link.submit({ type: 'SetConsoleLanguage', language });
  }

  /** The host remembers the console language; a browser's own choice wins when it has one. */
  adoptHostLanguage(language: Language): void {
    if (!readStoredLanguage()) this.language = language;
  }
}

function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
