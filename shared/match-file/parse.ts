import type { Command } from '../engine/commands';
import {
  FORFEIT_KINDS,
  type BoardEntry,
  type ForfeitKind,
  type SidesBoardEntry,
  type Pocketed,
  type Side,
  type TossChoice,
} from '../engine/types';
import type { ViolationCode } from '../engine/violation';
import { quote } from '../text/quote';
import { MATCH_TYPES, STAGES, type MatchType, type Stage } from '../rules/ruleset';

export const MATCH_FORMAT = 'carrom-match/1';

export interface FileError {
  readonly code: ViolationCode;
  readonly message: string;
  readonly game?: number;
  readonly board?: number;
  /** A stroke board: the entry of its `strokes` at fault (1-based). */
  readonly stroke?: number;
}

/** A structurally valid match file; values are checked against the laws by the engine. */
export interface ParsedMatchFile {
  readonly create: Extract<Command, { type: 'CreateMatch' }>;
  readonly toss: Extract<Command, { type: 'RecordToss' }> | null;
  readonly games: readonly ParsedGame[];
  readonly forfeit: Extract<Command, { type: 'Forfeit' }> | null;
  /** The ICF card's "Remarks of Umpire", as last written. */
  readonly remarks: Extract<Command, { type: 'SetUmpireRemarks' }> | null;
}

/** A board recorded stroke by stroke: its entries are read by the tracker, in order. */
export interface ParsedStrokeBoard {
  readonly kind: 'strokes';
  readonly strokes: readonly unknown[];
  readonly demand?: unknown;
  readonly award: SidesBoardEntry | null;
}

export type ParsedBoard = BoardEntry | ParsedStrokeBoard;

export interface ParsedGame {
  readonly boards: readonly ParsedBoard[];
  readonly extraBoardBreak: number | null;
  /** Doubles, game 2 or 3: the partner of the opening side the operator chose to break first. */
  readonly openingPlayer: number | null;
}

export type ParseResult =
  { readonly ok: true; readonly file: ParsedMatchFile } | { readonly ok: false; readonly error: FileError };

class FileProblem extends Error {
  constructor(readonly error: FileError) {
    super(error.message);
  }
}

function bad(
  message: string,
  at?: { game: number; board?: number },
  code: ViolationCode = 'invalid_format',
): never {
  throw new FileProblem({ code, message, ...at });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses the text of a `carrom-match/1` file into what the engine replays. */
export function parseMatchFileText(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'invalid_format', message: 'the file is not valid JSON' } };
  }
  return parseMatchFile(json);
}

export function parseMatchFile(json: unknown): ParseResult {
  try {
    return { ok: true, file: parseRoot(json) };
  } catch (e) {
    if (e instanceof FileProblem) return { ok: false, error: e.error };
    throw e;
  }
}

function parseRoot(json: unknown): ParsedMatchFile {
  if (!isObject(json)) bad('a match file is a JSON object');
  if (json.format !== MATCH_FORMAT) bad(`the "format" must be "${MATCH_FORMAT}"`);
  const type = (json.type ?? 'singles') as MatchType;
  if (!MATCH_TYPES.includes(type)) bad(`the "type" must be "singles", "doubles" or "three-player"`);
  const stage = (json.stage ?? 'early') as Stage;
  if (!STAGES.includes(stage)) bad('the "stage" must be "early" or "knockout"');
  if (!Array.isArray(json.sides)) bad('"sides" must be a list of sides');
  const sides = json.sides.map(parseSide);
  const info = parseInfo(json.info);
  const games = json.games ?? [];
  if (!Array.isArray(games)) bad('"games" must be a list');
  const parsedGames = games.map((g, i) => parseGame(g, i + 1, type));
  const toss = json.toss === undefined ? null : parseToss(json.toss);
  if (!toss && parsedGames.some((g) => g.boards.length > 0))
    bad('the "toss" is missing: it decides who breaks first');
  return {
    create: { type: 'CreateMatch', matchType: type, sides, stage, info, rules: json.rules as never },
    toss,
    games: parsedGames,
    forfeit: json.forfeit === undefined ? null : parseForfeit(json.forfeit),
    remarks: parseRemarks(json.remarks),
  };
}

