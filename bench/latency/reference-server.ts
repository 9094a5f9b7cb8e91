/**
 * The reference pipeline's server in a process of its own, as the product's host runs in one:
 * `npx tsx bench/latency/reference-server.ts` prints its origin and stops on SIGTERM.
 */
import { startReference } from './reference';

const reference = await startReference();
process.stdout.write(`Reference on ${reference.origin}\n`);
process.once('SIGTERM', () => {
  void reference.close().then(() => process.exit(0));
});
