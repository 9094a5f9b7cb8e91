import type { IpcRenderer } from 'electron';
import type { BridgeApi, BridgeVerb } from '../../shared/contract/bridge';
import { listenerFeed } from './preload-state';

/**
 * The object a preload exposes for a table of verbs (shared/contract/bridge.ts's BRIDGE): a
 * named function per verb, never ipcRenderer itself. A feed keeps the latest value for a late
 * subscriber; an invoke passes only the arguments the verb declares.
 */
export function preloadApi<Verbs extends Readonly<Record<string, BridgeVerb>>>(
  ipc: Pick<IpcRenderer, 'on' | 'invoke'>,
  verbs: Verbs,
): BridgeApi<Verbs> {
  const api: Record<string, unknown> = {};
  for (const [name, verb] of Object.entries(verbs)) {
    if (verb.kind === 'feed') {
      api[name] = listenerFeed(ipc, verb.channel, name);
    } else {
      const count = verb.args.length;
      api[name] = (...args: unknown[]): Promise<unknown> => ipc.invoke(verb.channel, ...args.slice(0, count));
    }
  }
  return api as BridgeApi<Verbs>;
}
