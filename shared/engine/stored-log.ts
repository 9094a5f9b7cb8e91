import { MatchEventSchema } from './event-schema';
import type { MatchEvent } from './events';
import { evolveChecked } from './evolve';
import { EMPTY_STATE, type MatchState } from './types';

/**
 * Reading a stored event log: each row's schema version is upcast to the current one, its data
 * checked against the schema, and the event folded through `evolveChecked`. Nothing here
 * throws: the first event that cannot be read or does not follow is reported with its sequence
 * number and the reason, and the match is read up to the event before it.
 */

/** Turns the stored data of one schema version into the next version's. */
export type Upcaster = (payload: unknown) => unknown;

/**
 * UPCASTERS[n - 1] turns version n into version n + 1; append one for each change of an event's
 * stored form, and never edit a released one. Rows written before events carried a version
 * (up to 2026-12-01) are version 1.
 */
export const UPCASTERS: readonly Upcaster[] = [];
export const CURRENT_EVENT_VERSION = UPCASTERS.length + 1;

/** One stored row as the database holds it. */
export interface RawEvent {
  readonly seq: number;
  /** The event schema version the row was written with. */
  readonly version: number;
  /** The event type as its own column holds it. */
  readonly type: string;
  readonly payload: string;
}

export interface BadEvent {
  readonly seq: number;
  readonly type: string;
  readonly reason: string;
}

export type Decoded =
  { readonly ok: true; readonly event: MatchEvent } | { readonly ok: false; readonly reason: string };

/** One row's data as an event of the current version, or why it cannot be read. */
export function decodeEvent(raw: RawEvent, upcasters: readonly Upcaster[] = UPCASTERS): Decoded {
  const current = upcasters.length + 1;
  if (!Number.isInteger(raw.version) || raw.version < 1) {
    return { ok: false, reason: `its schema version (${raw.version}) is not one this app ever wrote` };
  }
  if (raw.version > current) {
    return {
      ok: false,
      reason: `it was written by a newer version of the app (event schema ${raw.version}; this version reads up to ${current}): update the app to read it`,
    };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw.payload);
  } catch {
    return { ok: false, reason: 'its data is not valid JSON' };
  }
  for (let version = raw.version; version < current; version += 1) {
    payload = (upcasters[version - 1] as Upcaster)(payload);
  }
  const parsed = MatchEventSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: schemaReason(parsed.error.issues) };
  if (parsed.data.type !== raw.type) {
    return { ok: false, reason: `its type column says ${raw.type}, but its data is a ${parsed.data.type}` };
  }
  return { ok: true, event: parsed.data as MatchEvent };
}

function schemaReason(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): string {
  const first = issues[0];
  if (!first) return 'its data does not have the shape of an event';
  const where = first.path.length > 0 ? `"${first.path.map(String).join('.')}"` : 'the event';
  return `its data does not have the shape of an event (${where}: ${first.message})`;
}

/** Where a reading stopped, to go on from there when more rows arrive. */
export interface LogPosition {
  readonly seq: number;
  readonly state: MatchState;
}

export interface LogReading {
  /** The events read, in order, one per row up to (not including) the bad one. */
  readonly events: readonly MatchEvent[];
  /** The match as of the last good event. */
  readonly state: MatchState;
  readonly lastGoodSeq: number;
  readonly bad: BadEvent | null;
}

const START: LogPosition = { seq: 0, state: EMPTY_STATE };

/** Reads rows (in `seq` order) that follow `from`; stops at the first one that cannot be read. */
export function readEventLog(
  rows: readonly RawEvent[],
  from: LogPosition = START,
  upcasters: readonly Upcaster[] = UPCASTERS,
): LogReading {
  const events: MatchEvent[] = [];
  let { seq, state } = from;
  for (const row of rows) {
    const step = readRow(row, seq + 1, state, upcasters);
    if (!step.ok) return { events, state, lastGoodSeq: seq, bad: step.bad };
    events.push(step.event);
    state = step.state;
    seq = row.seq;
  }
  return { events, state, lastGoodSeq: seq, bad: null };
}

type Step =
  | { readonly ok: true; readonly event: MatchEvent; readonly state: MatchState }
  | { readonly ok: false; readonly bad: BadEvent };

function readRow(
  row: RawEvent,
  expectedSeq: number,
  state: MatchState,
  upcasters: readonly Upcaster[],
): Step {
  if (row.seq !== expectedSeq) {
    const reason = `it is missing from the database (the next stored event is number ${row.seq})`;
    return { ok: false, bad: { seq: expectedSeq, type: 'unknown', reason } };
  }
  const fail = (reason: string): Step => ({ ok: false, bad: { seq: row.seq, type: row.type, reason } });
  const decoded = decodeEvent(row, upcasters);
  if (!decoded.ok) return fail(decoded.reason);
  try {
    const evolved = evolveChecked(state, decoded.event);
    return evolved.ok ? { ok: true, event: decoded.event, state: evolved.state } : fail(evolved.reason);
  } catch (error) {
    // evolveChecked judges every event it knows; this is the last guard for one it misjudged.
    return fail(`the engine could not apply it (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** One sentence for the operator about a match whose log has a bad event. */
export function describeBadEvent(bad: BadEvent): string {
  const what = bad.type === 'unknown' ? `Event ${bad.seq}` : `Event ${bad.seq} (${bad.type})`;
  return `${what} of this match cannot be read: ${bad.reason}. The match is shown as it was after event ${bad.seq - 1}.`;
}
