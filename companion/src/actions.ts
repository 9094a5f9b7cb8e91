import type { CompanionActionDefinitions, SomeCompanionActionInputField } from '@companion-module/base';
import { API_VERB_NAMES, API_VERBS, type ApiVerb } from '../../shared/contract/api';

/**
 * An action for every verb of the API, made from the contract's verb table: a new verb there is a
 * new action here. The fields a verb takes get an option each (a side, a message, the buzzer, a
 * board); a field this table does not know gets a JSON box, so no verb is ever left out.
 */
const SIDE_CHOICES = [
  { id: 0, label: 'Side 1' },
  { id: 1, label: 'Side 2' },
];

const FIELD_OPTIONS: Readonly<Record<string, readonly SomeCompanionActionInputField[]>> = {
  side: [{ type: 'dropdown', id: 'side', label: 'Side', choices: SIDE_CHOICES, default: 0 }],
  message: [{ type: 'textinput', id: 'message', label: 'Message', default: '', useVariables: true }],
  buzzer: [{ type: 'checkbox', id: 'buzzer', label: 'Buzzer sounds', default: true }],
  overlayLayout: [
    {
      type: 'dropdown',
      id: 'overlayLayout',
      label: 'Layout',
      choices: [
        { id: 'bar', label: 'Bar (lower third)' },
        { id: 'compact', label: 'Compact score bug' },
        { id: 'clocks', label: 'Clocks alone' },
        { id: '', label: 'Each overlay’s own (its URL)' },
      ],
      default: 'bar',
    },
  ],
  table: [{ type: 'number', id: 'table', label: 'Table (0: none featured)', min: 0, max: 999, default: 1 }],
  entry: [
    { type: 'dropdown', id: 'winner', label: 'Board won by', choices: SIDE_CHOICES, default: 0 },
    { type: 'number', id: 'pieces', label: 'Opponent’s pieces left', min: 0, max: 9, default: 0 },
    {
      type: 'dropdown',
      id: 'queen',
      label: 'Queen',
      choices: [
        { id: 'winner', label: 'Covered by the winner' },
        { id: 'loser', label: 'Covered by the loser' },
        { id: 'none', label: 'Not covered' },
      ],
      default: 'none',
    },
  ],
};

const LABELS: Readonly<Record<string, string>> = {
  'start-game-clock': 'Game clock: start',
  'pause-game-clock': 'Game clock: stop',
  'start-stroke-clock': 'Stroke clock: start',
  'reset-stroke-clock': 'Stroke clock: reset',
  'start-time-out': 'Time-out: start',
  'start-interval': 'Interval: start',
  'stop-official-timer': 'Time-out or interval: stop',
  buzzer: 'Buzzer on or off',
  'show-scoreboard': 'Display: scoreboard',
  'show-message': 'Display: message',
  'black-out': 'Display: black-out',
  'record-board': 'Board: record (when the operator allows it)',
  'undo-board': 'Board: undo the last (when the operator allows it)',
  'show-result': 'Display: match result',
  'show-overlay': 'Overlay: show',
  'hide-overlay': 'Overlay: hide',
  'overlay-layout': 'Overlay: layout',
  'feature-table': 'Venue: featured table (the director’s host)',
};

/** The fields a verb's body takes (its command's fields, less the ones the verb fixes). */
export function verbFields(verb: ApiVerb): readonly string[] {
  const entry = API_VERBS[verb] as { command: { shape: object }; fixed?: object; fields?: readonly string[] };
  return (
    entry.fields ??
    Object.keys(entry.command.shape).filter((key) => key !== 'type' && !(key in (entry.fixed ?? {})))
  );
}

function optionsOf(verb: ApiVerb): SomeCompanionActionInputField[] {
  return verbFields(verb).flatMap((field) => {
    // A board's game and number: the board in play when left out, as on the console.
    if (field === 'game' || field === 'board' || field === 'replaceStrokes') return [];
    return [
      ...(FIELD_OPTIONS[field] ?? [{ type: 'textinput', id: field, label: `${field} (JSON)`, default: '' }]),
    ];
  });
}

/** The body a verb is posted with, from its action's options. */
export function bodyOf(verb: ApiVerb, options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of verbFields(verb)) {
    if (field === 'entry') {
      body['entry'] = {
        kind: 'sides',
        winner: Number(options['winner']),
        pieces: Number(options['pieces']),
        queen: options['queen'],
      };
    } else if (field === 'side') {
      body['side'] = Number(options['side']);
    } else if (field === 'overlayLayout') {
      body['overlayLayout'] = options['overlayLayout'] === '' ? null : options['overlayLayout'];
    } else if (field === 'table') {
      const table = Number(options['table']);
      body['table'] = table > 0 ? table : null;
    } else if (FIELD_OPTIONS[field]) {
      body[field] = options[field];
    } else if (typeof options[field] === 'string' && options[field] !== '') {
      body[field] = JSON.parse(options[field]) as unknown;
    }
  }
  return body;
}

export function actionDefinitions(
  act: (verb: ApiVerb, body: Record<string, unknown>) => Promise<void>,
): CompanionActionDefinitions {
  return Object.fromEntries(
    API_VERB_NAMES.map((verb) => [
      verb,
      {
        name: LABELS[verb] ?? verb,
        options: optionsOf(verb),
        callback: async (event) => act(verb, bodyOf(verb, event.options)),
      },
    ]),
  );
}
