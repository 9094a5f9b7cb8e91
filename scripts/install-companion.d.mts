/** Types of scripts/install-companion.mjs (npm's postinstall; plain Node). */

export declare function companionInstall(
  projectRoot: string,
  exists?: (path: string) => boolean,
): readonly string[] | null;

export declare function main(env: Readonly<Record<string, string | undefined>>): number;
