/*
 * A finished match on the venue's results page, in words: the games as the rules count them
 * (never "0–0" for a match ended off the table), each game's score, the game a forfeit stopped
 * as unfinished with the score at which it stopped, and who forfeited and how.
 */
import type { VenueMatchResult } from '../../shared/contract/venue';
import type { ForfeitKind } from '../../shared/engine/types';
import type { VenueTranslate } from '../../shared/i18n/venue';
import { isolateSide } from '../../shared/text/isolate';
import { scoresByName, stoppedByForfeit } from '../common/result-text';

const FORFEIT_WORDS = {
  resigned: 'forfeitResigned',
  walkover: 'forfeitWalkover',
  left: 'forfeitLeft',
  technical: 'forfeitTechnical',
} as const satisfies Record<ForfeitKind, string>;

/** "2 – 1"; for a forfeit the games won at the table only when there is one (never "0 – 0"). */
export function gamesWonText(match: VenueMatchResult): string {
  const played = match.gamesWon.some((won) => won > 0);
  return match.endedBy === 'forfeit' && !played ? '' : match.gamesWon.join(' – ');
}

/** "25-14 and Unfinished: stopped at Asha 12 – Bruno 4": each game, as the language lists them. */
export function gameScoresText(match: VenueMatchResult, t: VenueTranslate): string {
  const names = match.sides.map((side, i) => isolateSide(side, match.sidePlayers?.[i] ?? []));
  return t.list(
    match.games.map((game) =>
      stoppedByForfeit(game)
        ? t('gameUnfinished', { scores: scoresByName(names, game.scores) })
        : game.scores.join('-'),
    ),
  );
}

/** "Bruno resigned"; null when the match was won on the table (or, from an older table, how is not known). */
export function forfeitWords(match: VenueMatchResult, t: VenueTranslate): string | null {
  const forfeit = match.forfeit;
  if (!forfeit) return null;
  const loser = isolateSide(match.sides[forfeit.by] ?? '', match.sidePlayers?.[forfeit.by] ?? []);
  return t(FORFEIT_WORDS[forfeit.kind], { loser });
}
