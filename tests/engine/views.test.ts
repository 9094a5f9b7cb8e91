/**
 * The scoreboard view and the score sheet (+ CSV): pure functions of the match state.
 * Expected values are worked out by hand from the laws.
 */
import { describe, expect, it } from 'vitest';
import { toScoreSheet, toScoreSheetCsv } from '../../shared/views/score-sheet';
import type { ScoreboardView } from '../../shared/views/scoreboard-view';
import { given, played, playedUnder, type Step } from './given';
import { normal, penalty, pocketed, times } from './support';

const levelAfterEight = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));
const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];
/** What the scoreboard shows per side after these steps (a match as `played` makes it). */
const sidesAfter = <T>(steps: readonly Step[], pick: (side: ScoreboardView['sides'][number]) => T): T[] =>
  given(...played(...steps))
    .thenView()
    .sides.map(pick);
/** Side 0 renamed (its player `player`), side 1 Bruno, no match details. */
const renamedTo = (name: string, player: string): Step => ({
  type: 'UpdateDetails',
  sides: [
    { name, players: [player] },
    { name: 'Bruno', players: ['Bruno'] },
  ],
  info: {},
});

describe('toScoreboardView', () => {
  it('phase: setup → toss → playing → gameOver → matchOver', () => {
    expect(given().thenView().phase).toBe('setup');
    expect(given(...playedUnder({ toss: null })).thenView().phase).toBe('toss');
    expect(given(...played()).thenView().phase).toBe('playing');
    expect(given(...played(...winGame(0))).thenView().phase).toBe('gameOver');
    expect(given(...played(...winGame(0), ...winGame(0))).thenView().phase).toBe('matchOver');
  });

  it('the breaker is marked (and plays white): alternating board by board', () => {
    const breaks = (...boards: Step[]) =>
      given(...playedUnder({ toss: [1, 'break'] }, ...boards))
        .thenView()
        .sides.map((s) => s.breaks);
    expect(breaks()).toEqual([false, true]);
    expect(breaks(normal(1, 3))).toEqual([true, false]); // side 1 won, side 0 breaks next anyway
  });

  it('doubles: the breaking player of the breaking side', () => {
    // boards 1, 2 broken by Asha (0/0) and Bruno (1/0): board 3 by Chen (0/1)
    const view = given(...playedUnder({ type: 'doubles' }, normal(0, 1), normal(0, 1))).thenView();
    expect(view.sides.map((s) => [s.breaks, s.breakerPlayer])).toEqual([
      [true, 1],
      [false, null],
    ]);
  });

  it('scores, game and board numbers, board limit', () => {
    const view = given(...played(normal(0, 4), normal(1, 6, 'winner'))).thenView(); // 4 : 6 + 3 = 9
    expect(view.sides.map((s) => s.score)).toEqual([4, 9]);
    expect(view.sides.map((s) => s.name)).toEqual(['Asha', 'Bruno']);
    expect(view.game).toBe(1);
    expect(view.board).toBe(3);
    expect(view.boardLimit).toBe(8);
    expect(view.bestOf).toBe(3);
    expect(view.target).toBe(25);
  });

  it('queen status: the queen no longer counts for a side at 22', () => {
    const twentyOne = [normal(0, 9), normal(0, 9), normal(0, 3)];
    expect(sidesAfter(twentyOne, (s) => s.queenCounts)).toEqual([true, true]);
    expect(sidesAfter([...twentyOne, normal(0, 1)], (s) => s.queenCounts)).toEqual([false, true]); // 22
  });

  it('game point: from 21 in a 25-point game (a board worth 4 or fewer would win it), not from 13', () => {
    const twelveAll = [normal(0, 9, 'winner'), normal(1, 9, 'winner')]; // 12:12
    // 13:12: a 12-point board would win, that is not game point
    expect(sidesAfter([...twelveAll, normal(0, 1)], (s) => s.gamePoint)).toEqual([false, false]);
    // 20:12
    expect(sidesAfter([...twelveAll, normal(0, 1), normal(0, 7)], (s) => s.gamePoint)).toEqual([
      false,
      false,
    ]);
    // 21:12
    expect(sidesAfter([...twelveAll, normal(0, 1), normal(0, 7), normal(0, 1)], (s) => s.gamePoint)).toEqual([
      true,
      false,
    ]);
  });

  it('game point with target 29: from 25', () => {
    const at24 = [normal(0, 9), normal(0, 9), normal(0, 6)];
    const target29 = { rules: { target: 29 } } as const;
    expect(given(...playedUnder(target29, ...at24)).thenView().sides[0]?.gamePoint).toBe(false);
    expect(given(...playedUnder(target29, ...at24, normal(0, 1))).thenView().sides[0]?.gamePoint).toBe(true); // 25
  });

  it('extra board: the toss is due, then the extra board is shown as such', () => {
    const due = given(...played(...levelAfterEight)).thenView();
    expect(due.phase).toBe('extraBoardToss');
    expect(due.sides.map((s) => s.breaks)).toEqual([false, false]);
    const view = given(...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 1 })).thenView();
    expect(view.phase).toBe('playing');
    expect(view.extraBoard).toBe(true);
    expect(view.board).toBe(9);
    expect(view.sides.map((s) => s.breaks)).toEqual([false, true]);
  });

  it('side change due in game 3 until recorded', () => {
    const third = [...winGame(0), ...winGame(1), ...times(3, normal(0, 1))];
    const due = (...steps: Step[]) => given(...played(...third, ...steps)).thenView().sideChangeDue;
    expect(due()).toBe(false);
    expect(due(normal(0, 1))).toBe(true); // after board 4
    expect(due(normal(0, 1), normal(1, 1))).toBe(true);
    expect(due(normal(0, 1), normal(1, 1), { type: 'RecordSideChange' })).toBe(false);
  });

  it('last board: what was entered and what it scored', () => {
    const view = given(...played(normal(0, 2), penalty(1, 4, 'winner', 1))).thenView(); // 4 + 3 + 1 = 8
    expect(view.lastBoard).toEqual({
      game: 1,
      board: 2,
      winner: 1,
      points: [0, 8],
      pieces: 4,
      queen: 'winner',
      queenCounted: true,
      finish: 'penalty',
      extraPoints: 1,
      extraBoard: false,
    });
  });

  it('game result while the next game has not started, then games won', () => {
    const view = given(...played(...winGame(1))).thenView();
    expect(view.gameResult).toEqual({ number: 1, scores: [0, 30], winner: 1, endedBy: 'points', boards: 3 });
    expect(view.sides.map((s) => s.gamesWon)).toEqual([0, 1]);
    expect(view.sides.map((s) => s.score)).toEqual([0, 30]);
    expect(view.matchResult).toBeNull();
    const next = given(...played(...winGame(1), normal(0, 2))).thenView();
    expect(next.gameResult).toBeNull();
    expect(next.game).toBe(2);
    expect(next.sides.map((s) => s.score)).toEqual([2, 0]);
  });

  it('match result, by games and by forfeit', () => {
    expect(given(...played(...winGame(0), ...winGame(0))).thenView().matchResult).toEqual({
      winner: 0,
      endedBy: 'games',
      forfeit: null,
      forfeitBy: null,
    });
    expect(given(...played({ type: 'Forfeit', by: 0, kind: 'resigned' })).thenView().matchResult).toEqual({
      winner: 1,
      endedBy: 'forfeit',
      forfeit: 'resigned',
      forfeitBy: 0,
    });
  });
});

