/**
 * Loaded by the client in development builds only (`import.meta.env.DEV`): checks what the host
 * sends against the contract and reports any mismatch on the console. Production builds leave
 * this file and zod out of the screens' bundles.
 */
import './zod-jitless';
import { statePushProblem } from '../../shared/contract/conformance';

export function reportPushProblem(push: unknown): void {
  const problem = statePushProblem(push);
  if (problem) console.error(`Contract check (development build): the host sent ${problem}`);
}
