/**
 * A reference for the console keyboard, written apart from the machine (renderer/console/keyboard)
 * as a plain reading of the rules an operator is told, for two sides on the match screen:
 *
 *  - A board is winner, pieces, queen, then Enter. The first digit that names a side is the
 *    winner; the digits after it are the pieces, the last one counts; except that when exactly one
 *    side's digit was applied after a winner typed as a digit, a further digit makes that one the
 *    winner and itself the pieces (`1 2 6` is side 2 with 6). → picks the last side. W/L/N name the
 *    queen once there is a winner. Backspace forgets the last field filled, Esc the whole board.
 *  - Enter on a whole board sends it, to the board the screen shows. Until the host has answered
 *    and the screen shows the result, the keys typed wait; then they apply in order.
 *  - A refused board stays on screen: nothing typed after it (waiting or not) applies until Esc
 *    (forget it) or Backspace (forget its last field).
 *  - U asks "undo?" when there is a board to undo: U or Enter undo, Esc keeps; any other key is
 *    refused and nothing applies after it until Esc or Backspace.
 *  - Offline, keys do nothing; the keys waiting when the link went down are lost (and said so).
 *  - Alt+N goes to screen N once everything typed before it has applied; only screen 1 takes keys.
 *  - K with no board typed opens the tracking mode (K again, or Esc with no stroke typed, closes
 *    it). There a stroke is O (own C/m +1, at most 9), P (the opponent's +1, at most 9), Q, S, I
 *    (the queen, the striker, improper: on or off); Enter sends the stroke typed (if any), N sends
 *    "nothing pocketed" when nothing is typed, U takes the last stroke back when nothing is typed;
 *    Backspace forgets the last of those keys, Esc the whole stroke. Every other key does nothing.
 *    A refused stroke stays on screen and blocks like a refused board; an accepted one is cleared.
 *  - In the tracking mode, A with no stroke typed starts the umpire's award: the first 1 or 2 is
 *    the side it goes to (other digits do nothing until then), every digit after it is the C/m
 *    counted (the last one counts; none: 0). Enter with a side sends it (a penalty finish, no
 *    extra points, to the board shown) and it is then answered like a stroke; Backspace forgets
 *    the last of its keys (A itself too), Esc the whole award. Every other key does nothing.
 *  - While the players must change sides (law 60, "Players change sides now… Y"), Y records the
 *    change (it is then answered as any command). U, Esc and Backspace do what they always do (in
 *    the tracking mode K too); any other key types a board or a stroke before the change: it is
 *    refused, and nothing applies after it until Esc or Backspace. Elsewhere Y does nothing.
 */
import type { SidesBoardEntry } from '../../../shared/engine';

export type RefEvent =
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'ack' }
  | { readonly kind: 'refuse' }
  | { readonly kind: 'down' }
  | { readonly kind: 'up' }
  | {
      readonly kind: 'push';
      readonly board: number;
      readonly undo: boolean;
      /** The change of sides of law 60 is due (its question is on screen). */
      readonly sideChange?: boolean;
    };

/** A stroke as the RecordStroke command carries it (false and 0 left out). */
export type RefStroke = Readonly<Record<string, number | boolean>>;

export interface TypedStroke {
  readonly board: number;
  readonly entry: RefStroke;
}

interface StrokeFields {
  own: number;
  opp: number;
  queen: boolean;
  striker: boolean;
  improper: boolean;
}

const NO_STROKE: StrokeFields = { own: 0, opp: 0, queen: false, striker: false, improper: false };

export interface TypedAward {
  readonly board: number;
  readonly winner: number;
  readonly pieces: number;
}

interface AwardFields {
  side: number | null;
  pieces: number;
}

export interface TypedBoard {
  readonly board: number;
  readonly entry: SidesBoardEntry;
}

interface Fields {
  winner: number | null;
  pieces: number | null;
  queen: 'winner' | 'loser' | 'none' | null;
}

