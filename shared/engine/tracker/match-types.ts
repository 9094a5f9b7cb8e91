import type { BoardEntry, SideIndex, SidesBoardEntry } from '../types';
import type { BoardInPlay, Pair, StrokeEntry } from './types';

/** Who was on turn at the break of a tracked board: what its strokes are replayed from. */
export interface BoardStart {
  readonly breaker: SideIndex;
  readonly opener: SideIndex;
  readonly breakerPlayer: number | null;
}

/** The board in play, tracked stroke by stroke. */
export interface LiveBoard {
  readonly game: number;
  readonly board: number;
  readonly start: BoardStart;
  readonly play: BoardInPlay;
  /** Entries taken back with "undo stroke", the latest last: what "redo stroke" restores. */
  readonly redo: readonly StrokeEntry[];
  /** The dues clock (law 88), running since the last entry sent C/m back to be placed. */
  readonly dues: DuesClock | null;
}

/** Law 88: 15 s to place the C/m an entry sent back (carrom-rules.md section 6). */
export const DUES_CLOCK_SECONDS = 15;

/**
 * The dues clock: started by the host, in the commit of an entry that sends C/m back (see
 * `putBack`); the next entry of the board stops it, whoever records it, as does the board's end.
 */
export interface DuesClock {
  readonly startedAt: number;
  /** Each side's C/m to place (its opponent places them, 78a). */
  readonly toPlace: Pair;
}

/** What a tracked board was recorded from (the match file's stroke board). */
export interface TrackedRecord {
  readonly entries: readonly StrokeEntry[];
  /** Additional points demanded at a penalty finish the strokes decided (87b). */
  readonly demand: number;
  /** The umpire's award, where the strokes did not decide the board. */
  readonly award: SidesBoardEntry | null;
}

export interface TrackedBoard extends TrackedRecord {
  readonly game: number;
  readonly board: number;
}

interface Where {
  readonly game?: number;
  readonly board?: number;
}

/** The umpire's (or the operator's) commands for a tracked board. */
export type TrackerCommand =
  | (Where & {
      readonly type: 'RecordStroke';
      /** A stroke or a foul entry as match-file.md writes it; checked by the tracker. */
      readonly entry: unknown;
      /** With the stroke that ends the board on a penalty: the points demanded (87b). */
      readonly demand?: number;
    })
  | (Where & { readonly type: 'UndoStroke' })
  | (Where & { readonly type: 'RedoStroke' })
  /** The umpire's award: where the laws leave it to him, or off the table at any time (51, 91, 121b, 126b). */
  | (Where & { readonly type: 'AwardBoard'; readonly entry: SidesBoardEntry })
  /** A finished tracked board corrected by its strokes. */
  | {
      readonly type: 'CorrectStrokes';
      readonly game: number;
      readonly board: number;
      readonly strokes: readonly unknown[];
      readonly demand?: number;
      readonly award?: SidesBoardEntry | null;
    };

export type TrackerEvent =
  | {
      readonly type: 'StrokeRecorded';
      readonly game: number;
      readonly board: number;
      readonly entry: StrokeEntry;
      readonly demand?: number;
    }
  | {
      readonly type: 'StrokeUndone';
      readonly game: number;
      readonly board: number;
      readonly entry: StrokeEntry;
    }
  | {
      readonly type: 'StrokeRedone';
      readonly game: number;
      readonly board: number;
      readonly entry: StrokeEntry;
    }
  | {
      readonly type: 'DuesClockStarted';
      readonly game: number;
      readonly board: number;
      readonly at: number;
      readonly toPlace: Pair;
    }
  | {
      readonly type: 'BoardAwarded';
      readonly game: number;
      readonly board: number;
      readonly entry: SidesBoardEntry;
    }
  | {
      readonly type: 'StrokesCorrected';
      readonly game: number;
      readonly board: number;
      readonly record: TrackedRecord;
      readonly entry: SidesBoardEntry;
      readonly previous: BoardEntry;
    };

export const TRACKER_EVENT_TYPES: ReadonlySet<string> = new Set([
  'StrokeRecorded',
  'StrokeUndone',
  'StrokeRedone',
  'DuesClockStarted',
  'BoardAwarded',
  'StrokesCorrected',
]);

export const isTrackerEvent = (event: { readonly type: string }): event is TrackerEvent =>
  TRACKER_EVENT_TYPES.has(event.type);

export const TRACKER_COMMAND_TYPES: ReadonlySet<string> = new Set([
  'RecordStroke',
  'UndoStroke',
  'RedoStroke',
  'AwardBoard',
  'CorrectStrokes',
]);

export const isTrackerCommand = (command: { readonly type: string }): command is TrackerCommand =>
  TRACKER_COMMAND_TYPES.has(command.type);
