import { serverMessageProblem, type ServerMessage } from '../../shared/contract/contract';

/**
 * Every message a test client receives from the host, checked against the contract's schema
 * (shared/contract/wire.ts): a push, result or update the schema does not describe throws, naming
 * the message type and what is wrong, so no test can pass on a message the screens would misread.
 */
export function checkedServerMessage(text: string): ServerMessage {
  const message: unknown = JSON.parse(text);
  const problem = serverMessageProblem(message);
  if (problem) throw new Error(`the host sent ${problem}`);
  return message as ServerMessage;
}