function parseRemarks(remarks: unknown): ParsedMatchFile['remarks'] {
  if (remarks === undefined || remarks === '') return null;
  if (typeof remarks !== 'string') bad('"remarks" must be text');
  return { type: 'SetUmpireRemarks', text: remarks };
}

function parseSide(side: unknown, index: number): Side {
  if (!isObject(side)) bad(`side ${index + 1} must be an object with a "name" and "players"`);
  if (typeof side.name !== 'string') bad(`side ${index + 1} needs a "name"`);
  if (!Array.isArray(side.players) || side.players.some((p) => typeof p !== 'string')) {
    bad(`side ${index + 1} (${quote(side.name)}) needs "players", a list of names`);
  }
  if (side.club !== undefined && typeof side.club !== 'string')
    bad(`the "club" of side ${index + 1} must be text`);
  if (side.shortName !== undefined && typeof side.shortName !== 'string')
    bad(`the "shortName" of side ${index + 1} must be text`);
  if (side.nationality !== undefined && typeof side.nationality !== 'string')
    bad(`the "nationality" of side ${index + 1} must be text (country codes: "ITA", "POL / IND")`);
  return {
    name: side.name,
    players: side.players as string[],
    ...(side.club !== undefined ? { club: side.club } : {}),
    ...(side.shortName !== undefined ? { shortName: side.shortName } : {}),
    ...(side.nationality !== undefined ? { nationality: side.nationality } : {}),
  };
}

