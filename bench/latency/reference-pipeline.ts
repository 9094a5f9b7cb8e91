import type { Pipeline } from './run-pipeline';

export function referencePipeline(origin: string): Pipeline {
  return {
    pressUrl: `${origin}/press`,
    watchUrl: `${origin}/show`,
    watchSelector: '#score',
    keysFor: () => ['x'],
    expectedText: (i) => String(i),
  };
}
