/**
 * Stops a process once, on SIGINT or SIGTERM: the closers in order (a failing one skips the rest,
 * as a promise chain does), then `last` and exit, whatever happened.
 */
export function shutDownOnSignals(closers: readonly (() => unknown)[], last: () => void): void {
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    void closers
      .reduce<Promise<unknown>>((chain, close) => chain.then(() => close()), Promise.resolve())
      .finally(() => {
        last();
        process.exit(0);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
