import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftEntry } from '../../renderer/console/entry/draft';
import { typedStroke } from '../../renderer/console/keyboard/track-draft';
import { KeyboardReference, type RefEvent } from './support/keyboard-reference';
import { Desk, board, view } from './support/keyboard-harness';

/** What fast-check draws: keys of the entry and the screen, and what the host and the link do. */
type Drawn =
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'ack'; readonly sideChange?: boolean }
  | { readonly kind: 'refuse' }
  | { readonly kind: 'down' }
  | { readonly kind: 'up' }
  | { readonly kind: 'other'; readonly undo: boolean };

/** Keys drawn one at a time: each means something (or nothing) both in board entry and in the tracking mode. */
const KEYS = [
  '1',
  '2',
  '3',
  '5',
  '0',
  'w',
  'l',
  'n',
  'Enter',
  'Escape',
  'Backspace',
  'ArrowRight',
  'u',
  'k',
  'y',
];
const key = (key: string): Drawn => ({ kind: 'key', key });
/** A board as an operator types it, now and then with a fix in the middle (a second winner digit). */
const typedBoard: fc.Arbitrary<Drawn[]> = fc
  .tuple(
    fc.constantFrom('1', '2'),
    fc.option(fc.constantFrom('1', '2'), { freq: 4 }),
    fc.constantFrom('0', '1', '2', '5', '9'),
    fc.constantFrom('w', 'l', 'n'),
  )
  .map(([winner, fix, pieces, queen]) => [winner, ...(fix ? [fix] : []), pieces, queen, 'Enter'].map(key));
/**
 * A stroke tracked from the keyboard: Esc Esc K opens the tracking mode from any state, then the
 * stroke's keys (Backspace among them), then Enter, N or Esc, and now and then K (leave or stay).
 * (O, P, Q, S, I are drawn only here: outside the mode P would start a penalty finish.)
 */
const trackedStroke: fc.Arbitrary<Drawn[]> = fc
  .tuple(
    fc.array(fc.constantFrom('o', 'o', 'p', 'q', 's', 'i', 'Backspace'), { maxLength: 6 }),
    fc.constantFrom('Enter', 'n', 'Enter', 'Escape'),
    fc.boolean(),
  )
  .map(([keys, send, leave]) => ['Escape', 'Escape', 'k', ...keys, send, ...(leave ? ['k'] : [])].map(key));
/**
 * The umpire's award typed in the tracking mode: A, digits for the side and the C/m (any digit,
 * so a wrong side is drawn too), Backspace now and then, then Enter or Esc.
 */
const typedAwardKeys: fc.Arbitrary<Drawn[]> = fc
  .tuple(
    fc.array(fc.constantFrom('1', '2', '0', '3', '7', '9', 'Backspace', 'o'), { maxLength: 4 }),
    fc.constantFrom('Enter', 'Enter', 'Escape'),
  )
  .map(([keys, send]) => ['Escape', 'Escape', 'k', 'a', ...keys, send].map(key));
const drawn: fc.Arbitrary<Drawn> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...KEYS).map(key) },
  { weight: 1, arbitrary: fc.constantFrom('Alt+1', 'Alt+4').map((key) => ({ kind: 'key', key }) as const) },
  {
    weight: 3,
    // Now and then the board answered makes the change of sides due (law 60).
    arbitrary: fc
      .constantFrom(false, false, false, true)
      .map((sideChange) => ({ kind: 'ack', sideChange }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'refuse' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'down' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'up' } as const) },
  { weight: 1, arbitrary: fc.boolean().map((undo) => ({ kind: 'other', undo }) as const) },
);

/**
 * Plays the drawn events on the machine and on the reference: the host answers the machine's
 * command on its way (skipped when none is), and every push goes to both.
 */
