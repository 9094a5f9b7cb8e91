import type { EngineCommandMessage } from '../engine/command-schemas';

export type CreateMatchCommandMessage = Extract<EngineCommandMessage, { readonly type: 'CreateMatch' }>;
