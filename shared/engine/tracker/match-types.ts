import type { Command } from '../commands';
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
 * The dues clock: started by `decide` (given the time), with an entry that sends C/m back (see
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

/** The umpire's (or the operator's) commands for a tracked board (command-schemas.ts). */
export type TrackerCommand = Extract<
  Command,
  { readonly type: 'RecordStroke' | 'UndoStroke' | 'RedoStroke' | 'AwardBoard' | 'CorrectStrokes' }
>;

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

/** A stroke or a foul entry as a command carries it (match-file.md): the tracker judges it. */
export type StrokeInput = Extract<TrackerCommand, { type: 'RecordStroke' }>['entry'];
