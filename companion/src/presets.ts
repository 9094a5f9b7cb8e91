import { combineRgb, type CompanionPresetDefinitions } from '@companion-module/base';

const WHITE = combineRgb(255, 255, 255);
const BLACK = combineRgb(0, 0, 0);
const RED = combineRgb(200, 0, 0);

interface Button {
  readonly category: string;
  readonly text: string;
  readonly action?: { readonly verb: string; readonly options?: Record<string, string | number | boolean> };
  readonly feedback?: { readonly id: string; readonly options?: Record<string, number> };
}

const BUTTONS: Readonly<Record<string, Button>> = {
  score_1: {
    category: 'Score',
    text: '$(carrom:name_1)\\n$(carrom:score_1)',
    feedback: { id: 'breaking', options: { side: 0 } },
  },
  score_2: {
    category: 'Score',
    text: '$(carrom:name_2)\\n$(carrom:score_2)',
    feedback: { id: 'breaking', options: { side: 1 } },
  },
  score: { category: 'Score', text: '$(carrom:score)\\nboard $(carrom:board)' },
  games: { category: 'Score', text: 'games\\n$(carrom:games_1) – $(carrom:games_2)' },
  match_point_1: {
    category: 'Score',
    text: 'MP\\n$(carrom:name_1)',
    feedback: { id: 'match_point', options: { side: 0 } },
  },
  match_point_2: {
    category: 'Score',
    text: 'MP\\n$(carrom:name_2)',
    feedback: { id: 'match_point', options: { side: 1 } },
  },
  game_clock_start: {
    category: 'Clocks',
    text: 'GAME ▶\\n$(carrom:game_clock)',
    action: { verb: 'start-game-clock' },
    feedback: { id: 'clock_running' },
  },
  game_clock_stop: {
    category: 'Clocks',
    text: 'GAME ■\\n$(carrom:game_clock)',
    action: { verb: 'pause-game-clock' },
  },
  stroke_clock_start: {
    category: 'Clocks',
    text: 'STROKE ▶\\n$(carrom:stroke_clock)',
    action: { verb: 'start-stroke-clock' },
  },
  stroke_clock_reset: { category: 'Clocks', text: 'STROKE ↺', action: { verb: 'reset-stroke-clock' } },
  time_out_1: {
    category: 'Clocks',
    text: 'T/O\\n$(carrom:name_1)',
    action: { verb: 'start-time-out', options: { side: 0 } },
    feedback: { id: 'time_out_running' },
  },
  time_out_2: {
    category: 'Clocks',
    text: 'T/O\\n$(carrom:name_2)',
    action: { verb: 'start-time-out', options: { side: 1 } },
    feedback: { id: 'time_out_running' },
  },
  interval: {
    category: 'Clocks',
    text: 'INTERVAL\\n$(carrom:interval_clock)',
    action: { verb: 'start-interval' },
  },
  official_stop: {
    category: 'Clocks',
    text: 'T/O ■\\n$(carrom:time_out_clock)',
    action: { verb: 'stop-official-timer' },
  },
  scoreboard: { category: 'Display', text: 'SCORE-\\nBOARD', action: { verb: 'show-scoreboard' } },
  black_out: {
    category: 'Display',
    text: 'BLACK\\nOUT',
    action: { verb: 'black-out' },
    feedback: { id: 'black_out' },
  },
  message: {
    category: 'Display',
    text: 'MESSAGE',
    action: { verb: 'show-message', options: { message: 'Back shortly' } },
  },
  buzzer_off: {
    category: 'Display',
    text: 'BUZZER\\nOFF',
    action: { verb: 'buzzer', options: { buzzer: false } },
  },
  buzzer_on: {
    category: 'Display',
    text: 'BUZZER\\nON',
    action: { verb: 'buzzer', options: { buzzer: true } },
  },
};

/** A page of buttons that works out of the box: scores, clocks, the hall display. */
export function presetDefinitions(): CompanionPresetDefinitions {
  return Object.fromEntries(
    Object.entries(BUTTONS).map(([id, button]) => [
      id,
      {
        type: 'button' as const,
        category: button.category,
        name: button.text.replaceAll('\\n', ' '),
        style: { text: button.text, size: 'auto' as const, color: WHITE, bgcolor: BLACK },
        steps: [
          {
            down: button.action
              ? [{ actionId: button.action.verb, options: button.action.options ?? {} }]
              : [],
            up: [],
          },
        ],
        feedbacks: button.feedback
          ? [
              {
                feedbackId: button.feedback.id,
                options: button.feedback.options ?? {},
                style: { bgcolor: RED, color: WHITE },
              },
            ]
          : [],
      },
    ]),
  );
}
