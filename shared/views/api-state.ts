import type { ApiState, HookEvent } from '../contract/api';
import type { StatePush } from '../contract/push';
import type { VenueTable } from '../contract/venue';
import type { ClockView } from '../contract/scoreboard-view';

/**
 * The control API's state (GET /api/v1/state, /api/v1/events), the vMix data source's rows, and
 * the small change between two states: all worked out from the push every screen gets.
 */

type Clock = ApiState['clocks']['stroke'];

/** "m:ss" of whole seconds ("" for none). */
export function clockText(seconds: number | null): string {
  if (seconds === null) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function clock(leftMs: number | null, running: boolean, now: number): Clock {
  const seconds = leftMs === null ? null : Math.ceil(Math.max(0, leftMs) / 1000);
  return {
    seconds,
    text: clockText(seconds),
    running: running && seconds !== null && seconds > 0,
    endsAt: running && leftMs !== null ? now + leftMs : null,
  };
}

const NO_CLOCK: Clock = { seconds: null, text: '', running: false, endsAt: null };

function strokeClock(clocks: ClockView, now: number): Clock {
  const stroke = clocks.stroke;
  if (!stroke) return NO_CLOCK;
  if (stroke.startedAt === null) return clock(stroke.seconds * 1000, false, now);
  return clock(stroke.startedAt + stroke.seconds * 1000 - now, true, now);
}

function gameClock(clocks: ClockView, now: number): Clock {
  const game = clocks.game;
  if (!game) return NO_CLOCK;
  const runningFor = game.runningSince === null ? 0 : Math.max(0, now - game.runningSince);
  const left = game.expired ? 0 : game.limitMs - game.usedMs - runningFor;
  return clock(left, game.runningSince !== null && !game.expired, now);
}

function officialClock(clocks: ClockView, kind: 'timeOut' | 'interval', now: number): Clock {
  const official = clocks.official;
  if (!official || official.kind !== kind) return NO_CLOCK;
  return clock(official.startedAt + official.seconds * 1000 - now, true, now);
}

/** What the API's state is made of: a push (this host's) or a venue table's state. */
export type ApiStateSource = Pick<StatePush, 'view' | 'display' | 'revision' | 'matchId' | 'serverTime'>;

export function apiState(push: ApiStateSource): ApiState {
  const { view, display } = push;
  const now = push.serverTime;
  const breaking = view.sides.find((side) => side.breaks);
  const official = view.clocks.official;
  return {
    revision: push.revision,
    matchId: push.matchId,
    phase: view.phase,
    event: view.info.event ?? '',
    round: view.info.round ?? '',
    table: view.info.table ?? '',
    sides: view.sides.map((side) => ({
      name: side.name,
      shortName: side.shortName,
      club: side.club,
      players: side.players,
      score: side.score,
      games: side.gamesWon,
      breaks: side.breaks,
      queen: side.queenCounts,
      gamePoint: side.gamePoint,
      matchPoint: side.matchPoint,
    })),
    game: view.game,
    board: view.board,
    breaker: breaking ? breaking.index : null,
    winner: view.matchResult?.winner ?? null,
    clocks: {
      stroke: strokeClock(view.clocks, now),
      game: gameClock(view.clocks, now),
      timeOut: {
        ...officialClock(view.clocks, 'timeOut', now),
        side: official?.kind === 'timeOut' ? official.side : null,
      },
      interval: officialClock(view.clocks, 'interval', now),
    },
    display: {
      mode: display.mode,
      message: display.message,
      buzzer: display.buzzer !== false,
      overlay: display.overlay !== false,
      overlayLayout: display.overlayLayout ?? null,
    },
    live: view.live
      ? {
          onBoard: view.live.onBoard,
          queen: view.live.queen,
          turn: view.live.turn,
          strokes: view.live.strokes,
        }
      : null,
    serverTime: now,
  };
}

/** One row of a vMix data source: columns named as a title's fields, so no mapping is needed. */
export type VmixRow = Readonly<Record<string, string>>;

/** A side's columns (n = 1, 2, 3…): what a title shows of it. */
function sideColumns(state: ApiState, index: number): Record<string, string> {
  const n = index + 1;
  const side = state.sides[index];
  return {
    [`Name${n}.Text`]: side?.name ?? '',
    [`Short${n}.Text`]: side?.shortName ?? side?.name ?? '',
    [`Club${n}.Text`]: side?.club ?? '',
    [`Score${n}.Text`]: side ? String(side.score) : '',
    [`Games${n}.Text`]: side ? String(side.games) : '',
    [`Queen${n}.Text`]: side?.queen ? 'Q' : '',
    [`Break${n}.Text`]: side?.breaks ? '●' : '',
  };
}

/** The row of this table (the vMix JSON, XML and CSV each hold one row per table). */
export function vmixRow(state: ApiState): VmixRow {
  const sides = Math.max(2, state.sides.length);
  const columns: Record<string, string> = { 'Table.Text': state.table };
  for (let index = 0; index < sides; index += 1) Object.assign(columns, sideColumns(state, index));
  return {
    ...columns,
    'Score.Text': state.sides.map((side) => side.score).join(' – '),
    'Game.Text': String(state.game),
    'Board.Text': String(state.board),
    'Event.Text': state.event,
    'Round.Text': state.round,
    'StrokeClock.Text': state.clocks.stroke.text,
    'GameClock.Text': state.clocks.game.text,
    'TimeOut.Text': state.clocks.timeOut.text,
    'Interval.Text': state.clocks.interval.text,
    'Phase.Text': state.phase,
  };
}

/** CSV (RFC 4180, CRLF): a header row then one row per table; a formula-like cell gets a leading '. */
export function vmixCsv(rows: readonly VmixRow[]): string {
  const header = Object.keys(rows[0] ?? {});
  const cell = (value: string): string => {
    const safe = /^[\s]*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [header, ...rows.map((row) => header.map((key) => row[key] ?? ''))]
    .map((line) => line.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function allowedInXml(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** XML as vMix reads it: <tables><table><Name1.Text>…</Name1.Text>…</table></tables>. */
export function vmixXml(rows: readonly VmixRow[]): string {
  // XML 1.0 has no place for most control characters: they are left out rather than break the file.
  const text = (value: string): string =>
    [...value]
      .filter((char) => allowedInXml(char.codePointAt(0)!))
      .join('')
      .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
  const table = (row: VmixRow): string =>
    `<table>${Object.entries(row)
      .map(([key, value]) => `<${key}>${text(value)}</${key}>`)
      .join('')}</table>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<tables>${rows.map(table).join('')}</tables>\n`;
}

/** The fields of `after` that differ from `before`, by dotted path; arrays of another length whole. */
export function stateChanges(before: unknown, after: unknown, path = ''): Record<string, unknown> {
  if (Object.is(before, after)) return {};
  const bothObjects =
    typeof before === 'object' && before !== null && typeof after === 'object' && after !== null;
  const sameShape =
    bothObjects &&
    Array.isArray(before) === Array.isArray(after) &&
    (!Array.isArray(before) || before.length === (after as unknown[]).length);
  if (!sameShape) return { [path]: after };
  const changes: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const inner = path === '' ? key : `${path}.${key}`;
    Object.assign(
      changes,
      stateChanges((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], inner),
    );
  }
  return changes;
}

/**
 * Another table of the venue as the API shows it: its last state with its clocks as of now on
 * that table's clock (its publish time moved on by the time since it came in), its number as the
 * table when its match names none. Null for a table the venue knows only the status of.
 */
export function venueTableState(table: VenueTable, now: number): ApiState | null {
  const { state } = table;
  if (!state) return null;
  const serverTime = state.publishedAt + Math.max(0, now - table.receivedAt);
  const api = apiState({ ...state, serverTime });
  return api.table === '' ? { ...api, table: String(table.table) } : api;
}

/** A match past its toss (or forfeited before it): it has started. */
function started(state: ApiState): boolean {
  return state.matchId !== null && state.phase !== 'setup' && state.phase !== 'toss';
}

function gamesWon(state: ApiState): number {
  return state.sides.reduce((sum, side) => sum + side.games, 0);
}

/**
 * The events an outgoing hook is told of between two states: the match started (its toss
 * recorded, or another match open in play), a game ended, the match ended, a time-out started.
 */
export function hookEvents(before: ApiState, after: ApiState): HookEvent[] {
  const sameMatch = before.matchId === after.matchId;
  const events: HookEvent[] = [];
  if (started(after) && !(sameMatch && started(before))) events.push('matchStart');
  if (sameMatch && gamesWon(after) > gamesWon(before)) events.push('gameEnd');
  if (sameMatch && after.phase === 'matchOver' && before.phase !== 'matchOver') events.push('matchEnd');
  if (after.clocks.timeOut.running && !(sameMatch && before.clocks.timeOut.running)) events.push('timeOut');
  return events;
}
