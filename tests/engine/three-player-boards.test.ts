/**
 * Three players: a board is over when every piece is pocketed, so what the three players pocketed
 * adds up to 9 black, 9 white and the queen. A decide-time rule: stored logs and match files made
 * before it still read.
 */
import { describe, expect, it } from 'vitest';
import { importMatchFile } from '../../shared/match-file';
import { fromFile, given, played, playedUnder, recorded, refused } from './given';
import { pocketed } from './support';

const THREE = { type: 'three-player' } as const;

describe('three players: only finished boards are accepted', () => {
  it('an all-zero board is refused with the reason and uses up no board', () => {
    const v = given(...playedUnder(THREE))
      .when({ type: 'RecordBoard', entry: pocketed([0, 0], [0, 0], [0, 0]) })
      .then(refused('invalid_pieces', { message: /9 black and 9 white.*entered 0 black, 0 white/ }));
    expect(v).toMatchObject({ game: 1, board: 1 });
  });

  it('all 18 pieces but nobody holding the queen is refused', () => {
    given(...playedUnder(THREE))
      .when({ type: 'RecordBoard', entry: pocketed([3, 3], [3, 3], [3, 3]) })
      .then(refused('invalid_queen', { message: /queen/ }));
  });

  it('a finished board is accepted: black 1, white 2, queen 5', () => {
    const after = given(...playedUnder(THREE))
      .when({ type: 'RecordBoard', entry: pocketed([3, 3, true], [3, 3], [3, 3]) })
      .then(recorded(1, 1, pocketed([3, 3, true], [3, 3], [3, 3])));
    expect(after.games[0]?.scores).toEqual([14, 9, 9]);
  });

  it('a correction to an unfinished board is refused too', () => {
    given(...playedUnder(THREE, pocketed([3, 3, true], [3, 3], [3, 3])))
      .when({ type: 'CorrectBoard', game: 1, board: 1, entry: pocketed([3, 3, true], [3, 3], [3, 2]) })
      .then(refused('invalid_pieces'));
  });

  it('a stored log with an unfinished board still replays (the rule is not applied to records)', () => {
    const history = [...playedUnder(THREE), recorded(1, 1, pocketed([2, 1], [0, 3, true], [1, 0]))];
    expect(given(...history).thenView((state) => state.games[0]?.scores)).toEqual([4, 11, 1]);
  });

  it('a match file with unfinished boards (written before the rule) is still read', () => {
    const file = {
      format: 'carrom-match/1',
      type: 'three-player',
      sides: [
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
        { name: 'Chen', players: ['Chen'] },
      ],
      toss: { winner: 0, choice: 'break' },
      games: [
        {
          boards: [
            {
              pocketed: [
                { black: 2, white: 1, queen: false },
                { black: 0, white: 3, queen: true },
                { black: 1, white: 0, queen: false },
              ],
            },
          ],
        },
      ],
    };
    const read = importMatchFile(file);
    expect(read.ok && read.state.games[0]?.scores).toEqual([4, 11, 1]);
    // Its events are a log that reads back too: 2×1 + 1×2 = 4; 3×2 + 5 = 11; 1×1 = 1.
    const reading = given(...fromFile(file))
      .whenStored()
      .thenReads();
    expect(reading.state.games[0]?.scores).toEqual([4, 11, 1]);
  });
});

describe('forfeits: a technical win', () => {
  it('side 1 loses on a technical decision: side 0 wins, the boards played stay', () => {
    const after = given(...played(pocketedFree(), pocketedFree()))
      .when({ type: 'Forfeit', by: 1, kind: 'technical' })
      .then({ type: 'MatchForfeited', forfeit: { by: 1, kind: 'technical' } });
    expect(after).toMatchObject({ winner: 0, endedBy: 'forfeit', forfeit: { by: 1, kind: 'technical' } });
    expect(after.games[0]?.boards).toHaveLength(2);
  });
});

function pocketedFree() {
  return {
    kind: 'sides',
    winner: 0,
    pieces: 2,
    queen: 'loser',
    finish: 'normal',
    extra: 0,
    timeUp: false,
  } as const;
}
