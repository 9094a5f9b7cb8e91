import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where scripts/electron-native.mjs puts better-sqlite3 built for Electron, one folder per
 * ABI, platform and architecture (keep in step with nativeFolderName in that script; a test
 * checks they agree). node_modules/better-sqlite3/build stays the Node build for the tests.
 */
export function nativeFolderName(modulesAbi: string, platform: string, arch: string): string {
  return `electron-v${modulesAbi}-${platform}-${arch}`;
}

export const nativeBindingFile = 'better_sqlite3.node';

export interface NativeBindingPlace {
  /** Folder holding package.json (unpackaged) — app.getAppPath(). */
  readonly appRoot: string;
  /** process.resourcesPath of a packaged app, where electron-builder copies native/. */
  readonly resourcesPath: string | null;
  readonly modulesAbi: string;
  readonly platform: string;
  readonly arch: string;
}

export function nativeBindingCandidates(place: NativeBindingPlace): readonly string[] {
  const folder = nativeFolderName(place.modulesAbi, place.platform, place.arch);
  const roots = place.resourcesPath ? [place.resourcesPath, place.appRoot] : [place.appRoot];
  return roots.map((root) => join(root, 'native', folder, nativeBindingFile));
}

/**
 * The Electron build of better-sqlite3 to hand to the host, or undefined to let
 * better-sqlite3 look in node_modules (which only works there if that build was made for
 * Electron, e.g. by a packager's own rebuild).
 */
export function findNativeBinding(
  place: NativeBindingPlace,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  return nativeBindingCandidates(place).find((candidate) => exists(candidate));
}

/** The sentence an operator sees when the database module cannot load in Electron. */
export function nativeModuleAdvice(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  if (
    !/NODE_MODULE_VERSION|compiled against a different Node\.js version|better_sqlite3\.node|invalid ELF|not a valid Win32/i.test(
      text,
    )
  ) {
    return null;
  }
  return (
    'The database module (better-sqlite3) has no build for this Electron version. ' +
    'Run "node scripts/electron-native.mjs" once with internet access (npm start does it), then start the app again.'
  );
}
