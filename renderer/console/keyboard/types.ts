import type { CommandMessage } from '../../../shared/contract';
import type { ForfeitKind, PocketedBoardEntry, SidesBoardEntry } from '../../../shared/engine';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import type { MatchType } from '../../../shared/rules/ruleset';
import type { NextBoard } from '../../../shared/contract/console-view';
import type { ClockView, LiveBoardView, MatchPhase } from '../../../shared/contract/scoreboard-view';
import type { BoardDraft } from '../entry/draft';

/** The console's screens, in the order of their Alt+N keys. */
export const TABS = [
  'match',
  'setup',
  'matches',
  'corrections',
  'display',
  'led',
  'settings',
  'tournament',
] as const;
export type Tab = (typeof TABS)[number];

export interface BoardRef {
  readonly game: number;
  readonly board: number;
}

/** A board on the record, as the correction list shows it (null entry: not a two-side board). */
export interface RecordedBoard extends BoardRef {
  readonly entry: SidesBoardEntry | null;
}

/**
 * What the keyboard needs to know of the match, taken from the host's last push (the console
 * runs no engine): the screen projects its `ConsoleView` into this on every push.
 */
export interface KeyView {
  readonly type: MatchType;
  readonly names: readonly string[];
  readonly phase: MatchPhase;
  /** Where the next board goes, as this console believes (sent along with it). */
  readonly at: BoardRef;
  /** Boards can be entered (not a damaged record). */
  readonly canEnter: boolean;
  /** T marks "time ran out in this board" on the draft (a timed ruleset without a game clock). */
  readonly boardTimeUp: boolean;
  readonly undo: BoardRef | null;
  readonly redo: BoardRef | null;
  /** Doubles, before game 2 or 3: the partner who breaks first, and the opening side's players. */
  readonly openingChoice: {
    readonly game: number;
    readonly player: number;
    readonly players: readonly string[];
  } | null;
  readonly sideChangeDue: boolean;
  /** The forfeit on record (it can be withdrawn), or null. */
  readonly forfeit: { readonly by: number; readonly kind: ForfeitKind } | null;
  readonly clocks: ClockView;
  /** What each board typed next would do (for the points in the "recorded" notice), or null. */
  readonly next: NextBoard | null;
  /** Every board on the record, in order (the correction list). */
  readonly boards: readonly RecordedBoard[];
  /** The board in play when it is tracked stroke by stroke (by this console or /umpire), else null. */
  readonly live?: LiveBoardView | null;
}

export type Prompt =
  | { readonly kind: 'none' }
  | { readonly kind: 'undo' }
  | {
      readonly kind: 'forfeit';
      readonly side: number | null;
      readonly reason: ForfeitKind | null;
      /** Enter was pressed on a complete choice: the panel asks to confirm what it records. */
      readonly confirming: boolean;
    }
  /** C with a board half typed: the console asks before throwing it away. */
  | { readonly kind: 'correct' }
  /** F on a match ended by a forfeit: "Withdraw the forfeit?" */
  | { readonly kind: 'withdraw' }
  /** An early "time up" asked by the first T, waiting for the second. */
  | { readonly kind: 'timeUp'; readonly left: string }
  /** Enter on a board typed over a board tracked stroke by stroke: "Replace its strokes?" */
  | { readonly kind: 'replace' };

/** A stroke being typed in the tracking mode, as the keys that built it (Backspace takes the last back). */
export interface TrackDraft {
  readonly keys: readonly string[];
}

export interface CorrectionEditor extends BoardRef {
  readonly original: SidesBoardEntry;
  readonly draft: BoardDraft;
  /** Nothing typed yet: the recorded board is shown, and a digit starts it again from the winner. */
  readonly untouched: boolean;
}

/** What the command on its way is, to know what its acceptance clears and to name it if refused. */
export type Sent =
  | { readonly kind: 'board'; readonly text: string; readonly board: number }
  | { readonly kind: 'correction'; readonly text: string }
  | { readonly kind: 'toss' }
  | { readonly kind: 'extraToss' }
  | { readonly kind: 'forfeit' }
  | { readonly kind: 'three' }
  /** A stroke or foul of the tracking mode (see track-keys.ts): refused, it stays on screen. */
  | { readonly kind: 'stroke'; readonly text: string }
  | { readonly kind: 'other' };

/**
 * An entry the host refused stays on screen with its refusal until the operator acts on it (Esc
 * clears it, Backspace edits it): keys typed after it are counted here, never applied.
 */
export interface Refused {
  /** The screen it is on (its keys are counted there; the other screens' keys work as usual). */
  readonly tab: Tab;
  /** What was refused, in words ("Board 3 (Asha won · …)", "The key 9"). */
  readonly after: string;
  readonly keys: readonly string[];
}

export interface KeyState {
  readonly view: KeyView | null;
  readonly connected: boolean;
  readonly tab: Tab;
  readonly draft: BoardDraft;
  readonly toss: { readonly winner: number | null; readonly choice: 'break' | 'side' | null };
  readonly extraToss: number | null;
  readonly prompt: Prompt;
  readonly correction: { readonly selected: number | null; readonly editing: CorrectionEditor | null };
  /** The tracking mode (K): the keys of the stroke being typed, or null outside it. */
  readonly track: TrackDraft | null;
  /**
   * The command on its way: keys typed meanwhile are held, then applied to what it changed. Once
   * its outcome is not known (`unknown`: no answer in time, the link dropped) keys are refused,
   * not held, until the host answers: the operator is typing again what may be recorded already.
   */
  readonly inFlight: { readonly id: number; readonly sent: Sent; readonly unknown?: boolean } | null;
  readonly held: readonly string[];
  readonly refused: Refused | null;
  readonly nextId: number;
  /** The host's time at the last key (a held key replays at it: only T's question reads it). */
  readonly hostNow: number;
}

export type KeyInput =
  /** A key as `KeyboardEvent.key` names it (Alt+1…7 as "Alt+1"); `now` is the host's time. */
  | { readonly type: 'key'; readonly key: string; readonly now: number }
  /** The three-player form's Enter: the figures typed in its fields, through the same queue. */
  | { readonly type: 'three'; readonly entry: PocketedBoardEntry }
  /** A click on a row of the correction list: opens the editor on it, as ↑/↓ and Enter would. */
  | { readonly type: 'openRow'; readonly index: number }
  | { readonly type: 'push'; readonly view: KeyView | null }
  /** The command `id` was answered and its result shown (accepted), or refused / lost. */
  | { readonly type: 'settled'; readonly id: number; readonly accepted: boolean }
  /** The command `id` got no answer in time (or the link dropped): its outcome is not known yet. */
  | { readonly type: 'unknown'; readonly id: number }
  | { readonly type: 'connection'; readonly connected: boolean };

export interface Outgoing {
  readonly id: number;
  readonly command: CommandMessage;
  /** Said once the console shows the result. */
  readonly success: string | null;
}

export interface Notice {
  readonly kind: 'ok' | 'error';
  readonly text: string;
}

export interface Step {
  readonly state: KeyState;
  readonly commands: readonly Outgoing[];
  readonly notices: readonly Notice[];
  /** The key was the console's (the browser's default action must not run). */
  readonly handled: boolean;
}

export interface KeyEnv {
  readonly t: ConsoleTranslate;
}
