import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KeyQueue, isHoldable, keysText, type KeyOutcome } from '../../renderer/console/entry/key-queue';

interface Pending {
  readonly key: string;
  readonly settle: (accepted: boolean) => void;
}

/** A queue whose Enter sends a command that the test answers by hand. */
function harness(
  handle: (key: string) => 'ignored' | 'handled' | 'command' = (key) =>
    key === 'Enter' ? 'command' : 'handled',
) {
  const handled: string[] = [];
  const dropped: string[][] = [];
  /** Every key as it was handled or reported, in the order that happened. */
  const log: string[] = [];
  const pending: Pending[] = [];
  let waitingNow = false;
  const queue = new KeyQueue({
    handle: (key): KeyOutcome => {
      if (queue.waiting) throw new Error(`key ${key} handled while a command was on its way`);
      handled.push(key);
      log.push(key);
      const kind = handle(key);
      if (kind !== 'command') return kind;
      return new Promise<boolean>((resolve) => pending.push({ key, settle: resolve }));
    },
    onDropped: (keys) => {
      dropped.push([...keys]);
      log.push(...keys);
    },
    onWaiting: (waiting) => (waitingNow = waiting),
  });
  const answer = async (accepted: boolean): Promise<void> => {
    pending.shift()!.settle(accepted);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, handled, dropped, log, pending, answer, waiting: () => waitingNow };
}

const typeAll = (queue: KeyQueue, keys: readonly string[]): boolean[] => keys.map((key) => queue.press(key));

describe('the console key queue', () => {
  it('given no command on its way, when keys are typed, then each is handled at once in order', () => {
    const { queue, handled } = harness();
    typeAll(queue, ['1', '9', 'w']);
    expect(handled).toEqual(['1', '9', 'w']);
  });

  it('given a board being recorded, when the next board is typed, then it waits and belongs to the next board', async () => {
    const { queue, handled, answer, waiting } = harness();
    typeAll(queue, ['1', '9', 'w', 'Enter', '2', '9', 'w', 'Enter']);
    expect(handled).toEqual(['1', '9', 'w', 'Enter']);
    expect(queue.held).toEqual(['2', '9', 'w', 'Enter']);
    expect(waiting()).toBe(true);
    await answer(true);
    expect(handled).toEqual(['1', '9', 'w', 'Enter', '2', '9', 'w', 'Enter']);
    expect(queue.held).toEqual([]);
    await answer(true);
    expect(waiting()).toBe(false);
  });

  it('given a board the host refuses, when keys were typed after it, then they are reported, not applied', async () => {
    const { queue, handled, dropped, answer, waiting } = harness();
    typeAll(queue, ['1', '0', 'w', 'Enter', '2', '9', 'w', 'Enter']);
    await answer(false);
    expect(handled).toEqual(['1', '0', 'w', 'Enter']);
    expect(dropped).toEqual([['2', '9', 'w', 'Enter']]);
    expect(waiting()).toBe(false);
    queue.press('Backspace');
    expect(handled.at(-1)).toBe('Backspace');
  });

  it('given a command that fails outright (the link broke), then it counts as refused', async () => {
    const { queue, dropped } = harness();
    const failing = new KeyQueue({
      handle: (key) => (key === 'Enter' ? Promise.reject(new Error('gone')) : 'handled'),
      onDropped: (keys) => dropped.push([...keys]),
    });
    typeAll(failing, ['Enter', '1']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dropped).toEqual([['1']]);
    expect(queue.held).toEqual([]);
  });

  it('given held keys, when the screen closes, then they are reported and later keys are refused', () => {
    const { queue, dropped } = harness();
    typeAll(queue, ['1', '9', 'w', 'Enter', '2', '9']);
    queue.close();
    expect(dropped).toEqual([['2', '9']]);
    expect(queue.press('1')).toBe(false);
  });

  it('says whether a key is ours, so the browser default runs for the rest', () => {
    const { queue } = harness((key) => (key === 'x' ? 'ignored' : key === 'Enter' ? 'command' : 'handled'));
    expect(typeAll(queue, ['x', '1'])).toEqual([false, true]);
    queue.press('Enter');
    // While waiting, Tab and function keys keep their browser meaning; characters are held.
    expect(typeAll(queue, ['Tab', 'F5', 'x', 'Enter'])).toEqual([false, false, true, true]);
    expect(queue.held).toEqual(['x', 'Enter']);
  });

  it('holds characters and the entry keys only', () => {
    expect(['a', '7', ' ', 'Enter', 'Escape', 'Backspace', 'ArrowLeft', 'ArrowRight'].every(isHoldable)).toBe(
      true,
    );
    expect(['Tab', 'F5', 'Shift', 'PageDown'].some(isHoldable)).toBe(false);
  });

  it('writes held keys for the operator', () => {
    expect(keysText(['2', '9', 'w', 'Enter', ' '])).toBe('2 9 W Enter Space');
  });

  it('property: whatever the answers and their timing, keys are handled in typed order, never while waiting, and every key is handled or reported', async () => {
    const key = fc.constantFrom('1', '2', '9', 'w', 'l', 'p', 'Enter', 'Backspace');
    const step = fc.oneof(
      key.map((k) => ({ type: k })),
      fc.boolean().map((accepted) => ({ answer: accepted })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
        const { queue, log, pending, answer } = harness();
        const typed: string[] = [];
        for (const s of steps) {
          if ('type' in s) {
            typed.push(s.type);
            queue.press(s.type);
          } else if (pending.length > 0) await answer(s.answer);
        }
        while (pending.length > 0) await answer(true);
        expect(log).toEqual(typed);
        expect(queue.held).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
