/** Types of scripts/start.mjs (a plain Node script, so that npm start needs no TypeScript). */

export type StartChoice =
  | { readonly mode: 'desktop'; readonly binary: string }
  | { readonly mode: 'fetch'; readonly electronDir: string }
  | { readonly mode: 'headless'; readonly notice: string };

export interface StartStep {
  readonly command: string;
  readonly args: readonly string[];
  readonly shell: boolean;
  /** What the step is, in the sentence about a signal death: "build", "host", "desktop app". */
  readonly what: string;
}

/** Path of the Electron executable, or null where the package was installed without its binary. */
export declare function electronBinary(
  electronDir: string,
  env: Readonly<Record<string, string | undefined>>,
  exists?: (path: string) => boolean,
  readText?: (file: string) => string,
): string | null;

export declare function chooseStart(options: {
  readonly projectRoot: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly exists?: (path: string) => boolean;
  readonly readText?: (file: string) => string;
}): StartChoice;

export declare function startCommands(options: {
  readonly mode: 'desktop' | 'headless';
  readonly projectRoot: string;
  readonly args?: readonly string[];
  readonly nodePath?: string;
  readonly platform?: string;
}): StartStep[];

/** "segmentation fault (SIGSEGV)" for SIGSEGV; "signal SIGXYZ" for one without words. */
export declare function signalInWords(signal: string): string;

/** The exit code and the sentence (or null) for a step that ended with `code` or by `signal`. */
export declare function stepOutcome(options: {
  readonly what: string;
  readonly code: number | null;
  readonly signal: string | null;
  readonly relayed?: readonly string[];
}): { readonly exitCode: number; readonly message: string | null };

export declare function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<number>;
