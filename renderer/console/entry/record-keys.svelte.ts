/**
 * The console's keys for Undo (with its confirmation), Redo, the doubles opening partner and
 * the forfeit panel. They run inside the match screen's `KeyQueue` like every command key: a
 * key that sends a command returns its promise, and the keys typed after it wait for its result.
 *
 *   U            ask "Undo board 7: Asha 3 + queen?"   then U or Enter undoes, Esc keeps it
 *   O            redo the board last undone (until another board is entered)
 *   X            doubles, before game 2 or 3: the other partner of the opening side breaks first
 *   F            the forfeit panel: 1–3 the side that loses, R/W/L/T the reason, Enter ends the match
 */
import type { CommandMessage } from '../../../shared/contract';
import type { ForfeitKind } from '../../../shared/engine';
import type { ConsoleView } from '../../../shared/views/console-view';
import type { KeyOutcome } from './key-queue';

export type RecordMode = 'undo' | 'forfeit' | null;

export const FORFEIT_KEYS: Readonly<Record<string, ForfeitKind>> = {
  r: 'resigned',
  w: 'walkover',
  l: 'left',
  t: 'technical',
};

export interface RecordKeysOptions {
  /** The console view now on screen, and how many sides the match has; null before a match. */
  readonly current: () => {
    readonly own: ConsoleView;
    readonly sides: number;
    readonly over: boolean;
  } | null;
  readonly send: (command: CommandMessage, success?: string) => Promise<boolean>;
  /** The success notices, in the console's language, worked out when the command is sent. */
  readonly words: {
    readonly undone: (game: number, board: number) => string;
    readonly redone: (game: number, board: number) => string;
    readonly opening: (game: number, player: number) => string;
    readonly forfeit: (by: number, kind: ForfeitKind) => string;
  };
}

export class RecordKeys {
  mode = $state<RecordMode>(null);
  forfeitSide = $state<number | null>(null);
  forfeitKind = $state<ForfeitKind | null>(null);

  constructor(private readonly options: RecordKeysOptions) {}

  /** One key (lower-cased letters); null when the key is not one of these. */
  key(key: string): KeyOutcome | null {
    const now = this.options.current();
    if (!now) return null;
    if (this.mode === 'undo') return this.#undoKey(key, now.own);
    if (this.mode === 'forfeit') return this.#forfeitKey(key, now.sides);
    switch (key) {
      case 'u':
        if (!now.own.undo) return 'ignored';
        this.mode = 'undo';
        return 'handled';
      case 'o':
        return now.own.redo ? this.redo() : 'ignored';
      case 'x':
        return now.own.openingChoice ? this.swapOpening() : 'ignored';
      case 'f':
        if (now.over) return 'ignored';
        this.openForfeit();
        return 'handled';
      default:
        return null;
    }
  }

  /** Any other key cancels the question: it is then handled as usual (null). */
  #undoKey(key: string, own: ConsoleView): KeyOutcome | null {
    if (key === 'u' || key === 'Enter') return this.confirmUndo(own);
    this.mode = null;
    return key === 'Escape' ? 'handled' : null;
  }

  /** While the panel is open every key is its own: nothing reaches the board being typed. */
  #forfeitKey(key: string, sides: number): KeyOutcome {
    if (/^[1-9]$/.test(key) && Number(key) <= sides) this.forfeitSide = Number(key) - 1;
    else if (FORFEIT_KEYS[key]) this.forfeitKind = FORFEIT_KEYS[key];
    else if (key === 'Escape') this.closeForfeit();
    else if (key === 'Enter') return this.confirmForfeit() ?? 'handled';
    return 'handled';
  }

  confirmUndo(own: ConsoleView): KeyOutcome {
    this.mode = null;
    const last = own.undo;
    if (!last) return 'handled';
    const { game, board } = last;
    return this.options.send({ type: 'VoidLastBoard', game, board }, this.options.words.undone(game, board));
  }

  redo(): KeyOutcome {
    const redo = this.options.current()?.own.redo;
    if (!redo) return 'handled';
    const { game, board } = redo;
    return this.options.send({ type: 'RedoBoard', game, board }, this.options.words.redone(game, board));
  }

  swapOpening(): KeyOutcome {
    const choice = this.options.current()?.own.openingChoice;
    if (!choice) return 'handled';
    const player = 1 - choice.player;
    return this.options.send(
      { type: 'ChooseOpeningPlayer', game: choice.game, player },
      this.options.words.opening(choice.game, player),
    );
  }

  openForfeit(): void {
    this.mode = 'forfeit';
    this.forfeitSide = null;
    this.forfeitKind = null;
  }

  closeForfeit(): void {
    this.mode = null;
    this.forfeitSide = null;
    this.forfeitKind = null;
  }

  confirmForfeit(): Promise<boolean> | null {
    const by = this.forfeitSide;
    const kind = this.forfeitKind;
    if (by === null || kind === null) return null;
    this.closeForfeit();
    return this.options.send({ type: 'Forfeit', by, kind }, this.options.words.forfeit(by, kind));
  }
}
