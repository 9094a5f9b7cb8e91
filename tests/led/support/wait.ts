/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false,
  timeoutMs = 3000,
  everyMs = 5,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = check();
    if (result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects unhandled rejections and uncaught exceptions while a test runs. */
export function trackProcessFailures(): { readonly failures: unknown[]; stop(): void } {
  const failures: unknown[] = [];
  const onFailure = (reason: unknown) => failures.push(reason);
  process.on('unhandledRejection', onFailure);
  process.on('uncaughtException', onFailure);
  return {
    failures,
    stop() {
      process.off('unhandledRejection', onFailure);
      process.off('uncaughtException', onFailure);
    },
  };
}
