/** Types of scripts/electron-native.mjs (a plain Node script, so that npm start needs no TypeScript). */

export declare const nativeBindingFile: string;
export declare const buildInfoFile: string;

export interface BuildInfo {
  readonly electron: string;
  readonly modulesAbi: string;
  readonly betterSqlite3: string;
  readonly platform: string;
  readonly arch: string;
}

export type NativePlan =
  | { readonly action: 'skip'; readonly reason: string }
  | { readonly action: 'up-to-date'; readonly target: string; readonly reason: string }
  | {
      readonly action: 'build';
      readonly target: string;
      readonly buildInfo: BuildInfo;
      readonly sourceDir: string;
      readonly reason: string;
    };

export interface BuildStep {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
}

export declare function nativeFolderName(modulesAbi: string, platform: string, arch: string): string;

export declare function electronBinary(
  electronDir: string,
  env: Readonly<Record<string, string | undefined>>,
  exists?: (path: string) => boolean,
  readText?: (file: string) => string,
): string | null;

export declare function planElectronNative(options: {
  readonly projectRoot: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly platform?: string;
  readonly arch?: string;
  readonly always?: boolean;
  readonly force?: boolean;
  readonly exists?: (path: string) => boolean;
  readonly readText?: (file: string) => string;
}): NativePlan;

export declare function buildSteps(options: {
  readonly workDir: string;
  readonly buildInfo: BuildInfo;
  readonly prebuildInstall: string;
  readonly nodeGyp: string | null;
  readonly nodePath?: string;
}): BuildStep[];

export declare function copySources(sourceDir: string, workDir: string): void;

export declare function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  log?: (message: string) => void,
): number;
