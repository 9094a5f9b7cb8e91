import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutWoffFallback } from '../../scripts/build/woff2-only';

const require = createRequire(import.meta.url);
const css = (name: string): string => readFileSync(require.resolve(name), 'utf8');

describe("the bundled fonts' @font-face rules keep only their woff2 source", () => {
  it.each([
    '@fontsource/noto-sans-sc/500.css',
    '@fontsource/noto-sans/700.css',
    '@fontsource/roboto-condensed/600.css',
  ])('%s: every face keeps its woff2 and its unicode-range, and loses the woff', (name) => {
    const before = css(name);
    const after = withoutWoffFallback(before);
    const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;
    expect(count(before, /format\('woff'\)/g)).toBeGreaterThan(0);
    expect(count(after, /format\('woff'\)/g)).toBe(0);
    expect(count(after, /\.woff\)/g)).toBe(0);
    expect(count(after, /@font-face/g)).toBe(count(before, /@font-face/g));
    expect(count(after, /\.woff2\) format\('woff2'\);/g)).toBe(count(before, /@font-face/g));
    expect(count(after, /unicode-range:/g)).toBe(count(before, /unicode-range:/g));
    expect(after.length).toBeLessThan(before.length);
  });

  it('leaves a variable face (woff2 only already) as it is', () => {
    const variable = css('@fontsource-variable/noto-sans-devanagari/wdth.css');
    expect(withoutWoffFallback(variable)).toBe(variable);
  });
});
