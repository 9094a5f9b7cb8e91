/** Types of scripts/restore-electron.mjs (npm's postinstall; plain Node). */

export interface RestorePlan {
  readonly version: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

export declare function restorePlan(options: {
  readonly projectRoot: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly exists?: (path: string) => boolean;
  readonly readText: (file: string) => string;
}): RestorePlan | null;

export declare function main(
  env: Readonly<Record<string, string | undefined>>,
  log?: (message: string) => void,
): number;
