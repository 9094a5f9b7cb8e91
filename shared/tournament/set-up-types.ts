import type { EngineCommandMessage } from '../contract/engine-commands';

export type CreateMatchCommandMessage = Extract<EngineCommandMessage, { readonly type: 'CreateMatch' }>;
