import { describeIssues } from './parse';
import { StatePushSchema } from './push';
import { ServerMessageSchema } from './wire';

/**
 * Checks of what the host sends against the contract, for tests and development builds only
 * (the production hot path trusts the host: a board must reach the audience fast). Each returns
 * a sentence naming what is wrong, or null when the value is what the contract describes.
 */
export function serverMessageProblem(message: unknown): string | null {
  const parsed = ServerMessageSchema.safeParse(message);
  if (parsed.success) return null;
  const type =
    typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  return `a "${String(type)}" message outside the contract: ${describeIssues(parsed.error.issues)}`;
}

export function statePushProblem(push: unknown): string | null {
  const parsed = StatePushSchema.safeParse(push);
  return parsed.success ? null : `a state push outside the contract: ${describeIssues(parsed.error.issues)}`;
}
