import type { z } from 'zod';
import type { MatchType, Ruleset, Stage } from '../rules/ruleset';
import type {
  MatchInfoSchema,
  PocketedBoardEntrySchema,
  PocketedSchema,
  SideSchema,
  SidesBoardEntrySchema,
} from './command-schemas';
import type { DeepReadonly } from './deep-readonly';
import type { LiveBoard, TrackedBoard, TrackedRecord } from './tracker/match-types';

export type SideIndex = number;

/** A side as the set-up names it (command-schemas.ts declares it, the contract sends it). */
export type Side = DeepReadonly<z.output<typeof SideSchema>>;

export type MatchInfo = DeepReadonly<z.output<typeof MatchInfoSchema>>;

export interface MatchSetup {
  readonly type: MatchType;
  readonly sides: readonly Side[];
  readonly ruleset: Ruleset;
  readonly stage: Stage;
  readonly info: MatchInfo;
}

export type TossChoice = 'break' | 'side';
export interface Toss {
  readonly winner: SideIndex;
  readonly choice: TossChoice;
}

/** One board of a two-side game as the operator enters it (SidesBoardEntrySchema). */
export type SidesBoardEntry = DeepReadonly<z.output<typeof SidesBoardEntrySchema>>;
export type QueenCover = SidesBoardEntry['queen'];
export type Finish = SidesBoardEntry['finish'];

export type Pocketed = DeepReadonly<z.output<typeof PocketedSchema>>;

/** One board of the three-player points game: what each player pocketed. */
export type PocketedBoardEntry = DeepReadonly<z.output<typeof PocketedBoardEntrySchema>>;

export type BoardEntry = SidesBoardEntry | PocketedBoardEntry;

export interface ScoredBoard {
  readonly number: number;
  readonly entry: BoardEntry;
  readonly breaker: SideIndex;
  /** Doubles: which player of the breaking side broke (index into its players). */
  readonly breakerPlayer: number | null;
  /** Two-side boards: the board winner; three-player: null. */
  readonly winner: SideIndex | null;
  /** Points this board added, per side. */
  readonly points: readonly number[];
  readonly queenCounted: boolean;
  readonly scores: readonly number[];
  readonly extra: boolean;
}

export type GameEnd = 'points' | 'boards' | 'extraBoard' | 'time' | 'forfeit';

export interface GameState {
  readonly number: number;
  readonly firstBreaker: SideIndex;
  readonly boards: readonly ScoredBoard[];
  readonly scores: readonly number[];
  readonly winner: SideIndex | null;
  readonly endedBy: GameEnd | null;
  /** The game is level when it would end: an extra board decides, after its own toss. */
  readonly tiedAtEnd: boolean;
  readonly extraBoardBreak: SideIndex | null;
  /** Law 60 (deciding game only): the board after which sides change, once reached. */
  readonly sideChangeAfterBoard: number | null;
  /** The operator has confirmed that the players changed sides. */
  readonly sidesChanged: boolean;
  /** Doubles: which partner of the opening side breaks the game's first board (else null). */
  readonly openingPlayer: number | null;
}

/**
 * How a match ended off the table: a side did not appear (walkover), gave up (resigned), left
 * the table, or lost on a technical decision of the referee (technical).
 */
export type ForfeitKind = 'walkover' | 'resigned' | 'left' | 'technical';
export const FORFEIT_KINDS: readonly ForfeitKind[] = ['walkover', 'resigned', 'left', 'technical'];
export interface Forfeit {
  readonly by: SideIndex;
  readonly kind: ForfeitKind;
}

export interface GameClock {
  readonly limitMs: number;
  /** Time used while the clock was running, up to `runningSince`. */
  readonly usedMs: number;
  readonly runningSince: number | null;
  readonly expired: boolean;
}

export interface StrokeClock {
  readonly seconds: number;
  readonly startedAt: number | null;
}

export type MatchEnd = 'games' | 'forfeit';

/** A countdown the timekeeper runs: a side's time-out, or the interval between games. */
export interface OfficialTimer {
  readonly kind: 'timeOut' | 'interval';
  /** The side that took the time-out (null for the interval). */
  readonly side: SideIndex | null;
  readonly startedAt: number;
  readonly seconds: number;
}

export type OfficialNoteKind = 'warning' | 'foul';

/** One line of the officials' log: a warning, a foul, a time-out or an interval. */
export interface OfficialEntry {
  readonly kind: OfficialNoteKind | 'timeOut' | 'interval';
  readonly side: SideIndex | null;
  /** Which player of the side (index into its players), when the official named one. */
  readonly player: number | null;
  /** Where play stood: the game and the board in play (or the next one). */
  readonly game: number;
  readonly board: number;
  readonly at: number;
}

export interface OfficialsState {
  readonly timer: OfficialTimer | null;
  readonly log: readonly OfficialEntry[];
}

export const NO_OFFICIALS: OfficialsState = { timer: null, log: [] };

/** A board taken back with Undo: Redo puts it back until another board is entered. */
export interface UndoneBoard {
  readonly game: number;
  readonly board: number;
  readonly entry: BoardEntry;
  /** A board that was tracked stroke by stroke: its strokes, restored with it by Redo. */
  readonly record?: TrackedRecord;
}

export interface MatchState {
  readonly setup: MatchSetup | null;
  readonly toss: Toss | null;
  readonly games: readonly GameState[];
  readonly forfeit: Forfeit | null;
  readonly winner: SideIndex | null;
  readonly endedBy: MatchEnd | null;
  readonly gameClock: GameClock | null;
  readonly strokeClock: StrokeClock | null;
  /** The game clock ran out: the board in play is the game's last. */
  readonly timeUpPending: boolean;
  /** The timekeeper's countdown and log (time-outs, the interval, warnings and fouls). */
  readonly officials: OfficialsState;
  /** Boards undone since the last board was entered, the latest last (what Redo restores). */
  readonly undone: readonly UndoneBoard[];
  /**
   * Doubles: the partner of the opening side the operator chose to break a game's first board,
   * by game (index game − 1); null or missing: the one who continues the order round the table.
   */
  readonly openingChoices: readonly (number | null)[];
  /** The board being tracked stroke by stroke (tracker/), or null. */
  readonly live: LiveBoard | null;
  /** The recorded boards that were tracked: their strokes, demand and award, by board. */
  readonly tracked: readonly TrackedBoard[];
  /** The ICF score card's "Remarks of Umpire" (empty: none written). */
  readonly remarks: string;
  /** Number of events folded into this state. */
  readonly version: number;
}

export const EMPTY_STATE: MatchState = {
  setup: null,
  toss: null,
  games: [],
  forfeit: null,
  winner: null,
  endedBy: null,
  gameClock: null,
  strokeClock: null,
  timeUpPending: false,
  officials: NO_OFFICIALS,
  undone: [],
  openingChoices: [],
  live: null,
  tracked: [],
  remarks: '',
  version: 0,
};
