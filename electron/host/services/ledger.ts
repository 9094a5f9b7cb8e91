import { refusal, type CommandResult } from '../../../shared/contract/contract';
import { EMPTY_STATE, replay, type MatchState } from '../../../shared/engine/index';
import { toScoreboardView } from '../../../shared/views/scoreboard-view';
import type { ScoreboardView } from '../../../shared/contract/scoreboard-view';
import {
  KEYS,
  loadSettingsWithPin,
  writeSettings,
  type PersistedSettings,
  type SettingsPatch,
} from '../settings';
import { StorageError } from '../storage-error';
import type { Store } from '../store';

/*
 * The ledger: the host's one source of state and its one way to change it. Every command that
 * changes anything commits through here, and everything that follows the state hears it here.
 */

/** The match the screens show, and its state replayed from the stored events. */
export interface CurrentMatch {
  readonly matchId: string | null;
  readonly state: MatchState;
}

export const NO_MATCH: CurrentMatch = { matchId: null, state: EMPTY_STATE };

/** What one command changes; all of it is written in one transaction, or none of it. */
export interface Change {
  /** Rows to write inside the transaction, given the new revision. */
  readonly write?: (revision: number) => void;
  /** The match that is current afterwards; left out, it stays the one that is. */
  readonly match?: CurrentMatch;
  readonly settings?: SettingsPatch;
}

/** What a commit changed, for those that follow the host's state. */
export interface Committed {
  readonly viewChanged: boolean;
  readonly settingsChanged: boolean;
}

/**
 * The host's state in memory (current match, stored settings, the audience's view) and its one
 * way to change: a SQLite transaction that also raises the revision; nothing changes on refusal.
 */
export interface Ledger {
  readonly store: Store;
  match(): CurrentMatch;
  settings(): PersistedSettings;
  view(): ScoreboardView;
  commit(change: Change): CommandResult;
  /** The answer to a command that was carried out without storing anything. */
  unchanged(): CommandResult;
  /** Called after each commit, in the order the listeners were added. */
  onCommitted(listener: (committed: Committed) => void): void;
  /**
   * Runs `work`; the first commit it makes also runs `alsoWrite` with its answer inside that
   * commit's transaction (a command's id is kept with the events it produced: command-ids.ts).
   */
  alongside<T>(alsoWrite: (answer: Accepted) => void, work: () => T): T;
}

/** A commit's answer. */
export type Accepted = Extract<CommandResult, { ok: true }>;

/** Reads the settings and the current match; closes the store if they cannot be read. */
export function openLedger(store: Store): Ledger {
  try {
    const settings = loadSettingsWithPin(store);
    return ledgerOver(store, settings, readMatch(store, settings.currentMatchId));
  } catch (error) {
    store.close();
    throw error;
  }
}

/** A stored match replayed, or no match when there is none by that id. */
export function readMatch(store: Store, matchId: string | null): CurrentMatch {
  if (matchId === null || !store.match(matchId)) return NO_MATCH;
  return { matchId, state: replay(store.events(matchId).map((entry) => entry.event)) };
}

function ledgerOver(store: Store, initialSettings: PersistedSettings, initialMatch: CurrentMatch): Ledger {
  let settings = initialSettings;
  let current = initialMatch;
  let view = toScoreboardView(current.state);
  const listeners: ((committed: Committed) => void)[] = [];
  let alsoWrite: ((answer: Accepted) => void) | null = null;

  function commit(change: Change): CommandResult {
    const next = change.match ?? current;
    const patch = change.settings ?? {};
    const revision = settings.revision + 1;
    // Computed before writing: a view that cannot be built must not leave a half-applied command.
    const nextView = next === current ? view : toScoreboardView(next.state);
    const answer: Accepted = { ok: true, revision, matchId: next.matchId };
    const extra = alsoWrite;
    alsoWrite = null;
    const refused = writeChange(
      store,
      { ...change, match: next, settings: patch },
      revision,
      current.matchId,
      extra ? () => extra(answer) : undefined,
    );
    if (refused) return refused;
    const committed = { viewChanged: nextView !== view, settingsChanged: Object.keys(patch).length > 0 };
    current = next;
    settings = { ...settings, ...patch, revision };
    view = nextView;
    for (const listener of listeners) listener(committed);
    return answer;
  }

  return {
    store,
    match: () => current,
    settings: () => settings,
    view: () => view,
    commit,
    unchanged: () => ({ ok: true, revision: settings.revision, matchId: current.matchId }),
    onCommitted: (listener) => void listeners.push(listener),
    alongside(write, work) {
      alsoWrite = write;
      try {
        return work();
      } finally {
        alsoWrite = null;
      }
    },
  };
}

/** The transaction: the command's rows, its settings, the revision, the current match. */
function writeChange(
  store: Store,
  change: Change & { readonly match: CurrentMatch },
  revision: number,
  currentMatchId: string | null,
  alsoWrite?: () => void,
): CommandResult | null {
  try {
    store.write(() => {
      change.write?.(revision);
      alsoWrite?.();
      writeSettings(store, change.settings ?? {});
      store.setSetting(KEYS.revision, revision);
      if (change.match.matchId !== currentMatchId) store.setSetting(KEYS.currentMatch, change.match.matchId);
    });
    return null;
  } catch (error) {
    if (error instanceof StorageError) return refusal('storage', error.message);
    throw error;
  }
}
