import { forfeitTexts } from './forfeit';
import { liveBoardTexts } from './live-board';
import { hallTexts } from './hall';
import { a11yDisplayTexts } from './a11y';
import { soundTexts } from './sound';

/** Reference catalog of the audience display and the streaming overlay. */
import { clockDisplayTexts } from './clocks';

export const en = {
  ...clockDisplayTexts.en,
  gameOf: 'Game {game} of {bestOf}',
  game: 'Game {game}',
  boardOf: 'Board {board} / {limit}',
  board: 'Board {board}',
  extraBoard: 'Extra board',
  firstTo: 'First to {target}',
  waitingForMatch: 'Next match coming up',
  toss: 'Toss',
  gameOver: 'End of game {game}',
  matchOver: 'Match over',
  breaks: 'Breaks · white',
  queen: 'Queen',
  queenNoLongerCounts: 'Queen no longer counts',
  games: 'Games',
  gamePoint: 'Game point',
  matchPoint: 'Match point',
  winner: 'Winner',
  lastBoard: 'Last board',
  boardGain: '{name} +{points}',
  partPieces: '{pieces} pieces',
  partOnePiece: '1 piece',
  partQueen: 'queen',
  partExtra: '{extra} extra',
  queenNotCounted: 'queen not counted',
  penalty: 'penalty',
  gameWon: '{name} wins game {game}',
  matchWon: '{name} wins the match',
  extraBoardToss: 'Toss for the break',
  changeSides: 'Change sides',
  changeSidesNow: 'Players change sides now',
  walkover: 'Walkover',
  resigned: 'Opponent resigned',
  left: 'Opponent left the match',
  ...forfeitTexts.en,
  ...liveBoardTexts.en,
  strokeClock: 'Stroke',
  gameClock: 'Game time',
  timeUp: 'Time up',
  paused: 'Paused',
  reconnecting: 'Reconnecting…',
  connecting: 'Connecting…',
  staleScore: 'Connection lost: score may not be current',
  table: 'Table {table}',
  ...hallTexts.en,
  ...a11yDisplayTexts.en,
  ...soundTexts.en,
} as const;

export type DisplayKey = keyof typeof en;
