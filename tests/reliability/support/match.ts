import { parseCommand } from '../../../shared/contract/contract';
import { EMPTY_STATE, decide, evolve, type Command, type MatchState } from '../../../shared/engine/index';
import { toScoreboardView } from '../../../shared/views/scoreboard-view';
import type { ScoreboardView } from '../../../shared/contract/scoreboard-view';
import { ashaAgainstBruno, ASHA_BREAKS } from '../../support/matches';

/** A free-play match: no target, no board limit, so boards can be entered without end. */
export const FREE_PLAY_MATCH = ashaAgainstBruno('free-play', { event: 'Reliability', table: '1' });

export const TOSS = ASHA_BREAKS;

/** Board number `index` of a deterministic stream: winners alternate, pieces 1–9, queen to the loser. */
export function boardCommand(index: number) {
  return {
    type: 'RecordBoard',
    entry: { kind: 'sides', winner: index % 2, pieces: 1 + ((index * 7) % 9), queen: 'loser' },
  } as const;
}

/** The engine's own account of what a stream of commands must lead to. */
export class ExpectedMatch {
  private state: MatchState = EMPTY_STATE;

  apply(message: unknown): this {
    const parsed = parseCommand(message);
    if (!parsed.ok) throw new Error(`test command refused by the contract: ${parsed.message}`);
    const decision = decide(this.state, parsed.value as Command);
    if (!decision.ok) throw new Error(`test command refused by the engine: ${decision.violation.message}`);
    this.state = decision.events.reduce(evolve, this.state);
    return this;
  }

  get current(): MatchState {
    return this.state;
  }

  view(): ScoreboardView {
    return toScoreboardView(this.state);
  }

  /** The scores as the display shows them, e.g. "12|9". */
  scoresText(): string {
    return this.view()
      .sides.map((side) => String(side.score))
      .join('|');
  }
}

export { seededRandom } from '../../support/seeded-random';
