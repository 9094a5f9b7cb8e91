import {
  InstanceBase,
  InstanceStatus,
  runEntrypoint,
  type SomeCompanionConfigField,
} from '@companion-module/base';
import type { ApiState } from '../../shared/contract/api';
import { actionDefinitions } from './actions';
import { ScoreboardConnection, type ConnectionStatus } from './connection';
import { feedbackDefinitions } from './feedbacks';
import { presetDefinitions } from './presets';
import { VARIABLE_DEFINITIONS, variableValues } from './variables';

interface Config {
  host: string;
  port: number;
  key: string;
}

const STATUS: Readonly<Record<ConnectionStatus, InstanceStatus>> = {
  connecting: InstanceStatus.Connecting,
  ok: InstanceStatus.Ok,
  refused: InstanceStatus.AuthenticationFailure,
  disconnected: InstanceStatus.Disconnected,
};

/** The Carrom scoreboard in Bitfocus Companion: its connection, actions, feedbacks, variables and presets. */
class CarromScoreboardInstance extends InstanceBase<Config> {
  private connection: ScoreboardConnection | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;

  async init(config: Config): Promise<void> {
    this.setVariableDefinitions(VARIABLE_DEFINITIONS);
    this.setFeedbackDefinitions(feedbackDefinitions(() => this.connection?.current ?? null));
    this.setPresetDefinitions(presetDefinitions());
    this.setActionDefinitions(
      actionDefinitions(async (verb, body) => {
        const answer = await this.connection?.act(verb, body);
        if (answer && !answer.ok) this.log('warn', `${verb}: ${answer.message ?? `HTTP ${answer.status}`}`);
      }),
    );
    await this.configUpdated(config);
    // Running clocks tick between the host's changes.
    this.ticker = setInterval(() => this.showState(this.connection?.current ?? null), 250);
  }

  async configUpdated(config: Config): Promise<void> {
    this.connection?.stop();
    this.connection = new ScoreboardConnection(
      { host: config.host, port: Number(config.port), key: config.key },
      {
        onState: (state) => {
          this.showState(state);
          this.checkFeedbacks();
        },
        onStatus: (status, message) => this.updateStatus(STATUS[status], message),
      },
    );
    this.connection.start();
  }

  async destroy(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    this.connection?.stop();
  }

  getConfigFields(): SomeCompanionConfigField[] {
    return [
      { type: 'textinput', id: 'host', label: 'Scoreboard host address', width: 8, default: '127.0.0.1' },
      { type: 'number', id: 'port', label: 'Port', width: 4, min: 1, max: 65535, default: 5170 },
      {
        type: 'textinput',
        id: 'key',
        label: 'API key (from the console’s settings)',
        width: 12,
        default: '',
      },
    ];
  }

  private showState(state: ApiState | null): void {
    if (state) this.setVariableValues(variableValues(state, Date.now(), this.connection?.hostOffsetMs ?? 0));
  }
}

runEntrypoint(CarromScoreboardInstance, []);
