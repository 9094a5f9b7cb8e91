import { randomUUID } from 'node:crypto';
import {
  CLOCK_COMMAND_TYPES,
  plainDataProblem,
  refusal,
  type ClockCommandType,
  type CommandMessage,
  type CommandResult,
  type EngineCommandMessage,
  type HostCommandMessage,
  type Refusal,
} from '../../../shared/contract/contract';
import {
  EMPTY_STATE,
  decide,
  replay,
  type Command,
  type MatchEvent,
  type Violation,
} from '../../../shared/engine/index';
import { importMatchFile } from '../../../shared/match-file/index';
import { previewCommand, type Preview } from '../../../shared/views/preview';
import { statusOf, summaryOf } from '../match-summary';
import { NO_MATCH, readMatch, type Ledger } from './ledger';

/** Engine and clock commands, and the host's commands that choose the current match. */
export type MatchCommand =
  EngineCommandMessage | Extract<HostCommandMessage, { type: 'NewMatch' | 'OpenMatch' | 'ImportMatch' }>;

const CLOCK_TYPES: ReadonlySet<string> = new Set(CLOCK_COMMAND_TYPES);

/** The match: a command is decided by the engine, its events committed, the view rebuilt. */
export interface MatchService {
  /** `origin` is how the audit trail names where the command came from. */
  run(command: MatchCommand, origin: string): CommandResult;
  /** What the command would do to the current match, without doing it. */
  preview(command: EngineCommandMessage): Preview;
  /**
   * A new match from `command`, with rows of another owner written in the same transaction
   * (`alsoWrite` gets the new match's id): a match set up from a tournament pairing and its reference.
   */
  startLinked(
    command: Extract<Command, { readonly type: 'CreateMatch' }>,
    origin: string,
    alsoWrite: (matchId: string, at: number) => void,
  ): CommandResult;
}

export function openMatchService(ledger: Ledger, now: () => number): MatchService {
  const started = (events: readonly MatchEvent[], origin: string): CommandResult =>
    startMatch(ledger, events, { at: now(), origin });
  return {
    run(command, origin) {
      switch (command.type) {
        case 'NewMatch':
          // A match of its own, so the screens and LED boards are given the set-up view anew.
          return ledger.commit({ match: { ...NO_MATCH } });
        case 'OpenMatch':
          return openMatch(ledger, command.matchId);
        case 'ImportMatch': {
          const imported = importedEvents(command.file);
          return 'events' in imported ? started(imported.events, `import (${origin})`) : imported;
        }
        default:
          return decided(ledger, stampClock(command, now), () => ({ at: now(), origin }));
      }
    },
    preview(message) {
      const command = stampClock(message, now);
      return previewCommand(command.type === 'CreateMatch' ? EMPTY_STATE : ledger.match().state, command);
    },
    startLinked(command, origin, alsoWrite) {
      const decision = decide(EMPTY_STATE, command);
      if (!decision.ok) return fromViolation(decision.violation);
      return startMatch(ledger, decision.events, { at: now(), origin }, alsoWrite);
    },
  };
}

/** Clock commands get their time from the host (the engine never reads a clock); their other fields stay. */
function stampClock(command: EngineCommandMessage, now: () => number): Command {
  return isClockCommand(command) ? { ...command, at: now() } : command;
}

function isClockCommand(
  command: CommandMessage,
): command is Extract<EngineCommandMessage, { readonly type: ClockCommandType }> {
  return CLOCK_TYPES.has(command.type);
}

interface Stamp {
  readonly at: number;
  readonly origin: string;
}

/** `stamp` is the command's time and origin; its time is the engine's input for the clocks the laws start. */
function decided(ledger: Ledger, command: Command, stamp: () => Stamp): CommandResult {
  if (command.type === 'CreateMatch') {
    const decision = decide(EMPTY_STATE, command);
    return decision.ok ? startMatch(ledger, decision.events, stamp()) : fromViolation(decision.violation);
  }
  const { matchId, state } = ledger.match();
  if (matchId === null) {
    return refusal('no_match', 'No match is open: set up a new match or open one from the list first.');
  }
  if (command.type === 'WithdrawForfeit' && state.forfeit) {
    const stands = forfeitStands(ledger, matchId);
    if (stands) return stands;
  }
  const { at, origin } = stamp();
  const decision = decide(state, command, { at });
  if (!decision.ok) return fromViolation(decision.violation);
  const { events, state: next } = decision;
  return ledger.commit({
    write: (revision) => {
      ledger.store.appendEvents(matchId, events, { at, origin, revision });
      ledger.store.updateMatch(matchId, at, statusOf(next), summaryOf(next));
    },
    match: { matchId, state: next },
  });
}

