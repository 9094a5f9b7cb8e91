/**
 * The scoreboard view and the score sheet (+ CSV): pure functions of the match state.
 * Expected values are worked out by hand from the laws.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../../shared/engine';
import { toScoreSheet, toScoreSheetCsv } from '../../shared/views/score-sheet';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { Match, normal, penalty, pocketed, times } from './support';

const levelAfterEight = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));
const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];

describe('toScoreboardView', () => {
  it('phase: setup → toss → playing → gameOver → matchOver', () => {
    expect(toScoreboardView(EMPTY_STATE).phase).toBe('setup');
    const m = new Match({ toss: null });
    expect(toScoreboardView(m.state).phase).toBe('toss');
    m.do({ type: 'RecordToss', winner: 0, choice: 'break' });
    expect(toScoreboardView(m.state).phase).toBe('playing');
    m.boards(...winGame(0));
    expect(toScoreboardView(m.state).phase).toBe('gameOver');
    m.boards(...winGame(0));
    expect(toScoreboardView(m.state).phase).toBe('matchOver');
  });

  it('the breaker is marked (and plays white): alternating board by board', () => {
    const m = new Match({ toss: [1, 'break'] });
    expect(toScoreboardView(m.state).sides.map((s) => s.breaks)).toEqual([false, true]);
    m.boards(normal(1, 3)); // side 1 won, side 0 breaks next anyway
    expect(toScoreboardView(m.state).sides.map((s) => s.breaks)).toEqual([true, false]);
  });

  it('doubles: the breaking player of the breaking side', () => {
    const m = new Match({ type: 'doubles' }).boards(normal(0, 1), normal(0, 1));
    // boards 1, 2 broken by Asha (0/0) and Bruno (1/0): board 3 by Chen (0/1)
    const view = toScoreboardView(m.state);
    expect(view.sides.map((s) => [s.breaks, s.breakerPlayer])).toEqual([
      [true, 1],
      [false, null],
    ]);
  });

  it('scores, game and board numbers, board limit', () => {
    const m = new Match().boards(normal(0, 4), normal(1, 6, 'winner')); // 4 : 6 + 3 = 9
    const view = toScoreboardView(m.state);
    expect(view.sides.map((s) => s.score)).toEqual([4, 9]);
    expect(view.sides.map((s) => s.name)).toEqual(['Asha', 'Bruno']);
    expect(view.game).toBe(1);
    expect(view.board).toBe(3);
    expect(view.boardLimit).toBe(8);
    expect(view.bestOf).toBe(3);
    expect(view.target).toBe(25);
  });

  it('queen status: the queen no longer counts for a side at 22', () => {
    const m = new Match().boards(normal(0, 9), normal(0, 9), normal(0, 3)); // 21
    expect(toScoreboardView(m.state).sides.map((s) => s.queenCounts)).toEqual([true, true]);
    m.boards(normal(0, 1)); // 22
    expect(toScoreboardView(m.state).sides.map((s) => s.queenCounts)).toEqual([false, true]);
  });

  it('game point: from 21 in a 25-point game (a board worth 4 or fewer would win it), not from 13', () => {
    const m = new Match().boards(normal(0, 9, 'winner'), normal(1, 9, 'winner')); // 12:12
    m.boards(normal(0, 1)); // 13:12: a 12-point board would win, that is not game point
    expect(toScoreboardView(m.state).sides.map((s) => s.gamePoint)).toEqual([false, false]);
    m.boards(normal(0, 7)); // 20:12
    expect(toScoreboardView(m.state).sides.map((s) => s.gamePoint)).toEqual([false, false]);
    m.boards(normal(0, 1)); // 21:12
    expect(toScoreboardView(m.state).sides.map((s) => s.gamePoint)).toEqual([true, false]);
  });

  it('game point with target 29: from 25', () => {
    const m = new Match({ rules: { target: 29 } }).boards(normal(0, 9), normal(0, 9), normal(0, 6)); // 24
    expect(toScoreboardView(m.state).sides[0]?.gamePoint).toBe(false);
    m.boards(normal(0, 1)); // 25
    expect(toScoreboardView(m.state).sides[0]?.gamePoint).toBe(true);
  });

  it('extra board: the toss is due, then the extra board is shown as such', () => {
    const m = new Match().boards(...levelAfterEight);
    let view = toScoreboardView(m.state);
    expect(view.phase).toBe('extraBoardToss');
    expect(view.sides.map((s) => s.breaks)).toEqual([false, false]);
    m.do({ type: 'RecordExtraBoardToss', winner: 1 });
    view = toScoreboardView(m.state);
    expect(view.phase).toBe('playing');
    expect(view.extraBoard).toBe(true);
    expect(view.board).toBe(9);
    expect(view.sides.map((s) => s.breaks)).toEqual([false, true]);
  });

  it('side change due in game 3 until recorded', () => {
    const m = new Match().boards(...winGame(0), ...winGame(1), ...times(3, normal(0, 1)));
    expect(toScoreboardView(m.state).sideChangeDue).toBe(false);
    m.boards(normal(0, 1)); // after board 4
    expect(toScoreboardView(m.state).sideChangeDue).toBe(true);
    m.boards(normal(1, 1));
    expect(toScoreboardView(m.state).sideChangeDue).toBe(true);
    m.do({ type: 'RecordSideChange' });
    expect(toScoreboardView(m.state).sideChangeDue).toBe(false);
  });

  it('last board: what was entered and what it scored', () => {
    const m = new Match().boards(normal(0, 2), penalty(1, 4, 'winner', 1)); // 4 + 3 + 1 = 8
    expect(toScoreboardView(m.state).lastBoard).toEqual({
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
    const m = new Match().boards(...winGame(1));
    const view = toScoreboardView(m.state);
    expect(view.gameResult).toEqual({ number: 1, scores: [0, 30], winner: 1, endedBy: 'points', boards: 3 });
    expect(view.sides.map((s) => s.gamesWon)).toEqual([0, 1]);
    expect(view.sides.map((s) => s.score)).toEqual([0, 30]);
    expect(view.matchResult).toBeNull();
    m.boards(normal(0, 2));
    const next = toScoreboardView(m.state);
    expect(next.gameResult).toBeNull();
    expect(next.game).toBe(2);
    expect(next.sides.map((s) => s.score)).toEqual([2, 0]);
  });

  it('match result, by games and by forfeit', () => {
    const m = new Match().boards(...winGame(0), ...winGame(0));
    expect(toScoreboardView(m.state).matchResult).toEqual({ winner: 0, endedBy: 'games', forfeit: null });
    const f = new Match().do({ type: 'Forfeit', by: 0, kind: 'resigned' });
    expect(toScoreboardView(f.state).matchResult).toEqual({
      winner: 1,
      endedBy: 'forfeit',
      forfeit: 'resigned',
    });
  });
});

describe('toScoreSheet and CSV', () => {
  it('one row per board with breaker, winner, pieces, queen, points and running totals', () => {
    const m = new Match().boards(normal(0, 5, 'winner'), normal(1, 2), normal(0, 1)); // 8:0, 8:2, 9:2
    const sheet = toScoreSheet(m.state)!;
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
    expect(toScoreSheet(EMPTY_STATE)).toBeNull();
  });

  it('the extra board and the result are on the sheet', () => {
    const m = new Match()
      .boards(...levelAfterEight)
      .do({ type: 'RecordExtraBoardToss', winner: 1 })
      .boards(normal(0, 1));
    const game = toScoreSheet(m.state)!.games[0]!;
    expect(game.rows.at(-1)).toMatchObject({ board: 9, breaker: 1, extraBoard: true, totals: [13, 12] });
    expect(game).toMatchObject({ finished: true, winner: 0, endedBy: 'extraBoard' });
  });

  it('three-player rows list what each player pocketed', () => {
    const m = new Match({ type: 'three-player' }).boards(pocketed([2, 1], [0, 3, true], [7, 5]));
    const row = toScoreSheet(m.state)!.games[0]!.rows[0]!;
    expect(row.points).toEqual([4, 11, 17]); // 2 + 2; 6 + 5; 7 + 10
    expect(row.pocketed).toEqual(['2B 1W', '0B 3W Q', '7B 5W']);
  });

  it('CSV: a header and one line per board, names instead of indexes, one column per number', () => {
    const m = new Match().boards(normal(0, 5, 'winner'), normal(1, 2));
    const csv = toScoreSheetCsv(toScoreSheet(m.state)!);
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
    const m = new Match().do({
      type: 'UpdateDetails',
      sides: [
        { name: 'Rao, "Ace"', players: ['Rao'] },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      info: {},
    });
    m.boards(normal(0, 1));
    const line = toScoreSheetCsv(toScoreSheet(m.state)!).split('\r\n')[1];
    expect(line).toBe('1,1,false,"Rao, ""Ace""",,"Rao, ""Ace""",1,loser,false,normal,0,false,1,0,1,0,');
  });

  it.each(['=HYPERLINK("http://x","y")', '+SUM(A1:A2)', '@SUM(A1)', "-2+3+cmd|' /C calc'!A0", '=1+1'])(
    'CSV: a name that a spreadsheet would run as a formula is neutralised: %s',
    (name) => {
      const m = new Match().do({
        type: 'UpdateDetails',
        sides: [
          { name, players: ['X'] },
          { name: 'Bruno', players: ['Bruno'] },
        ],
        info: {},
      });
      m.boards(normal(0, 1));
      const csv = toScoreSheetCsv(toScoreSheet(m.state)!);
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