function play(events: readonly Drawn[]): { desk: Desk; reference: KeyboardReference } {
  const desk = new Desk();
  const reference = new KeyboardReference();
  let board = 1;
  let undo = false;
  let sideChange = false;
  const both = (event: RefEvent, feed: () => void): void => {
    feed();
    reference.apply(event);
  };
  const push = (): void =>
    both({ kind: 'push', board, undo, sideChange }, () =>
      desk.push({
        at: { game: 1, board },
        undo: undo ? { game: 1, board: board - 1 } : null,
        sideChangeDue: sideChange,
      }),
    );
  for (const event of events) {
    switch (event.kind) {
      case 'key':
        both(event, () => desk.type(event.key));
        break;
      case 'down':
      case 'up':
        both(event, () => desk.input({ type: 'connection', connected: event.kind === 'up' }));
        break;
      case 'other':
        board += 1;
        undo = event.undo;
        push();
        break;
      case 'ack':
      case 'refuse': {
        const flight = desk.state.inFlight;
        if (!flight) break;
        const command = desk.sent.at(-1)?.command;
        if (event.kind === 'ack' && command?.type === 'RecordBoard') {
          board += 1;
          undo = true;
          sideChange = event.sideChange ?? false;
          push();
        } else if (event.kind === 'ack' && command?.type === 'VoidLastBoard') {
          board = Math.max(1, board - 1);
          undo = false;
          sideChange = false;
          push();
        } else if (event.kind === 'ack' && command?.type === 'RecordSideChange') {
          sideChange = false;
          push();
        }
        both(event, () => desk.input({ type: 'settled', id: flight.id, accepted: event.kind === 'ack' }));
        break;
      }
    }
    expect(desk.state.inFlight !== null).toBe(reference.waitingFor !== null);
  }
  return { desk, reference };
}

/** A session: boards typed whole and single keys, with the host's and the link's events between. */
const session: fc.Arbitrary<Drawn[]> = fc
  .array(
    fc.oneof(
      { weight: 2, arbitrary: typedBoard },
      { weight: 2, arbitrary: trackedStroke },
      { weight: 1, arbitrary: typedAwardKeys },
      { weight: 3, arbitrary: drawn.map((one) => [one]) },
    ),
    {
      minLength: 5,
      maxLength: 60,
    },
  )
  .map((parts) => parts.flat());