/** Events that only set a match up: a match with nothing else has not started. */
const SET_UP_ONLY: ReadonlySet<string> = new Set(['MatchCreated', 'DetailsUpdated']);

/**
 * A forfeit can be withdrawn until another match starts at the table (issue 23 item 5). The
 * engine sees one match; the host sees them all: once any other match has had play (a toss, a
 * board, a clock) since the forfeit was recorded, the forfeit stands.
 */
function forfeitStands(ledger: Ledger, matchId: string): Refusal | null {
  const forfeitedAt = ledger.store
    .events(matchId)
    .filter(({ event }) => event.type === 'MatchForfeited')
    .at(-1)?.at;
  if (forfeitedAt === undefined) return null;
  const started = ledger.store
    .matches(forfeitedAt)
    .filter((row) => row.id !== matchId)
    .find((row) =>
      ledger.store.events(row.id).some(({ at, event }) => at >= forfeitedAt && !SET_UP_ONLY.has(event.type)),
    );
  if (!started) return null;
  const sides = sideNamesOf(started.summary);
  return refusal(
    'forfeit_stands',
    `The forfeit stands: another match${sides ? ` (${sides})` : ''} has started at this table since it was recorded, so this match cannot go on.`,
  );
}

function sideNamesOf(summary: unknown): string {
  const sides = (summary as { sides?: unknown } | null)?.sides;
  return Array.isArray(sides) ? sides.filter((name) => typeof name === 'string').join(' – ') : '';
}

/** A new stored match, made the current one. */
function startMatch(
  ledger: Ledger,
  events: readonly MatchEvent[],
  stamp: Stamp,
  alsoWrite?: (matchId: string, at: number) => void,
): CommandResult {
  const state = replay(events);
  const matchId = randomUUID();
  return ledger.commit({
    write: (revision) => {
      ledger.store.createMatch(matchId, stamp.at, statusOf(state), summaryOf(state));
      ledger.store.appendEvents(matchId, events, { ...stamp, revision });
      alsoWrite?.(matchId, stamp.at);
    },
    match: { matchId, state },
  });
}

function openMatch(ledger: Ledger, matchId: string): CommandResult {
  if (matchId === ledger.match().matchId) return ledger.commit({});
  if (!ledger.store.match(matchId)) {
    return refusal('not_found', 'That match is not in the list of stored matches.');
  }
  return ledger.commit({ match: readMatch(ledger.store, matchId) });
}

/** The events of a match file, given as parsed JSON or as its text. */
function importedEvents(file: unknown): { readonly events: readonly MatchEvent[] } | Refusal {
  let json = file;
  if (typeof file === 'string') {
    try {
      json = JSON.parse(file) as unknown;
    } catch (_error) {
      return refusal('invalid_format', 'The match file was refused: it is not valid JSON.');
    }
    const problem = plainDataProblem(json);
    if (problem) return refusal('invalid_format', `The match file was refused: ${problem}.`);
  }
  const imported = importMatchFile(json);
  if (imported.ok) return { events: imported.events };
  const { code, message, game, board } = imported.error;
  return refusal(code, `The match file was refused: ${message}`, {
    ...(game !== undefined ? { game } : {}),
    ...(board !== undefined ? { board } : {}),
  });
}

function fromViolation(violation: Violation): Refusal {
  const { code, message, game, board, invalidBoards } = violation;
  return refusal(code, message, {
    ...(game !== undefined ? { game } : {}),
    ...(board !== undefined ? { board } : {}),
    ...(invalidBoards !== undefined ? { invalidBoards } : {}),
  });
}
