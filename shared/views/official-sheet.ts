import { evolve } from '../engine/evolve';
import { officialsLog } from './officials-log';
import type { MatchEvent } from '../engine/events';
import { EMPTY_STATE, type MatchState, type SideIndex } from '../engine/types';
import { RULE_SETTINGS, SETTING_NAMES, stageBase, type Ruleset, type Stage } from '../rules/ruleset';
import type { SheetGame } from '../contract/console-view';
import type {
  OfficialSheet,
  RecordCorrection,
  RecordGame,
  RuleChange,
  WithdrawnForfeit,
} from '../contract/official-sheet';
import { toScoreSheet } from './score-sheet';

export type { OfficialSheet } from '../contract/official-sheet';

/**
 * The score sheet as the official record (what the printed sheet and its PDF show): the score
 * sheet of the match, plus what only the event log knows: when each board ended, the toss and
 * the extra-board tosses with their times, the side changes, and the corrections trail. Its
 * types are inferred from its schema (shared/contract/official-sheet.ts).
 */

/** One stored event with the host's time (epoch ms) of its commit, as the audit trail has it. */
export interface TimedEvent {
  readonly at: number;
  readonly event: MatchEvent;
}

/** What a ruleset changed from its preset at its stage, in the order an official reads them. */
export function ruleChangesOf(ruleset: Ruleset, stage: Stage): readonly RuleChange[] {
  const base = stageBase(ruleset.preset, stage);
  return [...SETTING_NAMES]
    .sort((a, b) => RULE_SETTINGS[a].form - RULE_SETTINGS[b].form)
    .filter((name) => ruleset[name] !== base[name])
    .map((name) => ({ name, value: ruleset[name] }));
}

export interface SheetSource {
  readonly matchId: string;
  readonly matchNumber: number;
  readonly createdAt: number;
  readonly events: readonly TimedEvent[];
}

interface Trace {
  state: MatchState;
  readonly boardTimes: Map<string, number>;
  readonly extraTosses: Map<number, { winner: SideIndex; at: number }>;
  readonly sideChanges: Map<number, { afterBoard: number; at: number }>;
  readonly corrections: RecordCorrection[];
  readonly withdrawnForfeits: WithdrawnForfeit[];
  /** The forfeit on record: where and when it was recorded. */
  forfeit: { readonly game: number; readonly afterBoard: number; readonly at: number } | null;
  tossAt: number | null;
  finishedAt: number | null;
}

const boardKey = (game: number, board: number): string => `${game}:${board}`;

/** The official sheet of a match from its stored events; null before the match was set up. */
export function toOfficialSheet(source: SheetSource): OfficialSheet | null {
  const trace = traceEvents(source.events);
  const state = trace.state;
  const sheet = toScoreSheet(state);
  if (!sheet || !state.setup) return null;
  const { games, rules: _rules, stage: _stage, ...rest } = sheet;
  const ruleset = state.setup.ruleset;
  return {
    ...rest,
    matchId: source.matchId,
    matchNumber: source.matchNumber,
    createdAt: source.createdAt,
    startedAt: trace.tossAt ?? source.createdAt,
    finishedAt: state.winner === null ? null : trace.finishedAt,
    preset: ruleset.preset,
    ruleChanges: ruleChangesOf(ruleset, state.setup.stage),
    stage: state.setup.stage,
    bestOf: ruleset.bestOf,
    toss: state.toss && trace.tossAt !== null ? { ...state.toss, at: trace.tossAt } : null,
    games: games.map((game, index) => recordGame(game, state, trace, index)),
    corrections: trace.corrections,
    officials: officialsLog(state).map(({ at, game, board, side, playerName, kind }) => ({
      at,
      game,
      board,
      side,
      player: playerName,
      kind,
    })),
    withdrawnForfeits: trace.withdrawnForfeits,
  };
}

function traceEvents(events: readonly TimedEvent[]): Trace {
  const trace: Trace = {
    state: EMPTY_STATE,
    boardTimes: new Map(),
    extraTosses: new Map(),
    sideChanges: new Map(),
    corrections: [],
    withdrawnForfeits: [],
    forfeit: null,
    tossAt: null,
    finishedAt: null,
  };
  for (const { at, event } of events) {
    const before = trace.state;
    const after = evolve(before, event);
    if (after === before) continue;
    trace.state = after;
    note(trace, before, after, at, event);
    if (before.winner === null && after.winner !== null) trace.finishedAt = at;
  }
  return trace;
}

function note(trace: Trace, before: MatchState, after: MatchState, at: number, event: MatchEvent): void {
  switch (event.type) {
    case 'TossRecorded':
      trace.tossAt = at;
      return;
    case 'BoardRecorded':
      trace.boardTimes.set(boardKey(event.game, event.board), at);
      return;
    case 'BoardVoided':
    case 'BoardCorrected': {
      const voided = event.type === 'BoardVoided';
      if (voided) trace.boardTimes.delete(boardKey(event.game, event.board));
      trace.corrections.push({
        game: event.game,
        board: event.board,
        kind: voided ? 'voided' : 'corrected',
        at,
        before: voided ? event.entry : event.previous,
        after: voided ? null : event.entry,
        pointsBefore: boardPoints(before, event.game, event.board),
        pointsAfter: voided ? null : boardPoints(after, event.game, event.board),
      });
      return;
    }
    case 'ExtraBoardTossRecorded':
      trace.extraTosses.set(event.game, { winner: event.winner, at });
      return;
    case 'SideChangeRecorded':
      trace.sideChanges.set(event.game, { afterBoard: event.afterBoard, at });
      return;
    case 'MatchForfeited': {
      const game = Math.max(before.games.length, 1);
      trace.forfeit = { game, afterBoard: before.games[game - 1]?.boards.length ?? 0, at };
      return;
    }
    case 'ForfeitWithdrawn': {
      const recorded = trace.forfeit;
      const game = Math.max(after.games.length, 1);
      trace.withdrawnForfeits.push({
        ...event.forfeit,
        game: recorded?.game ?? game,
        afterBoard: recorded?.afterBoard ?? after.games[game - 1]?.boards.length ?? 0,
        at: recorded?.at ?? at,
        withdrawnAt: at,
      });
      trace.forfeit = null;
      return;
    }
    default:
      return;
  }
}

function boardPoints(state: MatchState, game: number, board: number): readonly number[] | null {
  return state.games[game - 1]?.boards[board - 1]?.points ?? null;
}

function recordGame(game: SheetGame, state: MatchState, trace: Trace, index: number): RecordGame {
  const stateGame = state.games[index];
  const extraToss = trace.extraTosses.get(game.number) ?? null;
  const sideChange = stateGame?.sidesChanged ? (trace.sideChanges.get(game.number) ?? null) : null;
  return {
    ...game,
    rows: game.rows.map((row, b) => {
      const entry = stateGame?.boards[b]?.entry;
      return {
        ...row,
        endedAt: trace.boardTimes.get(boardKey(game.number, row.board)) ?? null,
        pocketedCounts: entry?.kind === 'pocketed' ? entry.pocketed : null,
      };
    }),
    firstBreakBy: index === 0 ? 'toss' : (state.setup?.ruleset.gameBreak ?? 'alternate'),
    extraBoardToss: extraToss && stateGame?.extraBoardBreak === extraToss.winner ? extraToss : null,
    sideChange,
  };
}
