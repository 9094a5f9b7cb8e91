import { afterEach, describe, expect, it } from 'vitest';
import type { CompanionActionEvent, CompanionActionContext } from '../../companion/src/sdk';
import { actionDefinitions } from '../../companion/src/actions';
import { ScoreboardConnection, type ConnectionStatus } from '../../companion/src/connection';
import { FEEDBACK_CHECKS } from '../../companion/src/feedbacks';
import { presetDefinitions } from '../../companion/src/presets';
import { VARIABLE_DEFINITIONS, variableValues } from '../../companion/src/variables';
import { API_VERB_NAMES, type ApiState } from '../../shared/contract/api';
import { board } from '../host/fixtures/match-script';
import { waitFor } from '../host/helpers';
import { consoleSubmits, serveApi, type ApiServed } from './api-harness';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Module {
  readonly connection: ScoreboardConnection;
  readonly states: ApiState[];
  readonly statuses: ConnectionStatus[];
}

async function connect(api: ApiServed, key: string): Promise<Module> {
  const states: ApiState[] = [];
  const statuses: ConnectionStatus[] = [];
  const connection = new ScoreboardConnection(
    { host: '127.0.0.1', port: api.port, key },
    { onState: (state) => states.push(state), onStatus: (status) => statuses.push(status) },
  );
  connection.start();
  cleanups.push(() => connection.stop());
  return { connection, states, statuses };
}

/** Presses an action the way Companion calls it. */
function press(
  definitions: ReturnType<typeof actionDefinitions>,
  id: string,
  options: Record<string, unknown> = {},
) {
  const event = {
    id: 'a',
    controlId: 'c',
    actionId: id,
    options,
    surfaceId: undefined,
  } as CompanionActionEvent;
  return definitions[id]!.callback(event, {} as CompanionActionContext);
}

describe('the Companion module against the real host', () => {
  it('receives the state, sets the variables, follows each board, and fires the actions', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    api.startMatch();
    const module = await connect(api, api.key('control', 'Stream Deck 1'));
    await waitFor(() => (module.states.length > 0 ? true : undefined), 'the state on connect');
    expect(module.statuses.at(-1)).toBe('ok');

    const revision = consoleSubmits(api.host, board(0));
    await waitFor(() => (module.connection.current?.revision === revision ? true : undefined), 'the board');
    const values = variableValues(module.connection.current!, Date.now(), module.connection.hostOffsetMs);
    expect(values).toMatchObject({
      name_1: 'Asha',
      name_2: 'Bruno',
      score_1: 9,
      score_2: 0,
      score: '9 – 0',
      games_1: 0,
      board: 2,
      breaker: 2,
      queen_1: 'Q',
    });
    for (const id of Object.keys(values)) expect(VARIABLE_DEFINITIONS.map((v) => v.variableId)).toContain(id);

    const actions = actionDefinitions(async (verb, body) => {
      const answer = await module.connection.act(verb, body);
      if (!answer.ok) throw new Error(answer.message ?? String(answer.status));
    });
    expect(Object.keys(actions)).toEqual(API_VERB_NAMES);
    await press(actions, 'start-time-out', { side: 1 });
    await waitFor(
      () => (module.connection.current?.clocks.timeOut.running ? true : undefined),
      'the time-out',
    );
    const running = variableValues(module.connection.current!, Date.now(), module.connection.hostOffsetMs);
    expect(running['time_out_clock']).toMatch(/^\d+:\d\d$/);
    expect(FEEDBACK_CHECKS.time_out_running(module.connection.current!)).toBe(true);
    await press(actions, 'black-out');
    await waitFor(
      () => (module.connection.current?.display.mode === 'blackout' ? true : undefined),
      'the black-out',
    );
    expect(FEEDBACK_CHECKS.black_out(module.connection.current!)).toBe(true);
    await press(actions, 'show-message', { message: 'Lunch break' });
    expect(api.host.current().display).toMatchObject({ mode: 'message', message: 'Lunch break' });
    // The module's state, rebuilt from the changes, is the host's own.
    await waitFor(
      () => (module.connection.current?.revision === api.host.current().revision ? true : undefined),
      'the last change',
    );
    expect({ ...module.connection.current, serverTime: 0 }).toEqual({
      ...(await (await api.call('/api/v1/state', api.key('read'))).json()),
      serverTime: 0,
      clocks: module.connection.current!.clocks,
    });
  });

  it('says when its key is refused, and every preset names an action and a feedback that exist', async () => {
    const api = await serveApi();
    cleanups.push(() => api.close());
    const module = await connect(api, 'carrom_wrong');
    await waitFor(() => (module.statuses.includes('refused') ? true : undefined), 'the refusal');
    expect(module.states).toEqual([]);
    const actions = new Set<string>(API_VERB_NAMES);
    for (const preset of Object.values(presetDefinitions())) {
      if (preset?.type !== 'button') continue;
      for (const step of preset.steps)
        for (const action of step.down) expect(actions).toContain(action.actionId);
      for (const feedback of preset.feedbacks)
        expect(Object.keys(FEEDBACK_CHECKS)).toContain(feedback.feedbackId);
    }
  });
});