describe('toScoreSheet and CSV', () => {
  it('one row per board with breaker, winner, pieces, queen, points and running totals', () => {
    const sheet = given(...played(normal(0, 5, 'winner'), normal(1, 2), normal(0, 1))).thenView(
      toScoreSheet,
    )!; // 8:0, 8:2, 9:2
    expect(sheet.games).toHaveLength(1);
    const rows = sheet.games[0]!.rows;
    expect(rows.map((r) => [r.board, r.breaker, r.winner, r.pieces, r.queen, r.queenCounted])).toEqual([
      [1, 0, 0, 5, 'winner', true],
      [2, 1, 1, 2, 'loser', false],
      [3, 0, 0, 1, 'loser', false],
    ]);
    expect(rows.map((r) => r.points)).toEqual([
      [8, 0],
      [0, 2],
      [1, 0],
    ]);
    expect(rows.map((r) => r.totals)).toEqual([
      [8, 0],
      [8, 2],
      [9, 2],
    ]);
    expect(sheet.games[0]!.scores).toEqual([9, 2]);
    expect(sheet.games[0]!.finished).toBe(false);
  });

  it('no sheet before a match exists', () => {
    expect(given().thenView(toScoreSheet)).toBeNull();
  });

  it('the extra board and the result are on the sheet', () => {
    const game = given(
      ...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 1 }, normal(0, 1)),
    ).thenView(toScoreSheet)!.games[0]!;
    expect(game.rows.at(-1)).toMatchObject({ board: 9, breaker: 1, extraBoard: true, totals: [13, 12] });
    expect(game).toMatchObject({ finished: true, winner: 0, endedBy: 'extraBoard' });
  });

  it('three-player rows list what each player pocketed', () => {
    const row = given(
      ...playedUnder({ type: 'three-player' }, pocketed([2, 1], [0, 3, true], [7, 5])),
    ).thenView(toScoreSheet)!.games[0]!.rows[0]!;
    expect(row.points).toEqual([4, 11, 17]); // 2 + 2; 6 + 5; 7 + 10
    expect(row.pocketed).toEqual(['2B 1W', '0B 3W Q', '7B 5W']);
  });

  it('CSV: a header and one line per board, names instead of indexes, one column per number', () => {
    const csv = given(...played(normal(0, 5, 'winner'), normal(1, 2))).thenView((state) =>
      toScoreSheetCsv(toScoreSheet(state)!),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'game,board,extra_board,breaker,breaker_player,winner,pieces,queen,queen_counted,finish,penalty_points,time_up,points_1,points_2,total_1,total_2,ended_at',
    );
    expect(lines[1]).toBe('1,1,false,Asha,,Asha,5,winner,true,normal,0,false,8,0,8,0,');
    expect(lines[2]).toBe('1,2,false,Bruno,,Bruno,2,loser,false,normal,0,false,0,2,8,2,');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('CSV: names with commas and quotes are quoted', () => {
    const renamed = renamedTo('Rao, "Ace"', 'Rao');
    const line = given(...played(renamed, normal(0, 1)))
      .thenView((state) => toScoreSheetCsv(toScoreSheet(state)!))
      .split('\r\n')[1];
    expect(line).toBe('1,1,false,"Rao, ""Ace""",,"Rao, ""Ace""",1,loser,false,normal,0,false,1,0,1,0,');
  });

  it.each(['=HYPERLINK("http://x","y")', '+SUM(A1:A2)', '@SUM(A1)', "-2+3+cmd|' /C calc'!A0", '=1+1'])(
    'CSV: a name that a spreadsheet would run as a formula is neutralised: %s',
    (name) => {
      const csv = given(...played(renamedTo(name, 'X'), normal(0, 1))).thenView((state) =>
        toScoreSheetCsv(toScoreSheet(state)!),
      );
      const cells = csv
        .split('\r\n')[1]!
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .map((c) => c.replace(/,$/, ''));
      for (const cell of [cells[3]!, cells[5]!]) {
        const text = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(text.startsWith("'"), `cell ${cell}`).toBe(true);
        expect(text.slice(1)).toBe(name);
      }
    },
  );
});
