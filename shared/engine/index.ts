export type { Command, CommandType } from './commands';
export type { MatchEvent, MatchEventType } from './events';
export type { Violation, ViolationCode, BoardRef } from './violation';
export type * from './types';
export { EMPTY_STATE } from './types';
export { decide, type Decision, type DecideOptions } from './decide';
export { evolve, evolveChecked, replay, usedAt, type Evolution } from './evolve';
export { nextBoardRef, breakerOfNextBoard, gameInPlay, currentGame, isMatchOver } from './match';
export { queenCounts } from './board-points';
export { duesClockEvent } from './tracker/match';
// Reading a stored log (shared/engine/stored-log.ts) is the host's: it is not re-exported here,
// so the screens' bundles do not carry the event schema.
