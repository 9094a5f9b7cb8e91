import type { MatchType, Stage } from '../rules/ruleset';
import type { RulesSpec } from '../rules/resolve';
import type { TrackerCommand } from './tracker/match-types';
import type {
  BoardEntry,
  ForfeitKind,
  MatchInfo,
  OfficialNoteKind,
  Side,
  SideIndex,
  TossChoice,
} from './types';

/**
 * What the operator (or an imported file) asks the engine to do. Times (`at`, epoch ms) are
 * stamped by the host: the engine never reads a clock.
 */
export type Command =
  | {
      readonly type: 'CreateMatch';
      readonly matchType: MatchType;
      readonly sides: readonly Side[];
      readonly rules?: RulesSpec;
      readonly stage: Stage;
      readonly info: MatchInfo;
    }
  | { readonly type: 'RecordToss'; readonly winner: SideIndex; readonly choice: TossChoice }
  | {
      readonly type: 'RecordBoard';
      /** Where the operator believes this board goes; refused when the match has moved on. */
      readonly game?: number;
      readonly board?: number;
      readonly entry: BoardEntry;
      /** The board in play is being tracked: the operator confirmed replacing its strokes. */
      readonly replaceStrokes?: boolean;
    }
  | {
      readonly type: 'CorrectBoard';
      readonly game: number;
      readonly board: number;
      readonly entry: BoardEntry;
    }
  | { readonly type: 'VoidLastBoard'; readonly game?: number; readonly board?: number }
  | { readonly type: 'RedoBoard'; readonly game?: number; readonly board?: number }
  | { readonly type: 'ChooseOpeningPlayer'; readonly game: number; readonly player: number }
  | { readonly type: 'RecordExtraBoardToss'; readonly game?: number; readonly winner: SideIndex }
  | { readonly type: 'RecordSideChange'; readonly game?: number }
  | { readonly type: 'Forfeit'; readonly by: SideIndex; readonly kind: ForfeitKind }
  /** Takes back the forfeit on record (recorded by mistake): the match goes on from its boards. */
  | { readonly type: 'WithdrawForfeit' }
  | { readonly type: 'UpdateDetails'; readonly sides: readonly Side[]; readonly info: MatchInfo }
  | { readonly type: 'StartGameClock'; readonly at: number }
  | { readonly type: 'PauseGameClock'; readonly at: number }
  /** `early`: the operator confirmed calling time before the clock ran out. */
  | { readonly type: 'MarkTimeUp'; readonly at: number; readonly early?: boolean }
  | { readonly type: 'StartStrokeClock'; readonly at: number }
  | { readonly type: 'ResetStrokeClock'; readonly at: number }
  | { readonly type: 'StartTimeOut'; readonly at: number; readonly side: SideIndex }
  | { readonly type: 'StartInterval'; readonly at: number }
  | { readonly type: 'StopOfficialTimer'; readonly at: number }
  | {
      readonly type: 'RecordOfficialNote';
      readonly at: number;
      readonly kind: OfficialNoteKind;
      readonly side: SideIndex;
      readonly player?: number;
    }
  /** The ICF card's "Remarks of Umpire" (remarks.ts): written, rewritten or cleared (empty). */
  | { readonly type: 'SetUmpireRemarks'; readonly text: string }
  | TrackerCommand;

export type CommandType = Command['type'];
