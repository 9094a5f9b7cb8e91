import { combineRgb, type CompanionFeedbackDefinitions } from '@companion-module/base';
import type { ApiState } from '../../shared/contract/api';

const ACTIVE = { bgcolor: combineRgb(200, 0, 0), color: combineRgb(255, 255, 255) };

const SIDE_OPTION = {
  type: 'dropdown' as const,
  id: 'side',
  label: 'Side',
  choices: [
    { id: 0, label: 'Side 1' },
    { id: 1, label: 'Side 2' },
  ],
  default: 0,
};

/** What each feedback is true for, from the state (null: not connected). */
export const FEEDBACK_CHECKS = {
  clock_running: (state: ApiState) => state.clocks.game.running || state.clocks.stroke.running,
  time_out_running: (state: ApiState) => state.clocks.timeOut.running,
  match_point: (state: ApiState, side: number) => state.sides[side]?.matchPoint === true,
  breaking: (state: ApiState, side: number) => state.breaker === side,
  black_out: (state: ApiState) => state.display.mode === 'blackout',
} as const;

export function feedbackDefinitions(state: () => ApiState | null): CompanionFeedbackDefinitions {
  const when = (check: (state: ApiState, side: number) => boolean) => (options: Record<string, unknown>) => {
    const now = state();
    return now !== null && check(now, Number(options['side'] ?? 0));
  };
  return {
    clock_running: {
      type: 'boolean',
      name: 'Game or stroke clock running',
      defaultStyle: ACTIVE,
      options: [],
      callback: (feedback) => when(FEEDBACK_CHECKS.clock_running)(feedback.options),
    },
    time_out_running: {
      type: 'boolean',
      name: 'Time-out running',
      defaultStyle: ACTIVE,
      options: [],
      callback: (feedback) => when(FEEDBACK_CHECKS.time_out_running)(feedback.options),
    },
    match_point: {
      type: 'boolean',
      name: 'Match point for a side',
      defaultStyle: ACTIVE,
      options: [SIDE_OPTION],
      callback: (feedback) => when(FEEDBACK_CHECKS.match_point)(feedback.options),
    },
    breaking: {
      type: 'boolean',
      name: 'Side breaking',
      defaultStyle: { bgcolor: combineRgb(255, 255, 255), color: combineRgb(0, 0, 0) },
      options: [SIDE_OPTION],
      callback: (feedback) => when(FEEDBACK_CHECKS.breaking)(feedback.options),
    },
    black_out: {
      type: 'boolean',
      name: 'Display blacked out',
      defaultStyle: ACTIVE,
      options: [],
      callback: (feedback) => when(FEEDBACK_CHECKS.black_out)(feedback.options),
    },
  };
}
