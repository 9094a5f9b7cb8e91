export type { Command, CommandType } from './commands';
export type { MatchEvent, MatchEventType } from './events';
export type { Violation, ViolationCode, BoardRef } from './violation';
export type * from './types';
export { EMPTY_STATE } from './types';
export { decide, type Decision } from './decide';
export { evolve, replay, usedAt } from './evolve';
export { nextBoardRef, breakerOfNextBoard, gameInPlay, currentGame, isMatchOver } from './match';
export { queenCounts } from './board-points';
export { evolveChecked, type Evolution } from './evolve';
export {
  CURRENT_EVENT_VERSION,
  decodeEvent,
  describeBadEvent,
  readEventLog,
  type BadEvent,
  type LogPosition,
  type LogReading,
  type RawEvent,
} from './stored-log';
