import { parseCommand } from '../../shared/contract/contract';
import { EMPTY_STATE, decide, evolve, type Command, type MatchState } from '../../shared/engine/index';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';

/** An ICF singles match, as a console would set it up. */
export const ICF_MATCH = {
  type: 'CreateMatch',
  matchType: 'singles',
  sides: [
    { name: 'Asha', players: ['Asha'] },
    { name: 'Bruno', players: ['Bruno'] },
  ],
  rules: 'icf',
  stage: 'early',
  info: { event: 'Bench open', round: 'Round 1', table: '1' },
} as const;

export const TOSS = { type: 'RecordToss', winner: 0, choice: 'break' } as const;

/** A board as the operator types it on the console: winner key, pieces digit, queen key, Enter. */
export interface BoardKeys {
  readonly winner: 0 | 1;
  readonly pieces: number;
}

/** The n-th board of a deterministic but irregular sequence (games of different lengths and winners). */
export function boardAt(n: number): BoardKeys {
  const mix = Math.imul(n + 1, 0x9e3779b1) >>> 0;
  // Mostly alternating winners, with runs now and then, so games end in different ways.
  const winner = ((mix >>> 7) % 5 < 3 ? n : n + 1) % 2 === 0 ? 0 : 1;
  return { winner, pieces: 1 + ((mix >>> 11) % 9) };
}

export const keysOf = (board: BoardKeys): readonly string[] => [
  String(board.winner + 1),
  String(board.pieces),
  'l',
  'Enter',
];

export const boardCommand = (board: BoardKeys) =>
  ({
    type: 'RecordBoard',
    entry: { kind: 'sides', winner: board.winner, pieces: board.pieces, queen: 'loser' },
  }) as const;

/** The engine's account of the match the benchmark plays: what the display must show. */
export class MatchModel {
  private state: MatchState = EMPTY_STATE;

  apply(message: unknown): void {
    const parsed = parseCommand(message);
    if (!parsed.ok) throw new Error(parsed.message);
    // The host starts every CreateMatch as a new match, whatever is current.
    if (parsed.value.type === 'CreateMatch') this.state = EMPTY_STATE;
    const decision = decide(this.state, parsed.value as Command);
    if (!decision.ok)
      throw new Error(`the model refused ${JSON.stringify(message)}: ${decision.violation.message}`);
    this.state = decision.events.reduce(evolve, this.state);
  }

  view(): ScoreboardView {
    return toScoreboardView(this.state);
  }

  /** The display's two score elements, as measure.ts joins them: "12|9". */
  scoresText(): string {
    return this.view()
      .sides.map((side) => String(side.score))
      .join('|');
  }

  /**
   * What the match needs before the next board can be typed, and that is not a board: a new
   * match once one is over, the toss, the extra-board toss, the side change of law 60.
   */
  nextChore(): unknown {
    const view = this.view();
    if (view.phase === 'setup' || view.phase === 'matchOver') return ICF_MATCH;
    if (view.phase === 'toss') return TOSS;
    if (view.phase === 'extraBoardToss') return { type: 'RecordExtraBoardToss', game: view.game, winner: 0 };
    if (view.sideChangeDue) return { type: 'RecordSideChange', game: view.game };
    return null;
  }

  /**
   * Sends the host every chore that is due and keeps the model in step; resolves to the host's
   * revision after the last one, or null when none was due.
   */
  async playChores(host: { command(body: unknown): Promise<number> }): Promise<number | null> {
    let revision: number | null = null;
    for (let chore = this.nextChore(); chore !== null; chore = this.nextChore()) {
      revision = await host.command(chore);
      this.apply(chore);
    }
    return revision;
  }
}
