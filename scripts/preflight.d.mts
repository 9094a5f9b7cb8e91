/** Types of scripts/preflight.mjs (the first step of npm test; plain Node). */

export declare const DEFAULT_CHROMIUM_PATH: string;

export interface MissingPackage {
  readonly name: string;
  readonly why: string;
}

export interface Missing {
  readonly packages: readonly MissingPackage[];
  readonly problems: readonly string[];
}

export declare function onPath(
  command: string,
  pathValue?: string,
  executable?: (path: string) => boolean,
): boolean;

export declare function findMissing(options: {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly nodeVersion?: string;
  readonly projectRoot: string;
  readonly executable?: (path: string) => boolean;
  readonly exists?: (path: string) => boolean;
}): Missing;

export declare function preflightMessage(missing: Missing): string | null;

export declare function main(
  env: Readonly<Record<string, string | undefined>>,
  log?: (message: string) => void,
): number;
