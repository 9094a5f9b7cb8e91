import type { MatchPhase } from '../rules/match-phase';
import { asciiBytes, concatBytes, hexDigits } from './bytes';
import type { LedFrameContent, LedSideContent } from './frame-content';

const LINE_FEED = 0x0a;

/**
 * Line protocol v1 for club-built boards (docs/led-protocol.md documents every field):
 *
 *   1,<phase>,<game>,<board>,<boardLimit>,<extraBoard>,<matchWinner>,<sideCount>,
 *     (<name>,<score>,<gamesWon>,<queenCounts>,<breaks>) × sideCount *<XX>\n
 *
 * `XX` is the XOR of every byte before `*`, two upper-case hex digits (as in NMEA 0183).
 *
 * Version 2 (asked for by the board's settings) starts with `2` and adds one field per side after
 * `<breaks>`: the side's C/m left on the board while a board is tracked stroke by stroke, `-`
 * otherwise. A board left at version 1 gets the v1 line byte for byte.
 */
export const LINE_PROTOCOL_VERSION = 1;
export const LINE_PROTOCOL_VERSIONS = [1, 2] as const;
export type LineProtocolVersion = (typeof LINE_PROTOCOL_VERSIONS)[number];

export const LINE_PHASE_CODES: Readonly<Record<MatchPhase, string>> = {
  setup: 'S',
  toss: 'T',
  playing: 'P',
  extraBoardToss: 'X',
  gameOver: 'G',
  matchOver: 'M',
};

/** Marks an absent value (no board limit, no winner yet) or an empty name. */
export const LINE_NONE = '-';

const flag = (value: boolean): string => (value ? '1' : '0');

/** Names travel inside a CSV field: the separator and the checksum marker become spaces. */
function lineName(shortName: string): string {
  const safe = shortName.replace(/[,*]/g, ' ').trim();
  return safe.length > 0 ? safe : LINE_NONE;
}

function sideFields(side: LedSideContent, version: LineProtocolVersion): string[] {
  const fields = [
    lineName(side.shortName),
    String(side.score),
    String(side.gamesWon),
    flag(side.queenCounts),
    flag(side.breaks),
  ];
  if (version === 1) return fields;
  const left = side.left ?? null;
  return [...fields, left === null ? LINE_NONE : String(left)];
}

export function lineChecksum(body: string): string {
  let xor = 0;
  for (let index = 0; index < body.length; index += 1) xor ^= body.charCodeAt(index) & 0xff;
  return hexDigits(xor, 2);
}

/** The line without checksum and newline, e.g. `1,P,1,3,8,0,-,2,ASHA,12,0,1,1,RAVI,9,0,1,0`. */
export function lineBody(content: LedFrameContent, version: LineProtocolVersion = 1): string {
  const fields = [
    String(version),
    LINE_PHASE_CODES[content.phase],
    String(content.game),
    String(content.board),
    content.boardLimit === null ? LINE_NONE : String(content.boardLimit),
    flag(content.extraBoard),
    content.matchWinner === null ? LINE_NONE : String(content.matchWinner),
    String(content.sides.length),
    ...content.sides.flatMap((side) => sideFields(side, version)),
  ];
  return fields.join(',');
}

export function encodeLineFrame(content: LedFrameContent, version: LineProtocolVersion = 1): Uint8Array {
  const body = lineBody(content, version);
  return concatBytes([asciiBytes(`${body}*${lineChecksum(body)}`), [LINE_FEED]]);
}

const TEST_SIDE: LedSideContent = {
  shortName: '88888888',
  score: 88,
  gamesWon: 8,
  queenCounts: true,
  breaks: true,
  left: 8,
};

/** Every digit an 8 and every flag set: lights all segments of a board that follows the sketch. */
export const LINE_TEST_PATTERN_CONTENT: LedFrameContent = {
  phase: 'playing',
  sides: [TEST_SIDE, TEST_SIDE],
  game: 8,
  board: 88,
  boardLimit: 88,
  extraBoard: true,
  matchWinner: null,
};

export function lineTestPattern(version: LineProtocolVersion = 1): Uint8Array {
  return encodeLineFrame(LINE_TEST_PATTERN_CONTENT, version);
}
