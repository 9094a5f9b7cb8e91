import type {
  BoardEntry,
  Forfeit,
  MatchInfo,
  MatchSetup,
  OfficialNoteKind,
  Side,
  SideIndex,
  Toss,
} from './types';
import type { TrackerEvent } from './tracker/match-types';

/** Facts, in the past tense. State is the fold of these; nothing else changes it. */
export type MatchEvent =
  | { readonly type: 'MatchCreated'; readonly setup: MatchSetup }
  | { readonly type: 'TossRecorded'; readonly toss: Toss }
  | {
      readonly type: 'BoardRecorded';
      readonly game: number;
      readonly board: number;
      readonly entry: BoardEntry;
    }
  | {
      readonly type: 'BoardCorrected';
      readonly game: number;
      readonly board: number;
      readonly entry: BoardEntry;
      readonly previous: BoardEntry;
    }
  | {
      readonly type: 'BoardVoided';
      readonly game: number;
      readonly board: number;
      readonly entry: BoardEntry;
    }
  /** Redo: the board last undone is recorded again where it was. */
  | {
      readonly type: 'BoardRedone';
      readonly game: number;
      readonly board: number;
      readonly entry: BoardEntry;
    }
  /** Doubles: the operator chose which partner of the opening side breaks game `game`'s first board. */
  | {
      readonly type: 'OpeningPlayerChosen';
      readonly game: number;
      /** The side that opens the game (the one whose partner is chosen). */
      readonly side: SideIndex;
      readonly player: number;
    }
  | { readonly type: 'ExtraBoardTossRecorded'; readonly game: number; readonly winner: SideIndex }
  | { readonly type: 'SideChangeRecorded'; readonly game: number; readonly afterBoard: number }
  | { readonly type: 'MatchForfeited'; readonly forfeit: Forfeit }
  /** The forfeit on record was withdrawn (it carries what was withdrawn, for the audit trail). */
  | { readonly type: 'ForfeitWithdrawn'; readonly forfeit: Forfeit }
  | { readonly type: 'DetailsUpdated'; readonly sides: readonly Side[]; readonly info: MatchInfo }
  | { readonly type: 'GameClockStarted'; readonly at: number }
  | { readonly type: 'GameClockPaused'; readonly at: number }
  /** `early`: called by the operator before the clock ran out (confirmed). */
  | { readonly type: 'GameTimeUp'; readonly at: number; readonly early?: true }
  | { readonly type: 'StrokeClockStarted'; readonly at: number }
  | { readonly type: 'StrokeClockReset'; readonly at: number }
  | {
      readonly type: 'TimeOutStarted';
      readonly at: number;
      readonly side: SideIndex;
      readonly seconds: number;
      readonly game: number;
      readonly board: number;
    }
  | {
      readonly type: 'IntervalStarted';
      readonly at: number;
      readonly seconds: number;
      readonly game: number;
      readonly board: number;
    }
  | { readonly type: 'OfficialTimerStopped'; readonly at: number }
  | {
      readonly type: 'OfficialNoteRecorded';
      readonly at: number;
      readonly kind: OfficialNoteKind;
      readonly side: SideIndex;
      readonly player: number | null;
      readonly game: number;
      readonly board: number;
    }
  /** The umpire's remarks now read `text` (empty: cleared); each change stays in the log. */
  | { readonly type: 'UmpireRemarksSet'; readonly text: string }
  /** The board tracker: strokes, awards and corrections by strokes (tracker/match-types.ts). */
  | TrackerEvent;

export type MatchEventType = MatchEvent['type'];
