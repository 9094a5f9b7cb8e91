import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { BridgeVerb, InvokeVerb } from '../../shared/contract/bridge';

type AnyInvoke = InvokeVerb<readonly $ZodType[], unknown>;
type InvokeNames<Verbs> = {
  [Name in keyof Verbs]: Verbs[Name] extends AnyInvoke ? Name : never;
}[keyof Verbs];

/** The main process's answer to each invoke verb of a table, given its checked arguments. */
export type VerbHandlers<Verbs> = {
  readonly [Name in InvokeNames<Verbs>]: Verbs[Name] extends InvokeVerb<infer Args, infer Answer>
    ? (
        event: IpcMainInvokeEvent,
        ...args: { -readonly [I in keyof Args]: output<Args[I]> }
      ) => Answer | Promise<Answer>
    : never;
};

export type SenderCheck = (
  event: IpcMainInvokeEvent,
) => { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Registers a handler for every invoke verb of a table (shared/contract/bridge.ts's BRIDGE):
 * the sender is checked first, then the arguments against the verb's schemas (extra ones are
 * dropped, missing ones are undefined); a refusal is the verb's own answer with the reason in
 * words, and the handler never runs. Returns the removal of every handler it registered.
 */
export function registerVerbs<Verbs extends Readonly<Record<string, BridgeVerb>>>(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  verbs: Verbs,
  handlers: VerbHandlers<Verbs>,
  sender: SenderCheck,
): () => void {
  const registered: string[] = [];
  for (const [name, verb] of Object.entries(verbs)) {
    if (verb.kind !== 'invoke') continue;
    const handler = (handlers as Readonly<Record<string, (...args: unknown[]) => unknown>>)[name];
    if (typeof handler !== 'function') throw new Error(`No handler for the bridge verb ${name}`);
    const schema = z.tuple(verb.args as unknown as [$ZodType, ...$ZodType[]]);
    ipcMain.handle(verb.channel, (event, ...given: unknown[]) => {
      const from = sender(event);
      if (!from.ok) return verb.refused(from.message);
      const parsed = schema.safeParse(verb.args.map((_schema, index) => given[index]));
      if (!parsed.success) {
        return verb.refused(parsed.error.issues[0]?.message ?? `The ${name} request is not valid.`);
      }
      return handler(event, ...(parsed.data as unknown[]));
    });
    registered.push(verb.channel);
  }
  return () => {
    for (const channel of registered) ipcMain.removeHandler(channel);
  };
}
