/*
 * Three matches played through the REAL host's command path, as an operator would enter them:
 * a singles won 2–0, a doubles whose first game is decided by an extra board after a toss, and
 * a singles over three games with a change of sides, a correction and an undone board.
 */
import type { Host } from '../../../electron/host/host';
import { CONSOLE } from '../../host/helpers';
import { submitParsed } from '../../support/parsed';

type Queen = 'winner' | 'loser' | 'none';
/** One two-side board: winner, pieces, queen (normal finish unless `extra` is given). */
export type B = readonly [winner: number, pieces: number, queen: Queen, extra?: number];

export interface PlayedMatch {
  readonly matchId: string;
  readonly names: readonly string[];
  readonly event: string;
  readonly round: string;
  readonly table: string;
  /** The match's number in the data folder (1 for the first match created). */
  readonly number: number;
}

function submit(host: Host, command: Record<string, unknown>): void {
  const result = submitParsed(host, command, CONSOLE);
  if (!result.ok) throw new Error(`${String(command['type'])} refused: ${result.message}`);
}

function board(host: Host, [winner, pieces, queen, extra]: B): void {
  const finish = extra === undefined ? 'normal' : 'penalty';
  submit(host, {
    type: 'RecordBoard',
    entry: { kind: 'sides', winner, pieces, queen, finish, extra: extra ?? 0 },
  });
  // The deciding game's change of sides is confirmed as soon as it is due, as the umpire would.
  if (host.current().view.sideChangeDue) submit(host, { type: 'RecordSideChange' });
}

let created = 0;

function create(
  host: Host,
  matchType: 'singles' | 'doubles',
  sides: readonly (readonly string[])[],
  info: { event: string; round: string; table: string; umpire?: string },
  rules?: Record<string, unknown>,
): PlayedMatch {
  submit(host, {
    type: 'CreateMatch',
    matchType,
    sides: sides.map((players) => ({ name: players.join(' / '), players })),
    stage: 'early',
    info,
    ...(rules ? { rules } : {}),
  });
  const matchId = host.current().matchId!;
  const names = sides.map((players) => players.join(' / '));
  created += 1;
  return { matchId, names, number: created, ...info };
}

const QUICK: readonly B[] = [
  [0, 9, 'winner'],
  [0, 9, 'winner'],
  [0, 1, 'loser'],
];
const flip = (boards: readonly B[]): B[] => boards.map(([w, p, q, e]) => [1 - w, p, q, e] as B);

/** Singles, 2–0: side 1 wins both games in three boards each (12, 24, 25). */
export function playSingles(host: Host, names: readonly [string, string]): PlayedMatch {
  const match = create(host, 'singles', [[names[0]], [names[1]]], {
    event: 'Warsaw Open',
    round: '2',
    table: '5',
  });
  submit(host, { type: 'RecordToss', winner: 0, choice: 'break' });
  for (const b of [...QUICK, ...QUICK]) board(host, b);
  return match;
}

/**
 * Doubles, 2–0: game 1 is level 4–4 after its eight boards, side 2 wins the extra board's toss
 * and side 1 the extra board; game 2 is quick. Side 2 won the match toss and chose the side.
 * Played under ICF with two settings changed (the sheet names them): a 20-minute game clock
 * (never started here) and 10-second time-outs.
 */
export const DOUBLES_RULES = { preset: 'icf', timeLimitMinutes: 20, timeOutSeconds: 10 } as const;

export function playDoubles(host: Host, players: readonly [string, string, string, string]): PlayedMatch {
  const match = create(
    host,
    'doubles',
    [players.slice(0, 2), players.slice(2)],
    { event: 'Shanghai Cup', round: 'QF', table: '2' },
    DOUBLES_RULES,
  );
  submit(host, { type: 'RecordToss', winner: 1, choice: 'side' });
  for (let i = 0; i < 8; i += 1) board(host, [i % 2, 1, 'loser']);
  submit(host, { type: 'RecordExtraBoardToss', winner: 1 });
  board(host, [0, 2, 'loser']);
  for (const b of QUICK) board(host, b);
  return match;
}

/**
 * Singles over three games: 1–0, 1–1, then the deciding game with its change of sides and a
 * warning from the timekeeper before its first board. Game 1
 * board 3 (queen covered at 24, not counted) is corrected (1 piece → 2), game 3 has a board entered wrongly and undone, and a
 * penalty board.
 */
export function playThreeGames(host: Host, names: readonly [string, string]): PlayedMatch {
  const match = create(host, 'singles', [[names[0]], [names[1]]], {
    event: 'Delhi Masters',
    round: 'Final',
    table: '1',
    umpire: 'राहुल शर्मा',
  });
  submit(host, { type: 'RecordToss', winner: 1, choice: 'break' });
  // Board 3 at 24: the queen covered by the winner no longer counts (ICF cut-off 22).
  for (const b of [QUICK[0]!, QUICK[1]!, [0, 1, 'winner'] as const]) board(host, b);
  submit(host, {
    type: 'CorrectBoard',
    game: 1,
    board: 3,
    entry: { kind: 'sides', winner: 0, pieces: 2, queen: 'winner', finish: 'normal', extra: 0 },
  });
  for (const b of flip(QUICK)) board(host, b);
  // The timekeeper's log in game 3: a warning (its own table on the sheet, with headers).
  const timekeeper = { ...CONSOLE, source: 'timekeeper' } as const;
  const note = submitParsed(
    host,
    { type: 'RecordOfficialNote', kind: 'warning', side: 1, player: 0 },
    timekeeper,
  );
  if (!note.ok) throw new Error(`RecordOfficialNote refused: ${note.message}`);
  board(host, [0, 3, 'loser']);
  board(host, [1, 4, 'loser']);
  board(host, [1, 7, 'loser']);
  submit(host, { type: 'VoidLastBoard' });
  board(host, [1, 2, 'loser', 1]);
  board(host, [0, 9, 'winner']);
  board(host, [0, 9, 'winner']);
  // The Remarks of Umpire, written once the match is decided and then corrected (ICF score card).
  submit(host, { type: 'SetUmpireRemarks', text: 'Protest lodged.' });
  submit(host, { type: 'SetUmpireRemarks', text: THREE_GAMES_REMARKS });
  return match;
}

/**
 * Singles with a forfeit withdrawn (issue 23 item 5): side 1 takes boards 1 and 2, side 2 is
 * recorded as resigned by mistake, the forfeit is withdrawn, and board 3 is played.
 */
export function playWithdrawn(host: Host, names: readonly [string, string]): PlayedMatch {
  const match = create(host, 'singles', [[names[0]], [names[1]]], {
    event: 'Lahore Open',
    round: '1',
    table: '3',
  });
  submit(host, { type: 'RecordToss', winner: 0, choice: 'break' });
  board(host, [0, 2, 'loser']);
  board(host, [0, 3, 'loser']);
  submit(host, { type: 'Forfeit', by: 1, kind: 'resigned' });
  submit(host, { type: 'WithdrawForfeit' });
  board(host, [1, 4, 'loser']);
  return match;
}

/** The three-game match's remarks as last written: two lines, Latin, Devanagari and Chinese. */
export const THREE_GAMES_REMARKS =
  'Protest by Asha Raman withdrawn after game 3.\nराहुल देव warned, 迟到 5 分钟.';