function parseInfo(info: unknown): { event?: string; round?: string; table?: string; umpire?: string } {
  if (info === undefined) return {};
  if (!isObject(info)) bad('"info" must be an object');
  const out: { event?: string; round?: string; table?: string; umpire?: string } = {};
  for (const key of ['event', 'round', 'table', 'umpire'] as const) {
    const value = info[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') bad(`"info.${key}" must be text`);
    out[key] = value;
  }
  return out;
}

function parseToss(toss: unknown): Extract<Command, { type: 'RecordToss' }> {
  if (!isObject(toss)) bad('the "toss" must be an object with "winner" and "choice"');
  if (typeof toss.winner !== 'number' || !Number.isInteger(toss.winner))
    bad('the toss "winner" must be a side index');
  if (toss.choice !== 'break' && toss.choice !== 'side') bad('the toss "choice" must be "break" or "side"');
  return { type: 'RecordToss', winner: toss.winner, choice: toss.choice as TossChoice };
}

function parseForfeit(forfeit: unknown): Extract<Command, { type: 'Forfeit' }> {
  if (!isObject(forfeit)) bad('"forfeit" must be an object with "by" and "kind"');
  if (typeof forfeit.by !== 'number' || !Number.isInteger(forfeit.by))
    bad('the forfeit "by" must be a side index');
  if (!FORFEIT_KINDS.includes(forfeit.kind as ForfeitKind)) {
    bad('the forfeit "kind" must be "walkover", "resigned", "left" or "technical"');
  }
  return { type: 'Forfeit', by: forfeit.by, kind: forfeit.kind as ForfeitKind };
}

function parseGame(game: unknown, number: number, type: MatchType): ParsedGame {
  if (!isObject(game)) bad(`game ${number} must be an object with "boards"`, { game: number });
  const boards = game.boards ?? [];
  if (!Array.isArray(boards)) bad(`the "boards" of game ${number} must be a list`, { game: number });
  const extra = game.extraBoardBreak;
  if (extra !== undefined && (typeof extra !== 'number' || !Number.isInteger(extra))) {
    bad(`the "extraBoardBreak" of game ${number} must be a side index`, { game: number });
  }
  const opening = game.openingPlayer;
  if (opening !== undefined && opening !== 0 && opening !== 1) {
    bad(`the "openingPlayer" of game ${number} must be 0 or 1 (a player of the opening side)`, {
      game: number,
    });
  }
  return {
    boards: boards.map((b, i) => parseBoard(b, { game: number, board: i + 1 }, type)),
    extraBoardBreak: extra ?? null,
    openingPlayer: opening ?? null,
  };
}

function parseBoard(board: unknown, at: { game: number; board: number }, type: MatchType): ParsedBoard {
  const where = `board ${at.board} of game ${at.game}`;
  if (isObject(board) && board.strokes !== undefined) return parseStrokeBoard(board, at, type);
  return parseEntry(board, at, type, where);
}

const STROKE_BOARD_FIELDS = new Set(['strokes', 'demand', 'award']);

/** match-file.md, "Boards recorded stroke by stroke": the strokes stay unread until replayed. */
function parseStrokeBoard(
  board: Record<string, unknown>,
  at: { game: number; board: number },
  type: MatchType,
): ParsedStrokeBoard {
  const where = `board ${at.board} of game ${at.game}`;
  if (type === 'three-player') bad(`${where}: three-player boards are not recorded stroke by stroke`, at);
  if (!Array.isArray(board.strokes)) bad(`${where}: "strokes" must be a list of strokes`, at);
  const other = Object.keys(board).find((k) => !STROKE_BOARD_FIELDS.has(k));
  if (other !== undefined) {
    bad(
      `${where} is recorded by its strokes: it has "strokes", "demand" and "award", not ${quote(other)}`,
      at,
    );
  }
  const award = board.award === undefined ? null : parseEntry(board.award, at, type, `the award of ${where}`);
  if (award !== null && award.kind !== 'sides') bad(`${where}: the award names a winner`, at);
  return {
    kind: 'strokes',
    strokes: board.strokes,
    ...(board.demand !== undefined ? { demand: board.demand } : {}),
    award: award as SidesBoardEntry | null,
  };
}

function parseEntry(
  board: unknown,
  at: { game: number; board: number },
  type: MatchType,
  where: string,
): BoardEntry {
  if (!isObject(board)) bad(`${where} must be an object`, at);
  const timeUp = board.timeUp ?? false;
  if (typeof timeUp !== 'boolean') bad(`${where}: "timeUp" must be true or false`, at);
  if (type === 'three-player' || board.pocketed !== undefined) {
    if (!Array.isArray(board.pocketed)) bad(`${where}: a three-player board lists "pocketed" per player`, at);
    return { kind: 'pocketed', pocketed: board.pocketed.map((p) => parsePocketed(p, where, at)), timeUp };
  }
  if (board.winner === undefined) bad(`${where} has no "winner"`, at);
  if (typeof board.winner !== 'number')
    bad(`${where}: the winner must be a side index`, at, 'invalid_winner');
  if (typeof board.pieces !== 'number') bad(`${where}: "pieces" must be a number`, at);
  if (board.queen === undefined) bad(`${where} has no "queen"`, at);
  if (typeof board.queen !== 'string')
    bad(`${where}: the queen must be "winner", "loser" or "none"`, at, 'invalid_queen');
  const finish = board.finish ?? 'normal';
  if (finish !== 'normal' && finish !== 'penalty')
    bad(`${where}: "finish" must be "normal" or "penalty"`, at);
  const extra = board.extra ?? 0;
  if (typeof extra !== 'number') bad(`${where}: "extra" must be a number`, at);
  return {
    kind: 'sides',
    winner: board.winner,
    pieces: board.pieces,
    queen: board.queen as never,
    finish,
    extra,
    timeUp,
  };
}

function parsePocketed(p: unknown, where: string, at: { game: number; board: number }): Pocketed {
  if (!isObject(p)) bad(`${where}: each player's entry is an object with "black", "white" and "queen"`, at);
  const black = p.black ?? 0;
  const white = p.white ?? 0;
  const queen = p.queen ?? false;
  if (typeof black !== 'number' || typeof white !== 'number')
    bad(`${where}: "black" and "white" must be numbers`, at);
  if (typeof queen !== 'boolean') bad(`${where}: "queen" must be true or false`, at);
  return { black, white, queen };
}
