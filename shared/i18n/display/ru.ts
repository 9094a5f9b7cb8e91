import { clockDisplayTexts } from './clocks';
import { forfeitTexts } from './forfeit';
import { liveBoardTexts } from './live-board';
import { hallTexts } from './hall';
import { a11yDisplayTexts } from './a11y';
import { soundTexts } from './sound';
import type { DisplayCatalog } from './index';

export const ru: DisplayCatalog = {
  ...clockDisplayTexts.ru,
  gameOf: 'Партия {game} из {bestOf}',
  game: 'Партия {game}',
  boardOf: 'Раздача {board} / {limit}',
  board: 'Раздача {board}',
  // Short as in «доп. время»: the full word is wider than the board's place on the display.
  extraBoard: 'Доп. раздача',
  firstTo: 'До {target}',
  waitingForMatch: 'Скоро следующий матч',
  toss: 'Жеребьёвка',
  gameOver: 'Конец партии {game}',
  matchOver: 'Матч окончен',
  breaks: 'Разбивает · белые',
  queen: 'Королева',
  queenNoLongerCounts: 'Королева уже не в счёт',
  games: 'Партии',
  gamePoint: 'Партбол',
  matchPoint: 'Матчбол',
  winner: 'Победитель',
  lastBoard: 'Последняя раздача',
  boardGain: '{name} +{points}',
  partPieces: 'шашки: {pieces}',
  partOnePiece: 'шашки: 1',
  partQueen: 'королева',
  partExtra: 'доп. {extra}',
  queenNotCounted: 'королева не засчитана',
  penalty: 'штраф',
  gameWon: '{name} выигрывает партию {game}',
  matchWon: '{name} выигрывает матч',
  extraBoardToss: 'Жеребьёвка права разбивать',
  changeSides: 'Смена сторон',
  changeSidesNow: 'Игроки меняются сторонами',
  walkover: 'Неявка соперника',
  resigned: 'Соперник сдался',
  left: 'Соперник покинул матч',
  ...forfeitTexts.ru,
  ...liveBoardTexts.ru,
  strokeClock: 'Удар',
  gameClock: 'Время партии',
  timeUp: 'Время вышло',
  paused: 'Пауза',
  reconnecting: 'Переподключение…',
  connecting: 'Подключение…',
  staleScore: 'Нет связи: счёт может быть неактуален',
  table: 'Стол {table}',
  ...hallTexts.ru,
  ...a11yDisplayTexts.ru,
  ...soundTexts.ru,
};