export class KeyboardReference {
  readonly typed: TypedBoard[] = [];
  readonly strokes: TypedStroke[] = [];
  readonly awards: TypedAward[] = [];
  /** The award being typed (null: none), and what it was before each of its keys. */
  award: AwardFields | null = null;
  awardBefore: (AwardFields | null)[] = [];
  tracking = false;
  stroke: StrokeFields = { ...NO_STROKE };
  /** The stroke before each key that changed it, for Backspace. */
  strokeBefore: StrokeFields[] = [];
  online = true;
  screen = 1;
  waitingFor: 'board' | 'undo' | 'stroke' | 'sideChange' | null = null;
  sideChange = false;
  /** How many times the change of sides was sent (Y). */
  sideChanges = 0;
  waitingKeys: string[] = [];
  blocked = false;
  asking = false;
  board = 1;
  canUndo = false;
  fields: Fields = { winner: null, pieces: null, queen: null };
  /** The board keys applied since the winner was typed as a digit (null: not typed as a digit). */
  sinceWinnerDigit: string[] | null = null;

  apply(event: RefEvent): void {
    switch (event.kind) {
      case 'key':
        return this.press(event.key);
      case 'down':
        this.online = false;
        this.waitingKeys = [];
        return;
      case 'up':
        this.online = true;
        return;
      case 'push':
        this.board = event.board;
        this.canUndo = event.undo;
        this.sideChange = event.sideChange ?? false;
        if (!this.canUndo) this.asking = false;
        return;
      case 'ack':
        return this.answered(true);
      case 'refuse':
        return this.answered(false);
    }
  }

  private answered(accepted: boolean): void {
    const what = this.waitingFor;
    if (what === null) return;
    this.waitingFor = null;
    const keys = this.waitingKeys;
    this.waitingKeys = [];
    if (!accepted) {
      if (what === 'board' || what === 'stroke') this.blocked = true;
      return;
    }
    if (what === 'board') this.forgetBoard();
    if (what === 'stroke') this.forgetStroke();
    for (const key of keys) this.press(key);
  }

  private press(key: string): void {
    const screen = /^Alt\+(\d)$/.exec(key);
    if (screen) {
      if (this.waitingFor) this.waitingKeys.push(key);
      else this.screen = Number(screen[1]);
      return;
    }
    if (this.screen !== 1 || !this.online) return;
    if (this.waitingFor) {
      this.waitingKeys.push(key);
      return;
    }
    if (this.blocked && this.tracking) {
      if (key === 'Escape') {
        this.blocked = false;
        this.forgetStroke();
      } else if (key === 'Backspace') {
        this.blocked = false;
        this.strokeBack();
      }
      return;
    }
    if (this.blocked) {
      if (key === 'Escape') {
        this.blocked = false;
        if (this.asking) this.asking = false;
        else this.forgetBoard();
      } else if (key === 'Backspace') {
        this.blocked = false;
        if (!this.asking) this.forgetLastField();
      }
      return;
    }
    if (this.asking) {
      if (key === 'u' || key === 'Enter') {
        this.asking = false;
        this.waitingFor = 'undo';
      } else if (key === 'Escape') this.asking = false;
      else this.blocked = true;
      return;
    }
    if (this.sideChange) {
      if (key === 'y') {
        this.sideChanges += 1;
        this.waitingFor = 'sideChange';
        return;
      }
      const free = this.tracking ? ['Escape', 'Backspace', 'u', 'k'] : ['Escape', 'Backspace', 'u'];
      if (!free.includes(key)) {
        this.blocked = true;
        return;
      }
    }
    if (this.tracking) return this.trackKey(key);
    if (key === 'k') {
      const f = this.fields;
      if (f.winner === null && f.pieces === null && f.queen === null) this.tracking = true;
      return;
    }
    if (key === 'u') {
      if (this.canUndo) this.asking = true;
      return;
    }
    this.boardKey(key);
  }

  private trackKey(key: string): void {
    if (this.award) return this.awardKey(this.award, key);
    const s = this.stroke;
    // A stroke whose keys cancel out (Q Q) still counts as typed: N and U wait for Esc.
    const typedAny = this.strokeBefore.length > 0;
    const change = (next: Partial<StrokeFields>): void => {
      this.strokeBefore.push({ ...s });
      this.stroke = { ...s, ...next };
    };
    if (key === 'o' && s.own < 9) change({ own: s.own + 1 });
    else if (key === 'p' && s.opp < 9) change({ opp: s.opp + 1 });
    else if (key === 'q') change({ queen: !s.queen });
    else if (key === 's') change({ striker: !s.striker });
    else if (key === 'i') change({ improper: !s.improper });
    else if (key === 'Backspace') this.strokeBack();
    else if (key === 'a') {
      if (!typedAny) {
        this.awardBefore = [null];
        this.award = { side: null, pieces: 0 };
      }
    } else if (key === 'Escape') {
      if (typedAny) this.forgetStroke();
      else this.tracking = false;
    } else if (key === 'k') {
      if (!typedAny) this.tracking = false;
    } else if (key === 'n') {
      if (!typedAny) this.sendStroke();
    } else if (key === 'Enter') {
      if (typedAny) this.sendStroke();
    } else if (key === 'u') {
      if (!typedAny) this.waitingFor = 'undo';
    }
  }

