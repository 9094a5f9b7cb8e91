import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcile, samePlain } from '../../renderer/common/reconcile';
import { needsTicking } from '../../renderer/common/ticking';
import { STALE_AFTER_MS } from '../../renderer/common/connection-health';

/** Wraps a value so that every property write (at any depth) is counted, as reactive state would see it. */
function counted<T extends object>(value: T): { state: T; writes: string[] } {
  const writes: string[] = [];
  // One proxy per object, as reactive state hands out: reading the same property twice gives the same value.
  const proxies = new WeakMap<object, object>();
  const wrap = (target: object, path: string): object => {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        const child: unknown = Reflect.get(object, key, receiver);
        return typeof child === 'object' && child !== null ? wrap(child, `${path}.${String(key)}`) : child;
      },
      set(object, key, next) {
        writes.push(`${path}.${String(key)}`);
        return Reflect.set(object, key, next);
      },
      defineProperty(object, key, descriptor) {
        writes.push(`${path}.${String(key)}`);
        return Reflect.defineProperty(object, key, descriptor);
      },
      deleteProperty(object, key) {
        writes.push(`delete ${path}.${String(key)}`);
        return Reflect.deleteProperty(object, key);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  return { state: wrap(value, '') as T, writes };
}

const push = (score: number, lastPieces: number | null) => ({
  revision: score,
  view: {
    phase: 'playing',
    sides: [
      { name: 'Asha', score, breaks: score % 2 === 0 },
      { name: 'Bruno', score: 4, breaks: score % 2 === 1 },
    ],
    lastBoard: lastPieces === null ? null : { board: 3, pieces: lastPieces },
    games: [{ number: 1, scores: [score, 4] }],
  },
});

describe('a new push reconciled into the screen state', () => {
  it('writes only the values that changed', () => {
    const { state, writes } = counted(push(7, 5));
    reconcile(state, push(9, 5));
    expect(writes.sort()).toEqual(['.revision', '.view.sides.0.score', '.view.games.0.scores.0'].sort());
    expect(JSON.parse(JSON.stringify(state))).toEqual(push(9, 5));
  });

  it('changes nothing when the push says the same', () => {
    const { state, writes } = counted(push(7, 5));
    reconcile(state, push(7, 5));
    expect(writes).toEqual([]);
  });

  it('replaces what changes shape, and drops what is gone', () => {
    const { state, writes } = counted<Record<string, unknown>>({ ...push(7, null), extra: { a: 1 } });
    reconcile(state, push(7, 6));
    expect(writes.sort()).toEqual(['.view.lastBoard', 'delete .extra'].sort());
    expect(JSON.parse(JSON.stringify(state))).toEqual(push(7, 6));
  });

  it('shortens and lengthens arrays in place', () => {
    const target = { games: [{ n: 1 }, { n: 2 }, { n: 3 }] };
    const kept = target.games;
    reconcile(target, { games: [{ n: 1 }] });
    expect(target.games).toBe(kept);
    expect(target.games).toEqual([{ n: 1 }]);
    reconcile(target, { games: [{ n: 1 }, { n: 5 }] });
    expect(target.games).toEqual([{ n: 1 }, { n: 5 }]);
  });

  it('always ends equal to the new push, whatever the two were (JSON data)', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, (before, after) => {
        const target = { value: structuredClone(before) };
        reconcile(target, { value: after });
        expect(target.value).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });
});

describe('when a read-only screen ticks', () => {
  const idle = { stroke: { seconds: 15, startedAt: null }, game: null };

  it('does nothing between pushes while nothing on it changes with time', () => {
    expect(needsTicking(idle, 1_000_000, null, 1_000_000)).toBe(false);
    expect(needsTicking(null, 1_000_000, null, 1_000_000)).toBe(false);
    const paused = {
      stroke: null,
      game: { limitMs: 60_000, usedMs: 1_000, runningSince: null, expired: false },
    };
    expect(needsTicking(paused, 1_000_000, null, 1_000_000)).toBe(false);
    const expired = {
      stroke: null,
      game: { limitMs: 60_000, usedMs: 60_000, runningSince: 5, expired: true },
    };
    expect(needsTicking(expired, 1_000_000, null, 1_000_000)).toBe(false);
  });

  it('ticks while a clock counts down, and stops once the stroke clock shows 0', () => {
    const stroke = { stroke: { seconds: 15, startedAt: 100_000 }, game: null };
    expect(needsTicking(stroke, 114_999, null, 0)).toBe(true);
    expect(needsTicking(stroke, 115_000, null, 0)).toBe(false);
    const running = { stroke: null, game: { limitMs: 60_000, usedMs: 0, runningSince: 5, expired: false } };
    expect(needsTicking(running, 1_000_000, null, 0)).toBe(true);
    // The host's dues clock (law 88): until it shows 0.
    const dues = { stroke: null, game: null, dues: { seconds: 15, startedAt: 100_000, toPlace: [1, 0] } };
    expect(needsTicking(dues, 114_999, null, 0)).toBe(true);
    expect(needsTicking(dues, 115_000, null, 0)).toBe(false);
  });

  it('ticks while the connection is lost, until the score is marked stale', () => {
    expect(needsTicking(idle, 0, 10_000, 10_000 + STALE_AFTER_MS - 1)).toBe(true);
    expect(needsTicking(idle, 0, 10_000, 10_000 + STALE_AFTER_MS)).toBe(false);
  });
});

describe('a push reconciled with the previous one at hand', () => {
  it('reads none of the state where the two pushes agree', () => {
    const reads: string[] = [];
    const state = new Proxy(push(7, 5), {
      get(object, key) {
        reads.push(String(key));
        return Reflect.get(object, key);
      },
    });
    reconcile(state, push(7, 5), push(7, 5));
    expect(reads).toEqual([]);
  });

  it('ends equal to the new push, whatever the three were (JSON data)', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, (before, after) => {
        const target = { value: structuredClone(before) };
        reconcile(target, { value: after }, { value: before });
        expect(target.value).toEqual(after);
        expect(samePlain(target.value, after)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
