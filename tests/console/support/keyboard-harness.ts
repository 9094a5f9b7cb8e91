/** Drives the console keyboard machine as the screens do, recording what it sends and says. */
import type { CommandMessage } from '../../../shared/contract';
import type { SidesBoardEntry } from '../../../shared/engine';
import { consoleTranslator } from '../../../shared/i18n/console';
import { INITIAL_KEY_STATE, step } from '../../../renderer/console/keyboard/machine';
import type { KeyInput, KeyState, KeyView, Step } from '../../../renderer/console/keyboard/types';

export const env = { t: consoleTranslator('en') };

export function view(patch: Partial<KeyView> = {}): KeyView {
  return {
    type: 'singles',
    names: ['Asha', 'Bruno'],
    phase: 'playing',
    at: { game: 1, board: 1 },
    canEnter: true,
    boardTimeUp: false,
    undo: null,
    redo: null,
    openingChoice: null,
    sideChangeDue: false,
    forfeit: null,
    clocks: { stroke: null, game: null },
    next: null,
    boards: [],
    ...patch,
  };
}

export interface Sent {
  readonly id: number;
  readonly command: CommandMessage;
}

export class Desk {
  state: KeyState;
  readonly sent: Sent[] = [];
  readonly notices: string[] = [];
  /** Every step with the state before it, for the invariants. */
  readonly steps: { readonly before: KeyState; readonly input: KeyInput; readonly step: Step }[] = [];

  constructor(start: KeyView | null = view(), connected = true) {
    this.state = INITIAL_KEY_STATE;
    this.input({ type: 'connection', connected });
    this.input({ type: 'push', view: start });
  }

  input(input: KeyInput): Step {
    const before = this.state;
    const result = step(before, input, env);
    this.state = result.state;
    this.sent.push(...result.commands.map(({ id, command }) => ({ id, command })));
    this.notices.push(...result.notices.map((notice) => notice.text));
    this.steps.push({ before, input, step: result });
    return result;
  }

  type(...keys: string[]): void {
    for (const key of keys) this.input({ type: 'key', key, now: 0 });
  }

  push(patch: Partial<KeyView>): void {
    this.input({ type: 'push', view: view({ ...this.state.view, ...patch }) });
  }

  /** The host answers the command on its way (its push first when accepted, as the host does). */
  answer(accepted: boolean, patch: Partial<KeyView> = {}): void {
    const flight = this.state.inFlight;
    if (!flight) throw new Error('no command on its way');
    if (accepted) this.push(patch);
    this.input({ type: 'settled', id: flight.id, accepted });
  }

  boards(): { game?: number; board?: number; entry: SidesBoardEntry }[] {
    return this.sent.flatMap(({ command }) =>
      command.type === 'RecordBoard' && command.entry.kind === 'sides'
        ? [{ game: command.game, board: command.board, entry: command.entry }]
        : [],
    );
  }

  /** The strokes sent (RecordStroke), where they were sent. */
  strokes(): { board?: number; entry: unknown }[] {
    return this.sent.flatMap(({ command }) =>
      command.type === 'RecordStroke' ? [{ board: command.board, entry: command.entry }] : [],
    );
  }

  /** The umpire's awards sent from the tracking mode (A). */
  awards(): { board?: number; winner: number; pieces: number }[] {
    return this.sent.flatMap(({ command }) =>
      command.type === 'AwardBoard'
        ? [{ board: command.board, winner: command.entry.winner, pieces: command.entry.pieces }]
        : [],
    );
  }

  lastNotice(): string {
    return this.notices.at(-1) ?? '';
  }
}

export const board = (
  winner: number,
  pieces: number,
  queen: 'winner' | 'loser' | 'none',
): SidesBoardEntry => ({ kind: 'sides', winner, pieces, queen, finish: 'normal', extra: 0, timeUp: false });
