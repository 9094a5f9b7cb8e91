import type { LedFrameContent, LedSideContent } from './frame-content';

const nameOf = (side: LedSideContent, index: number): string =>
  side.shortName.length > 0 ? side.shortName : `SIDE ${index + 1}`;

/**
 * The one line a message sign shows, ASCII only:
 * - two sides: `ASHA 12-9 RAVI`, with the games won appended once a game has been won
 *   (`ASHA 12-9 RAVI (1-0)`); before the first board `ASHA V RAVI`;
 * - three players: `ASHA 12 RAVI 9 MEERA 3`;
 * - match over: `ASHA WINS 2-1` (games won, winner first).
 */
export function formatScoreLine(content: LedFrameContent): string {
  const { sides } = content;
  if (sides.length === 0) return '';
  if (content.phase === 'matchOver' && content.matchWinner !== null) {
    const winner = sides[content.matchWinner];
    if (winner) {
      const others = sides.filter((_, index) => index !== content.matchWinner);
      const games = [winner, ...others].map((side) => side.gamesWon).join('-');
      return `${nameOf(winner, content.matchWinner)} WINS ${games}`;
    }
  }
  if (sides.length !== 2) {
    return sides.map((side, index) => `${nameOf(side, index)} ${side.score}`).join(' ');
  }
  const [left, right] = sides as readonly [LedSideContent, LedSideContent];
  if (content.phase === 'setup' || content.phase === 'toss') {
    return `${nameOf(left, 0)} V ${nameOf(right, 1)}`;
  }
  const line = `${nameOf(left, 0)} ${left.score}-${right.score} ${nameOf(right, 1)}`;
  return left.gamesWon + right.gamesWon > 0 ? `${line} (${left.gamesWon}-${right.gamesWon})` : line;
}
