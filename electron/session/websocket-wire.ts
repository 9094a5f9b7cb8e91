import {
  ClientMessageSchema,
  describeIssues,
  plainDataProblem,
  refusal,
  type ClientMessage,
  type RequestId,
  type ServerMessage,
} from '../../shared/contract';

export type Decoded =
  | { readonly ok: true; readonly request: ClientMessage }
  | { readonly ok: false; readonly reply: ServerMessage };

const refused = (id: RequestId | null, message: string): Decoded => ({
  ok: false,
  reply: { type: 'result', id, result: refusal('invalid_message', message) },
});

/**
 * Reads one WebSocket frame as the contract's envelope {type: "command" | "query", id, …}, or
 * gives the refusal to send back (with the request's id when it has a usable one).
 */
export function decodeFrame(text: string | null): Decoded {
  if (text === null) return refused(null, 'Messages must be JSON text.');
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch (_error) {
    return refused(null, 'The message is not valid JSON.');
  }
  // Texts are checked with the command or query inside, whose refusal carries the request's id.
  const problem = plainDataProblem(message, { checkText: false });
  if (problem) return refused(null, `The message was refused: ${problem}.`);
  const envelope = ClientMessageSchema.safeParse(message);
  if (!envelope.success) {
    return refused(
      requestIdOf(message),
      `A message must be {type: "command" | "query", id, …}: ${describeIssues(envelope.error.issues)}.`,
    );
  }
  return { ok: true, request: envelope.data };
}

function requestIdOf(message: unknown): RequestId | null {
  if (typeof message !== 'object' || message === null) return null;
  const id = (message as Record<string, unknown>)['id'];
  return (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id.length <= 64)
    ? id
    : null;
}
