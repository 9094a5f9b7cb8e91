import type { z } from 'zod';
import type { ClockCommandType, EngineCommandSchema } from './command-schemas';
import type { DeepReadonly } from './deep-readonly';

/** A command as the contract carries it (command-schemas.ts), after parsing (defaults filled in). */
type CommandAsSent = DeepReadonly<z.output<typeof EngineCommandSchema>>;

/** One object type, not an intersection: what an editor shows and what a type test compares. */
type Flat<T> = { [Key in keyof T]: T[Key] };

/**
 * A clock command with the time the host stamped on it (`at`, epoch ms): the engine never reads
 * a clock. Every other command is as sent.
 */
export type Stamped<C> = C extends { readonly type: ClockCommandType }
  ? Flat<C & { readonly at: number }>
  : C;

/**
 * What the operator (or an imported file) asks the engine to do: inferred from the command
 * schemas, so the engine and the contract have one definition of each command.
 */
export type Command = Stamped<CommandAsSent>;

export type CommandType = Command['type'];
