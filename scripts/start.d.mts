/** Types of scripts/start.mjs (a plain Node script, so that npm start needs no TypeScript). */

export type StartChoice =
  | { readonly mode: 'desktop'; readonly binary: string }
  | { readonly mode: 'headless'; readonly notice: string };

export interface StartStep {
  readonly command: string;
  readonly args: readonly string[];
  readonly shell: boolean;
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
  readonly mode: StartChoice['mode'];
  readonly projectRoot: string;
  readonly args?: readonly string[];
  readonly nodePath?: string;
  readonly platform?: string;
}): StartStep[];

export declare function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<number>;
