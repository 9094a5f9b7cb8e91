import type { CDPSession } from 'playwright-core';

/** One of Chromium's trace events, as the benches read them (Playwright types them as string maps). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time in the event (µs): what preemption by other processes does not inflate. */
  readonly tdur?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly type?: string;
      readonly functionName?: string;
      readonly url?: string;
      readonly lineNumber?: number;
      readonly timerId?: number;
    };
  };
}

/** The page's trace events (`categories`) while `run` runs. */
export async function traced(
  cdp: CDPSession,
  categories: string,
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (message: { value: readonly object[] }): void =>
    void events.push(...(message.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await run();
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}
