/*
 * Issue 42 item 5: the screens' scripts and styles are minified in the build. electron-vite leaves
 * a renderer unminified by default (its pages load from disk in the Electron shell), but the
 * host's web server sends the same files to the umpire's and timekeeper's phones over the hall's
 * Wi-Fi, where every kilobyte and every line to parse counts. Reads the build (`npm run build`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS } from '../support/built-screens';

const ASSETS = join(BUILT_SCREENS, 'assets');

function built(extension: '.js' | '.css'): { name: string; text: string }[] {
  if (!existsSync(ASSETS)) throw new Error('out/renderer is missing: run `npm run build` first.');
  return readdirSync(ASSETS)
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ name, text: readFileSync(join(ASSETS, name), 'utf8') }));
}

describe('the built screens are minified', () => {
  it('every script: no source comments, no module banners, few lines', () => {
    const scripts = built('.js');
    expect(scripts.length).toBeGreaterThan(5);
    for (const { name, text } of scripts) {
      // The bundler's "// renderer/common/fonts.ts" banners and the sources' doc comments.
      expect(text, name).not.toMatch(/^\/\/ (renderer|shared|node_modules)\//m);
      expect(text, name).not.toMatch(/^\s*\/\*\*\s*$/m);
      expect(text.split('\n').length, `${name}: lines`).toBeLessThan(Math.max(20, text.length / 2000));
    }
  });

  it('every stylesheet: no indentation left', () => {
    for (const { name, text } of built('.css')) expect(text, name).not.toMatch(/\n {2}\S/);
  });
});
