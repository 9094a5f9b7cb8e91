import type { CompanionVariableDefinition, CompanionVariableValues } from '@companion-module/base';
import type { ApiState } from '../../shared/contract/api';

/** m:ss of whole seconds; "" for none. */
function clockText(seconds: number | null): string {
  return seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type Clock = ApiState['clocks']['stroke'];

/** Seconds left now: a running clock ticks from its `endsAt` (host time, with the host's offset). */
export function secondsLeft(clock: Clock, now: number, offsetMs: number): number | null {
  if (clock.seconds === null) return null;
  if (!clock.running || clock.endsAt === null) return clock.seconds;
  return Math.max(0, Math.ceil((clock.endsAt - (now + offsetMs)) / 1000));
}

const CLOCKS = ['stroke', 'game', 'timeOut', 'interval'] as const;
const CLOCK_NAMES = { stroke: 'stroke', game: 'game', timeOut: 'time_out', interval: 'interval' } as const;

export const VARIABLE_DEFINITIONS: CompanionVariableDefinition[] = [
  { variableId: 'name_1', name: 'Side 1: name' },
  { variableId: 'name_2', name: 'Side 2: name' },
  { variableId: 'score_1', name: 'Side 1: score' },
  { variableId: 'score_2', name: 'Side 2: score' },
  { variableId: 'score', name: 'Score, both sides ("13 – 9")' },
  { variableId: 'games_1', name: 'Side 1: games won' },
  { variableId: 'games_2', name: 'Side 2: games won' },
  { variableId: 'board', name: 'Board number' },
  { variableId: 'game', name: 'Game number' },
  { variableId: 'breaker', name: 'Side breaking (1 or 2; empty when none)' },
  { variableId: 'queen_1', name: 'Side 1: queen still counts (Q or empty)' },
  { variableId: 'queen_2', name: 'Side 2: queen still counts (Q or empty)' },
  { variableId: 'phase', name: 'Match state' },
  { variableId: 'display_mode', name: 'Hall display: scoreboard, message or blackout' },
  ...CLOCKS.flatMap((clock) => [
    {
      variableId: `${CLOCK_NAMES[clock]}_clock`,
      name: `${CLOCK_NAMES[clock].replace('_', '-')} clock (m:ss)`,
    },
    {
      variableId: `${CLOCK_NAMES[clock]}_seconds`,
      name: `${CLOCK_NAMES[clock].replace('_', '-')} clock (seconds)`,
    },
  ]),
];

/** Every variable's value from a state, the clocks as they stand at `now`. */
export function variableValues(state: ApiState, now: number, offsetMs: number): CompanionVariableValues {
  const side = (index: number) => state.sides[index];
  const values: CompanionVariableValues = {
    name_1: side(0)?.name ?? '',
    name_2: side(1)?.name ?? '',
    score_1: side(0)?.score ?? 0,
    score_2: side(1)?.score ?? 0,
    score: state.sides.map((entry) => entry.score).join(' – '),
    games_1: side(0)?.games ?? 0,
    games_2: side(1)?.games ?? 0,
    board: state.board,
    game: state.game,
    breaker: state.breaker === null ? '' : state.breaker + 1,
    queen_1: side(0)?.queen ? 'Q' : '',
    queen_2: side(1)?.queen ? 'Q' : '',
    phase: state.phase,
    display_mode: state.display.mode,
  };
  for (const clock of CLOCKS) {
    const seconds = secondsLeft(state.clocks[clock], now, offsetMs);
    values[`${CLOCK_NAMES[clock]}_clock`] = clockText(seconds);
    values[`${CLOCK_NAMES[clock]}_seconds`] = seconds ?? '';
  }
  return values;
}
