/** Types of scripts/fetch-electron.mjs (a plain Node script, so that npm start needs no TypeScript). */

type Env = Readonly<Record<string, string | undefined>>;

export interface DownloadDetails {
  readonly version: string;
  readonly artifactName: 'electron';
  readonly force: boolean;
  readonly cacheRoot: string | undefined;
  readonly checksums: Readonly<Record<string, string>> | undefined;
  readonly platform: string;
  readonly arch: string;
}

export interface FetchFailure {
  readonly kind: 'connection' | 'http' | 'checksum' | 'disk' | 'other';
  readonly why: string;
  readonly retry: string;
}

/** What node_modules/electron/install.js passes to `downloadArtifact`, from the same environment. */
export declare function downloadDetails(
  electronDir: string,
  env: Env,
  platform?: string,
  arch?: string,
): DownloadDetails;

/** The download site's "host[:port]", from ELECTRON_MIRROR (or npm's electron_mirror) or GitHub. */
export declare function downloadHost(env: Env): string;

export declare function describeFailure(
  error: unknown,
  context: { readonly host: string; readonly stallSeconds: number },
): FetchFailure;

export declare function fallbackNotice(failure: Pick<FetchFailure, 'why' | 'retry'>): string;

export declare function installScriptError(stderr: string, status: number | string | null): Error;

export declare function fetchElectron(options: {
  readonly electronDir: string;
  readonly env?: Env;
  readonly write?: (text: string) => void;
}): Promise<{ readonly ok: true } | { readonly ok: false; readonly notice: string }>;