  private sendStroke(): void {
    const s = this.stroke;
    const entry: Record<string, number | boolean> = {};
    if (s.own > 0) entry['own'] = s.own;
    if (s.opp > 0) entry['opp'] = s.opp;
    if (s.queen) entry['queen'] = true;
    if (s.striker) entry['striker'] = true;
    if (s.improper) entry['improper'] = true;
    this.strokes.push({ board: this.board, entry });
    this.waitingFor = 'stroke';
  }

  private awardKey(award: AwardFields, key: string): void {
    const change = (next: AwardFields): void => {
      this.awardBefore.push({ ...award });
      this.award = next;
    };
    if (/^[0-9]$/.test(key)) {
      const n = Number(key);
      if (award.side !== null) change({ ...award, pieces: n });
      else if (n === 1 || n === 2) change({ ...award, side: n - 1 });
    } else if (key === 'Backspace') this.strokeBack();
    else if (key === 'Escape') this.forgetStroke();
    else if (key === 'Enter' && award.side !== null) {
      this.awards.push({ board: this.board, winner: award.side, pieces: award.pieces });
      this.waitingFor = 'stroke';
    }
  }

  private strokeBack(): void {
    if (this.award) {
      this.award = this.awardBefore.pop() ?? null;
      return;
    }
    const before = this.strokeBefore.pop();
    if (before) this.stroke = before;
  }

  private forgetStroke(): void {
    this.stroke = { ...NO_STROKE };
    this.strokeBefore = [];
    this.award = null;
    this.awardBefore = [];
  }

  private boardKey(key: string): void {
    const f = this.fields;
    if (/^[0-9]$/.test(key)) return this.digit(Number(key));
    if (key === 'ArrowRight') {
      this.fill('winner', 1);
      this.sinceWinnerDigit = null;
    } else if (key === 'w' || key === 'l' || key === 'n') {
      if (f.winner === null) return;
      this.fill('queen', key === 'w' ? 'winner' : key === 'l' ? 'loser' : 'none');
      this.noteApplied(key);
    } else if (key === 'Escape') {
      this.forgetBoard();
    } else if (key === 'Backspace') {
      this.forgetLastField();
    } else if (key === 'Enter') {
      if (f.winner === null || f.pieces === null || f.queen === null) return;
      const entry: SidesBoardEntry = {
        kind: 'sides',
        winner: f.winner,
        pieces: f.pieces,
        queen: f.queen,
        finish: 'normal',
        extra: 0,
        timeUp: false,
      };
      this.typed.push({ board: this.board, entry });
      this.waitingFor = 'board';
    }
  }

  private digit(n: number): void {
    const isSide = n === 1 || n === 2;
    if (this.fields.winner === null) {
      if (!isSide) return;
      this.fill('winner', n - 1);
      this.sinceWinnerDigit = [];
      return;
    }
    const since = this.sinceWinnerDigit;
    if (since && since.length === 1 && (since[0] === '1' || since[0] === '2')) {
      this.fields.winner = Number(since[0]) - 1;
      this.fill('pieces', n);
      this.sinceWinnerDigit = null;
      return;
    }
    this.fill('pieces', n);
    this.noteApplied(String(n));
  }

  private noteApplied(key: string): void {
    if (this.sinceWinnerDigit) this.sinceWinnerDigit = [...this.sinceWinnerDigit, key];
  }

  private fill<K extends keyof Fields>(field: K, value: Fields[K]): void {
    this.fields[field] = value;
  }

  private forgetBoard(): void {
    this.fields = { winner: null, pieces: null, queen: null };
    this.sinceWinnerDigit = null;
  }

  /** Backspace: the field last in the order winner → pieces → queen that is filled. */
  private forgetLastField(): void {
    const order: (keyof Fields)[] = ['queen', 'pieces', 'winner'];
    const last = order.find((name) => this.fields[name] !== null);
    if (last) this.fields[last] = null;
    this.sinceWinnerDigit = null;
  }
}
