/**
 * The clocks the laws start without a key, decided by the engine (issue 37 item 3): the host
 * gives `decide` the command's time (`{ at }`), as clock commands carry theirs, and commits the
 * events it returns. Law 50: the stroke clock restarts with every stroke. Law 88: an entry that
 * sends C/m back to the board starts the dues clock; the next entry stops it.
 */
import { describe, expect, it } from 'vitest';
import { decide, replay } from '../../shared/engine';
import { given, struck, stroke, stroked, strokedUnder } from './given';

const AT = 5_000;
/** The ICF's rules without a stroke clock: law 88 alone. */
const NO_STROKE_CLOCK = { rules: { preset: 'icf' as const, strokeSeconds: null } };

describe('law 50: the stroke clock restarts with every stroke', () => {
  it('given a tracked board under the ICF (15 s), when a stroke is recorded at a time, then the stroke clock starts then, in the same decision', () => {
    const after = given(...stroked())
      .when(stroke({ own: 1 }), { at: AT })
      .then(struck(0, { own: 1 }), { type: 'StrokeClockStarted', at: AT });
    expect(after.strokeClock).toEqual({ seconds: 15, startedAt: AT });
  });

  it('given the stroke clock running, when the next stroke is recorded later, then it restarts from that stroke', () => {
    const running = [...stroked({ own: 1 }), { type: 'StrokeClockStarted' as const, at: 1_000 }];
    const after = given(...running)
      .when(stroke({}), { at: AT })
      .then(struck(0, {}), { type: 'StrokeClockStarted', at: AT });
    expect(after.strokeClock?.startedAt).toBe(AT);
  });

  it('given a ruleset without a stroke clock, when a stroke is recorded, then no clock starts', () => {
    given(...strokedUnder(NO_STROKE_CLOCK))
      .when(stroke({ own: 1 }), { at: AT })
      .then(struck(0, { own: 1 }));
  });

  it('given a stroke that ends the board, when it is recorded, then the stroke clock stops with the board instead', () => {
    const history = stroked({ queen: true, own: 2 });
    const decision = decide(replay(history), stroke({ own: 7 }), { at: AT });
    if (!decision.ok) throw new Error(decision.violation.message);
    expect(decision.events.map((event) => event.type)).not.toContain('StrokeClockStarted');
    expect(decision.state.live).toBeNull();
    expect(decision.state.strokeClock?.startedAt).toBeNull();
  });

  it('given no time (a record replayed, a preview), when a stroke is decided, then no clock starts', () => {
    given(...stroked())
      .when(stroke({ own: 1 }))
      .then(struck(0, { own: 1 }));
  });
});

describe('law 88: the dues clock runs from an entry that sends C/m back', () => {
  it('given a tracked board, when own C/m go back with the striker (72c), then the dues clock starts then, for what goes back', () => {
    const after = given(...strokedUnder(NO_STROKE_CLOCK))
      .when(stroke({ own: 1, striker: true }), { at: AT })
      .then(struck(0, { own: 1, striker: true }), {
        type: 'DuesClockStarted',
        game: 1,
        board: 1,
        at: AT,
        toPlace: [1, 0],
      });
    expect(after.live?.dues).toEqual({ startedAt: AT, toPlace: [1, 0] });
  });

  it('given the ICF, when an entry sends C/m back, then the stroke clock restarts and the dues clock starts, both at its time', () => {
    given(...stroked())
      .when(stroke({ own: 1, striker: true }), { at: AT })
      .then(
        struck(0, { own: 1, striker: true }),
        { type: 'StrokeClockStarted', at: AT },
        { type: 'DuesClockStarted', game: 1, board: 1, at: AT, toPlace: [1, 0] },
      );
  });

  it('given the dues clock running, when the next entry sends nothing back, then it stops and no new one starts', () => {
    const running = given(...strokedUnder(NO_STROKE_CLOCK))
      .when(stroke({ own: 1, striker: true }), { at: AT })
      .then(struck(0, { own: 1, striker: true }), {
        type: 'DuesClockStarted',
        game: 1,
        board: 1,
        at: AT,
        toPlace: [1, 0],
      });
    const decision = decide(running, stroke({}), { at: AT + 1_000 });
    if (!decision.ok) throw new Error(decision.violation.message);
    expect(decision.events).toEqual([struck(0, {})]);
    expect(decision.state.live?.dues).toBeNull();
  });

  it('given an entry that sends nothing back, when it is recorded, then no dues clock starts', () => {
    given(...strokedUnder(NO_STROKE_CLOCK))
      .when(stroke({ own: 2 }), { at: AT })
      .then(struck(0, { own: 2 }));
  });

  it('given no time (a record replayed), when an entry sends C/m back, then no dues clock starts', () => {
    given(...strokedUnder(NO_STROKE_CLOCK))
      .when(stroke({ own: 1, striker: true }))
      .then(struck(0, { own: 1, striker: true }));
  });
});
