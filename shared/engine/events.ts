import type { BoardEntry, Forfeit, MatchInfo, MatchSetup, Side, SideIndex, Toss } from './types';

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
  | { readonly type: 'DetailsUpdated'; readonly sides: readonly Side[]; readonly info: MatchInfo }
  | { readonly type: 'GameClockStarted'; readonly at: number }
  | { readonly type: 'GameClockPaused'; readonly at: number }
  | { readonly type: 'GameTimeUp'; readonly at: number }
  | { readonly type: 'StrokeClockStarted'; readonly at: number }
  | { readonly type: 'StrokeClockReset'; readonly at: number };

export type MatchEventType = MatchEvent['type'];
