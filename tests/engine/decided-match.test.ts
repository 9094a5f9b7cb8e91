/**
 * Once a match is decided its record takes nothing more that would change the result: the
 * engine refuses Undo, Redo, a toss, a board (and a side change, an opening partner, a second
 * forfeit) with the reason. A forfeit recorded by mistake is withdrawn by an event of its own.
 */
import { describe, expect, it } from 'vitest';
import { replay, type Command } from '../../shared/engine';
import { gameOf, given, played, playedUnder, record, recorded, refused, voided } from './given';
import { Match, normal } from './support';

/** Every command that changes the record, as an operator could send it after the match ended. */
const RECORD_CHANGES: readonly Command[] = [
  { type: 'RecordToss', winner: 0, choice: 'break' },
  { type: 'RecordBoard', entry: normal(0, 3) },
  { type: 'RecordBoard', game: 1, board: 3, entry: normal(0, 3) },
  { type: 'VoidLastBoard' },
  { type: 'VoidLastBoard', game: 1, board: 2 },
  { type: 'RedoBoard' },
  { type: 'RecordExtraBoardToss', winner: 0 },
  { type: 'RecordSideChange' },
  { type: 'ChooseOpeningPlayer', game: 2, player: 1 },
  { type: 'Forfeit', by: 0, kind: 'resigned' },
];

function forfeitedAfterTwoBoards(): Match {
  return new Match().boards(normal(0, 6), normal(0, 3)).do({ type: 'Forfeit', by: 1, kind: 'resigned' });
}

/** Asha 9–0 after two boards, then Bruno resigned. */
const forfeited = played(normal(0, 6), normal(0, 3), { type: 'Forfeit', by: 1, kind: 'resigned' });
/** The codes a command that would change a decided record is refused with. */
const DECIDED = ['game_after_match_end', 'board_after_game_end', 'wrong_board'] as const;

describe('a decided match refuses what would change its record', () => {
  it('undo after a forfeit deletes played boards: VoidLastBoard is refused, naming the forfeit and the way out', () => {
    const refusal = given(...forfeited)
      .when({ type: 'VoidLastBoard' })
      .then(refused('game_after_match_end'));
    expect(refusal.message).toBe(
      'The match is already decided: Asha won by forfeit (Bruno, resigned). Undo is refused: withdraw the forfeit first, or correct a board.',
    );
    expect(given(...forfeited).thenView((state) => gameOf(state, 1).scores)).toEqual([9, 0]);
  });

  it('a toss after a forfeit on the toss screen is refused', () => {
    given(...playedUnder({ toss: null }, { type: 'Forfeit', by: 1, kind: 'walkover' }))
      .when({ type: 'RecordToss', winner: 0, choice: 'break' })
      .then(
        refused(DECIDED, {
          message: /^The match is already decided: Asha won by forfeit .* No toss can be recorded\.$/,
        }),
      );
  });

  it('every command that changes the record is refused after a forfeit, the state untouched', () => {
    for (const command of RECORD_CHANGES) {
      given(...forfeited)
        .when(command)
        .then(refused(DECIDED, { message: /decided/ }));
    }
  });

  it('every command that changes the record is refused after a match won on the table', () => {
    const rules = { rules: { target: 25, boardLimit: null, bestOf: 1 } } as const;
    const won = given(...playedUnder(rules, normal(0, 9, 'winner'), normal(0, 9, 'winner')))
      .when(record(normal(0, 9, 'winner')))
      .then(recorded(1, 3, normal(0, 9, 'winner')));
    expect(won.winner).toBe(0);
    const history = playedUnder(
      rules,
      normal(0, 9, 'winner'),
      normal(0, 9, 'winner'),
      normal(0, 9, 'winner'),
    );
    for (const command of RECORD_CHANGES) {
      given(...history)
        .when(command)
        .then(refused(DECIDED, { message: /decided/ }));
    }
  });

  it('a correction stays possible after the match: the record can be put right', () => {
    const after = given(...forfeited)
      .when({ type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 4) })
      .then({ type: 'BoardCorrected', game: 1, board: 2, entry: normal(0, 4), previous: normal(0, 3) });
    expect(gameOf(after, 1).scores).toEqual([10, 0]);
  });
});

describe('a forfeit can be withdrawn', () => {
  it('withdrawing puts the match back in play with its boards; the event stays in the log', () => {
    const withdrawn = given(...forfeited)
      .when({ type: 'WithdrawForfeit' })
      .then({ type: 'ForfeitWithdrawn', forfeit: { by: 1, kind: 'resigned' } });
    expect(withdrawn.winner).toBeNull();
    expect(withdrawn.forfeit).toBeNull();
    expect(gameOf(withdrawn, 1).winner).toBeNull();
    expect(gameOf(withdrawn, 1).scores).toEqual([9, 0]);
    const inPlay = [
      ...forfeited,
      { type: 'ForfeitWithdrawn', forfeit: { by: 1, kind: 'resigned' } } as const,
    ];
    const third = given(...inPlay)
      .when(record(normal(1, 2)))
      .then(recorded(1, 3, normal(1, 2)));
    expect(gameOf(third, 1).scores).toEqual([9, 2]);
    const undone = given(...inPlay, recorded(1, 3, normal(1, 2)))
      .when({ type: 'VoidLastBoard' })
      .then(voided(1, 3, normal(1, 2)));
    expect(gameOf(undone, 1).boards).toHaveLength(2);
  });

  it('there is nothing to withdraw without a forfeit', () => {
    given(...played(normal(0, 6)))
      .when({ type: 'WithdrawForfeit' })
      .then(refused('not_needed'));
  });

  it('a stored log with a withdrawn forfeit replays and reads back to the same state', () => {
    const history = played(
      normal(0, 6),
      normal(0, 3),
      { type: 'Forfeit', by: 1, kind: 'resigned' },
      {
        type: 'WithdrawForfeit',
      },
    );
    const m = forfeitedAfterTwoBoards().do({ type: 'WithdrawForfeit' });
    expect(history).toEqual(m.events);
    const reading = given(...history)
      .whenStored()
      .thenReads();
    expect(reading.state).toEqual(m.state);
  });

  it('a withdrawal with no forfeit before it is not applied when a log is read', () => {
    const history = played(normal(0, 6));
    const withdrawn = { type: 'ForfeitWithdrawn', forfeit: { by: 1, kind: 'resigned' } } as const;
    expect(replay([...history, withdrawn])).toEqual(replay(history));
    given(...history, withdrawn)
      .whenStored()
      .thenStops({
        seq: history.length + 1,
        type: 'ForfeitWithdrawn',
        reason: 'there is no forfeit to withdraw',
      });
  });
});
