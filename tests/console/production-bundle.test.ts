import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The built pages (`npm run build` first): the development-only contract check is not in them. */
describe('production pages', () => {
  const assets = join(import.meta.dirname, '../../out/renderer/assets');
  it('carry no contract check, and the audience pages no zod (npm run build first)', () => {
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => file.startsWith('display-'))).toBe(true);
    for (const file of scripts) {
      const text = readFileSync(join(assets, file), 'utf8');
      expect(text.includes('outside the contract'), file).toBe(false);
      if (!file.startsWith('console-')) expect(text.includes('jitless'), file).toBe(false);
    }
  });
});
