import type { z } from 'zod';
import { ENGINE_COMMAND_SCHEMAS, type EngineCommandMessage } from '../engine/command-schemas';
import { HOST_COMMAND_SCHEMAS, type HostCommandMessage } from './host-commands';
import { LIMITS } from './limits';
import { QUERY_SCHEMAS, type Query } from './queries';
import { refusal, type Refusal } from './results';
import { plainDataProblem } from './safe-value';

export type CommandMessage = EngineCommandMessage | HostCommandMessage;
export type CommandType = CommandMessage['type'];

type Parsed<T> = { readonly ok: true; readonly value: T } | Refusal;

type TypedSchema = z.ZodType & { readonly shape: { readonly type: { readonly value: string } } };

const byType = (schemas: readonly TypedSchema[]): ReadonlyMap<string, z.ZodType> =>
  new Map(schemas.map((schema) => [schema.shape.type.value, schema]));

const COMMANDS = byType([...ENGINE_COMMAND_SCHEMAS, ...HOST_COMMAND_SCHEMAS]);
const QUERIES = byType(QUERY_SCHEMAS);

export const COMMAND_TYPES: readonly string[] = [...COMMANDS.keys()];
export const QUERY_TYPES: readonly string[] = [...QUERIES.keys()];

/** Checks a command from any client. Never throws: bad input becomes a refusal in words. */
export function parseCommand(message: unknown): Parsed<CommandMessage> {
  return parseTyped<CommandMessage>(message, COMMANDS, 'command', 'unknown_command');
}

export function parseQuery(message: unknown): Parsed<Query> {
  return parseTyped<Query>(message, QUERIES, 'query', 'unknown_query');
}

function parseTyped<T>(
  message: unknown,
  schemas: ReadonlyMap<string, z.ZodType>,
  what: 'command' | 'query',
  unknownCode: 'unknown_command' | 'unknown_query',
): Parsed<T> {
  try {
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return refusal('invalid_message', `A ${what} must be an object with a "type".`);
    }
    const problem = plainDataProblem(message);
    if (problem) return refusal('invalid_message', `The ${what} was refused: ${problem}.`);
    const type: unknown = (message as Record<string, unknown>)['type'];
    if (typeof type !== 'string') return refusal('invalid_message', `A ${what} must have a "type" text.`);
    const schema = schemas.get(type);
    if (!schema) return refusal(unknownCode, `Unknown ${what} "${clip(type)}".`);
    const result = schema.safeParse(message, { reportInput: true });
    if (!result.success) {
      return refusal(
        'invalid_message',
        `The ${what} "${type}" is not valid: ${describeIssues(result.error.issues)}.`,
      );
    }
    return { ok: true, value: result.data as T };
  } catch (_error) {
    return refusal('invalid_message', `The ${what} could not be read.`);
  }
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Turns schema issues into a short sentence: where, and what was expected. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
      return where + describeIssue(issue);
    })
    .join('; ');
}

const EXPECTED: Readonly<Record<string, string>> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${clip(key)}"`).join(', ')}`;
    case 'invalid_type':
      return 'input' in issue && issue.input !== undefined
        ? `expected ${EXPECTED[issue.expected] ?? issue.expected}`
        : 'is missing';
    case 'too_big':
      return issue.origin === 'string'
        ? `is too long (at most ${String(issue.maximum)} characters)`
        : `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string' ? 'must not be empty' : `must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return issue.message.length <= LIMITS.issueText ? issue.message : 'is not valid';
  }
}
