import { describe, expect, it } from 'vitest';
import { framesAfterAnswer } from '../../bench/latency/console-cost';

describe("the console bench's frames from the host's answer to the next board", () => {
  // Two boards of four keys at 0–3 and 100–103 (Enter at 3 and 103); the host answers at 5 and 105.
  const keys = [0, 1, 2, 3, 100, 101, 102, 103];
  const answers = [5, 105];

  it("counts the paints after the answer, not the keys' or Enter's own", () => {
    const paints = [0.5, 1.5, 2.5, 4, 20, 100.5, 104, 120];
    expect(framesAfterAnswer(paints, keys, answers, 4)).toBe(1);
  });

  it('takes the median over the boards', () => {
    // Board 1: two paints after its answer (answer, then push); board 2: one; board 3: two.
    const three = [...keys, 200, 201, 202, 203];
    const paints = [10, 20, 110, 210, 220];
    expect(framesAfterAnswer(paints, three, [...answers, 205], 4)).toBe(2);
  });

  it('leaves out a board the trace shows no answer for', () => {
    const paints = [10, 20, 110];
    expect(framesAfterAnswer(paints, keys, [105], 4)).toBe(1);
  });
});
