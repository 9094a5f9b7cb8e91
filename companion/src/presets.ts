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

type Options = Record<string, string | number | boolean>;

/** A button that only shows (and lights up with a feedback). */
const shows = (category: string, text: string, feedback?: Button['feedback']): Button => ({
  category,
  text,
  ...(feedback ? { feedback } : {}),
});

/** A button that runs a verb of the control API. */
const runs = (
  category: string,
  text: string,
  verb: string,
  options?: Options,
  feedback?: Button['feedback'],
): Button => ({
  category,
  text,
  action: { verb, ...(options ? { options } : {}) },
  ...(feedback ? { feedback } : {}),
});

/** The same button for each of the two sides: `id_1`, `id_2` (side index 0 and 1, names 1 and 2). */
function perSide(id: string, make: (side: 0 | 1, n: 1 | 2) => Button): Record<string, Button> {
  return { [`${id}_1`]: make(0, 1), [`${id}_2`]: make(1, 2) };
}

const BUTTONS: Readonly<Record<string, Button>> = {
  ...perSide('score', (side, n) =>
    shows('Score', `$(carrom:name_${n})\\n$(carrom:score_${n})`, { id: 'breaking', options: { side } }),
  ),
  score: shows('Score', '$(carrom:score)\\nboard $(carrom:board)'),
  games: shows('Score', 'games\\n$(carrom:games_1) – $(carrom:games_2)'),
  ...perSide('match_point', (side, n) =>
    shows('Score', `MP\\n$(carrom:name_${n})`, { id: 'match_point', options: { side } }),
  ),
  game_clock_start: runs('Clocks', 'GAME ▶\\n$(carrom:game_clock)', 'start-game-clock', undefined, {
    id: 'clock_running',
  }),
  game_clock_stop: runs('Clocks', 'GAME ■\\n$(carrom:game_clock)', 'pause-game-clock'),
  stroke_clock_start: runs('Clocks', 'STROKE ▶\\n$(carrom:stroke_clock)', 'start-stroke-clock'),
  stroke_clock_reset: runs('Clocks', 'STROKE ↺', 'reset-stroke-clock'),
  ...perSide('time_out', (side, n) =>
    runs('Clocks', `T/O\\n$(carrom:name_${n})`, 'start-time-out', { side }, { id: 'time_out_running' }),
  ),
  interval: runs('Clocks', 'INTERVAL\\n$(carrom:interval_clock)', 'start-interval'),
  official_stop: runs('Clocks', 'T/O ■\\n$(carrom:time_out_clock)', 'stop-official-timer'),
  scoreboard: runs('Display', 'SCORE-\\nBOARD', 'show-scoreboard'),
  result: runs('Display', 'MATCH\\nRESULT', 'show-result'),
  black_out: runs('Display', 'BLACK\\nOUT', 'black-out', undefined, { id: 'black_out' }),
  message: runs('Display', 'MESSAGE', 'show-message', { message: 'Back shortly' }),
  buzzer_off: runs('Display', 'BUZZER\\nOFF', 'buzzer', { buzzer: false }),
  buzzer_on: runs('Display', 'BUZZER\\nON', 'buzzer', { buzzer: true }),
  overlay_show: runs('Overlay', 'OVERLAY\\nON', 'show-overlay'),
  overlay_hide: runs('Overlay', 'OVERLAY\\nOFF', 'hide-overlay'),
  overlay_compact: runs('Overlay', 'OVERLAY\\nCOMPACT', 'overlay-layout', { overlayLayout: 'compact' }),
  overlay_bar: runs('Overlay', 'OVERLAY\\nBAR', 'overlay-layout', { overlayLayout: 'bar' }),
  feature_table: runs('Venue', 'FEATURE\\nTABLE 1', 'feature-table', { table: 1 }),
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