describe('the console keyboard against its reference', () => {
  it('property: the boards sent are the boards the reference says were typed, where it says', () => {
    fc.assert(
      fc.property(session, (events) => {
        const { desk, reference } = play(events);
        expect(desk.boards().map(({ board: at, entry }) => ({ board: at, entry }))).toEqual(reference.typed);
      }),
      { numRuns: 600 },
    );
  });

  it('property: the strokes and awards sent are those the reference says were typed, where it says', () => {
    fc.assert(
      fc.property(session, (events) => {
        const { desk, reference } = play(events);
        expect(desk.strokes()).toEqual(reference.strokes);
        expect(desk.awards()).toEqual(reference.awards);
      }),
      { numRuns: 600 },
    );
  });

  it('property: a stroke sent by a key is the stroke on screen before it (Enter) or nothing typed (N)', () => {
    fc.assert(
      fc.property(session, (events) => {
        const { desk } = play(events);
        for (const { before, input, step } of desk.steps) {
          for (const { command } of step.commands) {
            if (command.type !== 'RecordStroke') continue;
            if (input.type !== 'key') {
              // Sent while replaying keys typed during the previous command: held on screen.
              expect(input.type).toBe('settled');
              expect(before.held.some((held) => held === 'Enter' || held === 'n')).toBe(true);
              continue;
            }
            expect(before.track).not.toBeNull();
            const typed = typedStroke(before.track?.keys ?? []);
            if (input.key === 'n') {
              expect(before.track?.keys).toEqual([]);
              expect(command.entry).toEqual({});
            } else {
              expect(input.key).toBe('Enter');
              expect(command.entry).toEqual(typed?.entry);
            }
            expect({ game: command.game, board: command.board }).toEqual(before.view?.at);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: no board, stroke or award is sent while the side change of law 60 is due; Y sends only the change', () => {
    fc.assert(
      fc.property(session, (events) => {
        const { desk, reference } = play(events);
        let changes = 0;
        for (const { before, step } of desk.steps) {
          for (const { command } of step.commands) {
            if (command.type === 'RecordSideChange') {
              changes += 1;
              expect(before.view?.sideChangeDue).toBe(true);
            }
            if (before.view?.sideChangeDue) {
              expect(['RecordBoard', 'RecordStroke', 'AwardBoard']).not.toContain(command.type);
            }
          }
        }
        expect(changes).toBe(reference.sideChanges);
      }),
      { numRuns: 400 },
    );
  });

  it('property: nothing is sent while the link is down, and nothing on a push alone', () => {
    fc.assert(
      fc.property(session, (events) => {
        const { desk } = play(events);
        for (const { before, input, step } of desk.steps) {
          if (step.commands.length === 0) continue;
          expect(before.connected).toBe(true);
          expect(['key', 'settled']).toContain(input.type);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: a board sent by Enter is the board on screen before it, to the board shown', () => {
    fc.assert(
      fc.property(session, (events) => {
        const { desk } = play(events);
        for (const { before, input, step } of desk.steps) {
          for (const { command } of step.commands) {
            if (command.type !== 'RecordBoard') continue;
            if (input.type === 'key') {
              expect(input.key).toBe('Enter');
              expect(command.entry).toEqual(draftEntry(before.draft));
              expect({ game: command.game, board: command.board }).toEqual(before.view?.at);
            } else {
              // Sent while replaying keys typed during the previous command: they were on screen as held keys.
              expect(input.type).toBe('settled');
              expect(before.held).toContain('Enter');
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the traps of issue 23', () => {
  it('a refused board swallows the next one: no more, its refusal and board stay until Esc', () => {
    const desk = new Desk();
    desk.type('1', '0', 'w', 'Enter');
    desk.answer(false);
    desk.type('2', '5', 'l', 'Enter');
    expect(desk.boards()).toHaveLength(1);
    expect(draftEntry(desk.state.draft)).toEqual(board(0, 0, 'winner'));
    expect(desk.lastNotice()).toBe(
      'Board 1 (Asha won · pieces left: 0 · queen: winner) was refused and stays on screen: 4 keys typed after it were not applied: 2 5 L Enter. Esc clears it, Backspace edits it.',
    );
    desk.type('Escape', '2', '5', 'l', 'Enter');
    expect(desk.boards().at(-1)?.entry).toEqual(board(1, 5, 'loser'));
  });

  it('a refused board swallows the next one: keys typed before the refusal came are not applied either', () => {
    const desk = new Desk();
    desk.type('1', '6', 'n', 'Enter', '2', '4', 'l', 'Enter');
    desk.answer(false);
    expect(desk.boards()).toEqual([{ game: 1, board: 1, entry: board(0, 6, 'none') }]);
    expect(desk.lastNotice()).toMatch(
      /^Board 1 \(Asha won .*4 keys typed after it were not applied: 2 4 L Enter\./,
    );
    desk.type('Backspace', 'w', 'Enter');
    expect(desk.boards().at(-1)?.entry).toEqual(board(0, 6, 'winner'));
  });

  it('while the host is unreachable, keys still edit the board: they do nothing but say so', () => {
    const desk = new Desk();
    desk.input({ type: 'connection', connected: false });
    desk.type('2', '3', 'l', 'Enter', '1', '4', 'l', 'Enter');
    expect(desk.state.draft.winner).toBeNull();
    expect(desk.notices.filter((text) => /Not connected/.test(text))).toHaveLength(8);
    desk.input({ type: 'connection', connected: true });
    desk.type('Enter');
    expect(desk.sent).toEqual([]);
  });

  it('while the host is unreachable, keys held behind a board are dropped and said so', () => {
    const desk = new Desk();
    desk.type('1', '6', 'w', 'Enter', '2', '3');
    desk.input({ type: 'connection', connected: false });
    expect(desk.lastNotice()).toMatch(/Not connected.*2 3 not applied/);
    desk.input({ type: 'connection', connected: true });
    desk.answer(true, { at: { game: 1, board: 2 } });
    expect(desk.state.draft.winner).toBeNull();
    expect(desk.boards()).toHaveLength(1);
  });

  it('a board whose outcome is not known yet (no answer in time): keys typed meanwhile are refused in words, never applied after it (issue 38)', () => {
    const desk = new Desk();
    desk.type('1', '6', 'w', 'Enter', '1');
    const flight = desk.state.inFlight;
    if (!flight) throw new Error('no board on its way');
    desk.input({ type: 'unknown', id: flight.id });
    expect(desk.lastNotice()).toBe(
      'Not known yet whether the scoreboard recorded what was sent: 1 not applied. Wait for its answer; nothing typed meanwhile is recorded.',
    );
    // The operator types the same board again, as the old "nothing was changed" invited.
    desk.type('6', 'w', 'Enter');
    expect(desk.lastNotice()).toMatch(/^Not known yet .*: Enter not applied\./);
    expect(desk.state.held).toEqual([]);
    // The host answers at last: the board was recorded once, and nothing typed meanwhile follows it.
    desk.answer(true, { at: { game: 1, board: 2 } });
    expect(desk.boards()).toHaveLength(1);
    expect(desk.sent).toHaveLength(1);
    expect(desk.state.draft.winner).toBeNull();
    desk.type('2', '3', 'l', 'Enter');
    expect(desk.boards()).toHaveLength(2);
  });

  it('an accidental F turns a board into a forfeit: the panel refuses board keys and asks before recording', () => {
    const desk = new Desk();
    desk.type('f', '1', '6', 'w', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.notices[0]).toMatch(
      /6 was not applied: the forfeit panel takes 1–2, R, W, L, T, Enter and Esc/,
    );
    desk.type('Escape', 'Escape');
    expect(desk.state.prompt.kind).toBe('none');
    desk.type('f', '2', 'r', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.state.prompt).toMatchObject({ kind: 'forfeit', confirming: true });
    desk.type('Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([{ type: 'Forfeit', by: 1, kind: 'resigned' }]);
  });

  it('undo after a forfeit deletes played boards: U, O, F and board keys are refused once the match is decided', () => {
    const desk = new Desk(
      view({ phase: 'matchOver', undo: { game: 1, board: 3 }, redo: { game: 1, board: 4 } }),
    );
    desk.type('u', 'Enter', 'o', 'f', '1', '6', 'w', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.notices[0]).toMatch(/U was not applied: the match is decided/);
    expect(desk.notices).toHaveLength(8);
  });

  it('a forfeit can be withdrawn: F on a match ended by a forfeit asks, Enter withdraws it', () => {
    const desk = new Desk(view({ phase: 'matchOver', forfeit: { by: 1, kind: 'resigned' } }));
    desk.type('f', '2');
    expect(desk.lastNotice()).toMatch(
      /^2 was not applied: the question takes Enter \(withdraw\) and Esc \(keep\)\.$/,
    );
    desk.type('Escape', 'f', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([{ type: 'WithdrawForfeit' }]);
  });

  it('board keys at the extra-board toss record the toss and drop the board: they are refused, the toss waits', () => {
    const desk = new Desk(view({ phase: 'extraBoardToss' }));
    desk.type('2', '9', 'w', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.notices[0]).toMatch(
      /9 was not applied: the toss for the extra board takes 1–2, Enter and Esc/,
    );
    expect(desk.lastNotice()).toMatch(
      /^The key 9 was refused and stays on screen: 2 keys typed after it were not applied: W Enter\./,
    );
    desk.type('Backspace', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'RecordExtraBoardToss', game: 1, winner: 1 },
    ]);
  });

  it('switching screens right after a burst loses a board: Alt+4 waits for both boards', () => {
    const desk = new Desk();
    desk.type('1', '6', 'w', 'Enter', '2', '3', 'l', 'Enter', 'Alt+4');
    expect(desk.state.tab).toBe('match');
    desk.answer(true, { at: { game: 1, board: 2 } });
    expect(desk.state.tab).toBe('match');
    desk.answer(true, { at: { game: 1, board: 3 } });
    expect(desk.state.tab).toBe('corrections');
    expect(desk.boards().map(({ board: at, entry }) => [at, entry])).toEqual([
      [1, board(0, 6, 'winner')],
      [2, board(1, 3, 'loser')],
    ]);
  });

  it('the correction editor does not use the entry’s keys: it does, 2 5 L Enter on “Asha 3 L” records Bruno 5 L', () => {
    const recorded = board(0, 3, 'loser');
    const desk = new Desk(
      view({ boards: [{ game: 1, board: 1, entry: recorded }], at: { game: 1, board: 2 } }),
    );
    desk.type('Alt+4', 'Enter', '2', '5', 'l', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'CorrectBoard', game: 1, board: 1, entry: board(1, 5, 'loser') },
    ]);
  });

  it('the correction editor does not use the entry’s keys: a digit on the board as recorded is its pieces', () => {
    const desk = new Desk(view({ boards: [{ game: 1, board: 1, entry: board(0, 3, 'loser') }] }));
    desk.type('Alt+4', 'Enter', '7', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'CorrectBoard', game: 1, board: 1, entry: board(0, 7, 'loser') },
    ]);
  });

  it('the correction editor does not use the entry’s keys: W/L on the board as recorded change the queen only', () => {
    const desk = new Desk(view({ boards: [{ game: 1, board: 1, entry: board(0, 3, 'loser') }] }));
    desk.type('Alt+4', 'Enter', 'w', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'CorrectBoard', game: 1, board: 1, entry: board(0, 3, 'winner') },
    ]);
  });

  it('fixing the winner by typing the right one: 1 2 6 W Enter records Bruno 6 W, 1 2 W Enter Asha 2 W', () => {
    const desk = new Desk();
    desk.type('1', '2', '6', 'w', 'Enter');
    desk.answer(true, { at: { game: 1, board: 2 } });
    desk.type('1', '2', 'w', 'Enter');
    expect(desk.boards().map(({ entry }) => entry)).toEqual([board(1, 6, 'winner'), board(0, 2, 'winner')]);
  });

  it('E on a normal board silently makes it a penalty finish: refused, with the reason', () => {
    const desk = new Desk();
    desk.type('1', '6', 'e');
    expect(desk.state.draft.finish).toBe('normal');
    expect(desk.lastNotice()).toBe(
      'E was not applied: E adds points to a penalty finish only (press P first).',
    );
  });

  it('a key a prompt does not take is named and never carried into the next prompt (undo question)', () => {
    const desk = new Desk(view({ undo: { game: 1, board: 1 }, at: { game: 1, board: 2 } }));
    desk.type('u', '2', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.notices[0]).toMatch(/2 was not applied: the undo question takes U or Enter/);
    desk.type('Escape', '2', '5', 'l', 'Enter');
    expect(desk.boards().map(({ entry }) => entry)).toEqual([board(1, 5, 'loser')]);
  });

  it('a push from a second console moves the board the next Enter goes to; the draft stays as typed', () => {
    const desk = new Desk();
    desk.type('1', '6');
    desk.push({ at: { game: 1, board: 2 } });
    desk.type('w', 'Enter');
    expect(desk.boards()).toEqual([{ game: 1, board: 2, entry: board(0, 6, 'winner') }]);
  });
});

describe('tracking a board from the keyboard (issue 28, item 4)', () => {
  const live = {
    onBoard: [9, 8],
    queen: 'board' as const,
    queenBy: null,
    owed: [0, 0],
    turn: 1,
    player: null,
    strokes: 3,
    awaitingAward: false,
  };

  it('K opens the mode; O O Q Enter records 2 own C/m and the queen for the board shown; N records nothing pocketed', () => {
    const desk = new Desk(view({ at: { game: 2, board: 4 } }));
    desk.type('k', 'o', 'o', 'q', 'Enter');
    expect(desk.strokes()).toEqual([{ board: 4, entry: { own: 2, queen: true } }]);
    expect(desk.sent.at(-1)?.command).toMatchObject({ type: 'RecordStroke', game: 2, board: 4 });
    desk.answer(true);
    expect(desk.state.track).toEqual({ keys: [] });
    expect(desk.lastNotice()).toBe('');
    desk.type('n');
    expect(desk.strokes().at(-1)?.entry).toEqual({});
  });

  it('Q twice takes the queen back, Backspace the last key, D demands; S I P make the stroke words', () => {
    const desk = new Desk();
    desk.type('k', 'p', 's', 'i', 'q', 'q', 'o', 'Backspace', 'd', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      {
        type: 'RecordStroke',
        game: 1,
        board: 1,
        entry: { opp: 1, striker: true, improper: true },
        demand: 1,
      },
    ]);
  });

  it('a foul is entered on its own: F after O is refused with its reason; T 2 Enter is a technical foul by side 2', () => {
    const desk = new Desk();
    desk.type('k', 'o', 'f');
    expect(desk.lastNotice()).toBe(
      'F was not applied: a foul is entered on its own: Esc clears what is typed first.',
    );
    desk.type('Escape', 't', '2', 'Enter');
    expect(desk.strokes()).toEqual([{ board: 1, entry: { foul: 'technical', by: 1 } }]);
  });

  it('a refused stroke stays on screen: keys after it are counted, not applied; Esc clears it and the mode stays open', () => {
    const desk = new Desk();
    desk.type('k', 'o', 'o', 'Enter');
    desk.answer(false);
    desk.type('o', 'Enter');
    expect(desk.strokes()).toHaveLength(1);
    expect(desk.lastNotice()).toMatch(
      /^The stroke \(2 own C\/m\) was refused and stays on screen: 2 keys typed after it were not applied: O Enter\./,
    );
    desk.type('Escape');
    expect(desk.state.track).toEqual({ keys: [] });
    desk.type('p', 'Enter');
    expect(desk.strokes().at(-1)?.entry).toEqual({ opp: 1 });
  });

  it('offline the stroke keys do nothing but say so: nothing is sent when the link is back', () => {
    const desk = new Desk();
    desk.type('k');
    desk.input({ type: 'connection', connected: false });
    desk.type('o', 'Enter', 'n');
    expect(desk.notices.filter((text) => /Not connected/.test(text))).toHaveLength(3);
    desk.input({ type: 'connection', connected: true });
    desk.type('Enter');
    expect(desk.sent).toEqual([]);
  });

  it('U and R take the last stroke back and restore it, for the board shown; not while a stroke is typed', () => {
    const desk = new Desk(view({ at: { game: 1, board: 3 } }));
    desk.type('k', 'o', 'u');
    expect(desk.lastNotice()).toMatch(/^U was not applied: a stroke is being typed/);
    desk.type('Escape', 'u');
    desk.answer(true);
    desk.type('r');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'UndoStroke', game: 1, board: 3 },
      { type: 'RedoStroke', game: 1, board: 3 },
    ]);
  });

  it('K is refused while a board is half typed, on a three-player match and once the match is decided', () => {
    const desk = new Desk();
    desk.type('1', 'k');
    expect(desk.state.track).toBeNull();
    expect(desk.lastNotice()).toBe('K was not applied: a board is being typed: Esc clears it first.');
    const three = new Desk(view({ type: 'three-player', names: ['A', 'B', 'C'] }));
    three.type('k');
    expect(three.state.track).toBeNull();
    const over = new Desk(view({ phase: 'matchOver' }));
    over.type('k');
    expect(over.state.track).toBeNull();
  });

  it('the mode closes when the match is decided by a push from elsewhere; K and Esc on an empty stroke leave it', () => {
    const desk = new Desk();
    desk.type('k');
    desk.push({ phase: 'matchOver' });
    expect(desk.state.track).toBeNull();
    const other = new Desk();
    other.type('k', 'Escape');
    expect(other.state.track).toBeNull();
    other.type('k', 'k');
    expect(other.state.track).toBeNull();
  });

  it("A gives the umpire's award: 2 then the C/m counted, on screen before Enter; refused keys say why", () => {
    const desk = new Desk(view({ at: { game: 2, board: 5 } }));
    desk.type('k', 'a', '5');
    expect(desk.lastNotice()).toBe('5 was not applied: 1–2 name the side the board is awarded to, first.');
    desk.type('2', '3', '4', 'o');
    expect(desk.lastNotice()).toBe(
      'O was not applied: an award takes 1–2 for the side, then 0–9 for the C/m counted: Enter gives it, Esc clears it.',
    );
    expect(desk.state.track).toEqual({ keys: ['a', '2', '3', '4'] });
    expect(desk.sent).toEqual([]);
    desk.type('Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      {
        type: 'AwardBoard',
        game: 2,
        board: 5,
        entry: {
          kind: 'sides',
          winner: 1,
          pieces: 4,
          queen: 'winner',
          finish: 'penalty',
          extra: 0,
          timeUp: false,
        },
      },
    ]);
    desk.answer(true);
    expect(desk.state.track).toEqual({ keys: [] });
  });

  it('A waits for an empty stroke; Backspace takes back the award key by key, Esc clears it, a refused award stays', () => {
    const desk = new Desk();
    desk.type('k', 'o', 'a');
    expect(desk.lastNotice()).toBe(
      'A was not applied: a stroke is being typed: Enter records it, Esc clears it.',
    );
    desk.type('Escape', 'a', '1', 'Backspace', 'Backspace');
    expect(desk.state.track).toEqual({ keys: [] });
    desk.type('a', '1', 'Escape');
    expect(desk.state.track).toEqual({ keys: [] });
    desk.type('a', 'Enter');
    expect(desk.sent).toEqual([]);
    desk.type('1', 'Enter');
    expect(desk.awards()).toEqual([{ board: 1, winner: 0, pieces: 0 }]);
    desk.answer(false);
    desk.type('2');
    expect(desk.lastNotice()).toMatch(
      /^The stroke \(Award the board to .+\) was refused and stays on screen/,
    );
    expect(desk.awards()).toHaveLength(1);
  });

  it('a board typed over a tracked board asks first: Enter replaces its strokes, Esc keeps them', () => {
    const desk = new Desk(view({ live }));
    desk.type('2', '5', 'w', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.state.prompt).toEqual({ kind: 'replace' });
    desk.type('Escape');
    expect(desk.sent).toEqual([]);
    expect(draftEntry(desk.state.draft)).toEqual(board(1, 5, 'winner'));
    desk.type('Enter', '9');
    expect(desk.lastNotice()).toMatch(/^9 was not applied: the question takes Enter \(replace the strokes\)/);
    desk.type('Escape', 'Enter', 'Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'RecordBoard', game: 1, board: 1, entry: board(1, 5, 'winner'), replaceStrokes: true },
    ]);
  });

  it('the question closes if the board stops being tracked meanwhile (its strokes undone on /umpire)', () => {
    const desk = new Desk(view({ live }));
    desk.type('2', '5', 'w', 'Enter');
    desk.push({ live: null });
    expect(desk.state.prompt.kind).toBe('none');
    desk.type('Enter');
    expect(desk.sent.map(({ command }) => command)).toEqual([
      { type: 'RecordBoard', game: 1, board: 1, entry: board(1, 5, 'winner') },
    ]);
  });
});

describe('the side change of law 60 is a question: a board typed over it is refused (issue 38, item 4)', () => {
  const due = { at: { game: 3, board: 5 }, sideChangeDue: true, undo: { game: 3, board: 4 } };

  it('board 5 typed over "Players change sides now… Y" is refused in words, nothing sent; Y, then the board', () => {
    const desk = new Desk(view(due));
    desk.type('2', '9', 'w', 'Enter');
    expect(desk.sent).toEqual([]);
    expect(desk.notices[0]).toBe(
      '2 was not applied: the players change sides now (law 60, game 3): no board is taken until Y confirms they have moved.',
    );
    expect(desk.lastNotice()).toMatch(/3 keys typed after it were not applied: 9 W Enter\./);
    expect(draftEntry(desk.state.draft)).toBeNull();
    // Y is counted too while the refusal is on screen; Esc clears it, then Y records the change.
    desk.type('Escape', 'y');
    expect(desk.sent.map(({ command }) => command)).toEqual([{ type: 'RecordSideChange', game: 3 }]);
    desk.answer(true, { sideChangeDue: false });
    desk.type('2', '9', 'w', 'Enter');
    expect(desk.boards()).toEqual([{ game: 3, board: 5, entry: board(1, 9, 'winner') }]);
  });

  it('board 5 typed in a burst behind board 4 (held while it was on its way) is refused once the change is due', () => {
    const desk = new Desk(view({ at: { game: 3, board: 4 } }));
    desk.type('1', '1', 'l', 'Enter', '2', '9', 'w', 'Enter');
    expect(desk.boards()).toHaveLength(1);
    desk.answer(true, due);
    expect(desk.boards()).toHaveLength(1);
    expect(desk.sent).toHaveLength(1);
    expect(desk.notices.join('\n')).toMatch(/^2 was not applied: the players change sides now/m);
    expect(desk.lastNotice()).toMatch(/3 keys typed after it were not applied: 9 W Enter\./);
  });

  it('U, the clocks and Backspace still work; K and the keys of a stroke are refused; Y works in the tracking mode', () => {
    const desk = new Desk(view(due));
    desk.type('u');
    expect(desk.state.prompt).toEqual({ kind: 'undo' });
    desk.type('Escape', 'k');
    expect(desk.state.track).toBeNull();
    expect(desk.lastNotice()).toMatch(/^K was not applied: the players change sides now/);
    // The tracking mode open when the change became due (a stroke ended board 4).
    const tracking = new Desk(view({ at: { game: 3, board: 4 } }));
    tracking.type('k');
    tracking.push(due);
    tracking.type('o', 'Enter');
    expect(tracking.strokes()).toEqual([]);
    expect(tracking.notices[0]).toMatch(/^O was not applied: the players change sides now/);
    tracking.type('Escape', 'y');
    expect(tracking.sent.map(({ command }) => command)).toEqual([{ type: 'RecordSideChange', game: 3 }]);
    tracking.answer(true, { sideChangeDue: false });
    tracking.type('o', 'Enter');
    expect(tracking.strokes()).toEqual([{ board: 5, entry: { own: 1 } }]);
  });

  it('the three-player form’s Enter is refused in words too', () => {
    const desk = new Desk(view({ ...due, type: 'three-player', names: ['A', 'B', 'C'] }));
    const none = { black: 0, white: 0, queen: false };
    desk.input({ type: 'three', entry: { kind: 'pocketed', pocketed: [none, none, none], timeUp: false } });
    expect(desk.sent).toEqual([]);
    expect(desk.lastNotice()).toMatch(/^Enter was not applied: the players change sides now/);
  });
});
