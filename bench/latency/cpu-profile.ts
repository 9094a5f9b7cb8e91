/** A V8 CPU profile, as CDP's `Profiler.stop` and Node's `--cpu-prof` give it. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly children?: readonly number[];
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples: readonly number[];
  /** µs between samples. */
  readonly timeDeltas: readonly number[];
}
