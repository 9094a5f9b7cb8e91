import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The built pages (`npm run build` first): the development-only contract check is not in them. */
describe('production pages', () => {
  const built = join(import.meta.dirname, '../../out/renderer');
  const assets = join(built, 'assets');
  /** Every script an audience page loads: the chunks its HTML names and what they import. */
  const audienceScripts = (): Set<string> => {
    const seen = new Set<string>();
    const stack = ['display', 'overlay', 'venue'].flatMap((page) =>
      [...readFileSync(join(built, page, 'index.html'), 'utf8').matchAll(/"\.\.\/assets\/([^"]+\.js)"/g)].map(
        (match) => match[1] as string,
      ),
    );
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(join(assets, file), 'utf8');
      stack.push(...[...text.matchAll(/(?:from|import)\s*\(?"\.\/([^"]+\.js)"/g)].map((m) => m[1] as string));
    }
    return seen;
  };

  it('carry no contract check, and the audience pages no zod (npm run build first)', () => {
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => file.startsWith('display-'))).toBe(true);
    const audience = audienceScripts();
    expect(audience.size).toBeGreaterThan(2);
    for (const file of scripts) {
      const text = readFileSync(join(assets, file), 'utf8');
      expect(text.includes('outside the contract'), file).toBe(false);
      if (audience.has(file)) expect(text.includes('jitless'), file).toBe(false);
    }
    expect(scripts.some((file) => readFileSync(join(assets, file), 'utf8').includes('jitless'))).toBe(true);
  });
});
