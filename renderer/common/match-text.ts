import type { DisplayTranslate } from '../../shared/i18n/display';
import type { ScoreboardView, SideView } from '../../shared/views/scoreboard-view-types';

export function gamesToWin(view: ScoreboardView): number {
  return Math.floor(view.bestOf / 2) + 1;
}

/** Game point, and match point when winning this game also wins the match. */
export function pointKind(view: ScoreboardView, side: SideView): 'game' | 'match' | null {
  if (!side.gamePoint || view.phase !== 'playing') return null;
  return side.gamesWon === gamesToWin(view) - 1 ? 'match' : 'game';
}

export function sideLabel(side: SideView): string {
  return side.name || side.players.join(' / ');
}

/** Players shown under the side's name: doubles pairs, or a name the side's label hides. */
export function playersShown(side: SideView): readonly string[] {
  if (side.players.length > 1) return side.players;
  const only = side.players[0];
  return only !== undefined && only !== side.name ? [only] : [];
}

export interface MatchStatus {
  /** "Game 2 of 3", or null when the match is a single game. */
  readonly game: string | null;
  /** "Board 5 / 8", "Extra board", "End of game 1", "Toss"… */
  readonly stage: string;
  readonly target: string | null;
}

export function matchStatus(view: ScoreboardView, t: DisplayTranslate): MatchStatus {
  const game = view.bestOf > 1 ? t('gameOf', { game: view.game, bestOf: view.bestOf }) : null;
  const target = view.target !== null ? t('firstTo', { target: view.target }) : null;
  switch (view.phase) {
    case 'setup':
      return { game: null, stage: t('waitingForMatch'), target: null };
    case 'toss':
      return { game, stage: t('toss'), target };
    case 'extraBoardToss':
      return { game, stage: `${t('extraBoard')} · ${t('extraBoardToss')}`, target };
    case 'gameOver':
      return { game, stage: t('gameOver', { game: view.game }), target };
    case 'matchOver':
      return { game: null, stage: t('matchOver'), target: null };
    case 'playing':
      return { game, stage: boardLabel(view, t), target };
  }
}

function boardLabel(view: ScoreboardView, t: DisplayTranslate): string {
  if (view.extraBoard) return t('extraBoard');
  if (view.boardLimit !== null) return t('boardOf', { board: view.board, limit: view.boardLimit });
  return t('board', { board: view.board });
}

export interface LastBoardLine {
  readonly label: string;
  readonly text: string;
}

/** "Asha +9 · 6 pieces + queen", or for three players "Asha +5 · Ben +2 · Chen +0". */
export function lastBoardLine(view: ScoreboardView, t: DisplayTranslate): LastBoardLine | null {
  const last = view.lastBoard;
  if (!last) return null;
  const label = last.extraBoard ? t('extraBoard') : t('board', { board: last.board });
  if (last.winner === null) {
    const gains = view.sides.map((side, index) =>
      t('boardGain', { name: sideLabel(side), points: last.points[index] ?? 0 }),
    );
    return { label, text: gains.join(' · ') };
  }
  const winner = view.sides[last.winner];
  if (!winner) return null;
  const gain = t('boardGain', { name: sideLabel(winner), points: last.points[last.winner] ?? 0 });
  const parts: string[] = [];
  if (last.pieces !== null) {
    parts.push(last.pieces === 1 ? t('partOnePiece') : t('partPieces', { pieces: last.pieces }));
  }
  if (last.queenCounted) parts.push(t('partQueen'));
  if (last.extraPoints > 0) parts.push(t('partExtra', { extra: last.extraPoints }));
  let detail = parts.join(' + ');
  const notes: string[] = [];
  if (last.queen === 'winner' && !last.queenCounted) notes.push(t('queenNotCounted'));
  if (last.finish === 'penalty') notes.push(t('penalty'));
  if (notes.length > 0) detail = `${detail} (${notes.join(', ')})`;
  return { label, text: detail ? `${gain} · ${detail}` : gain };
}

export type BannerKind = 'matchWon' | 'gameWon' | 'extraBoard' | 'changeSides';

export interface BannerInfo {
  /** Identifies the occasion, so the same banner is not replayed on every push. */
  readonly key: string;
  readonly kind: BannerKind;
  readonly title: string;
  readonly subtitle: string | null;
  /** Side whose colour the banner wears, if any. */
  readonly side: number | null;
}

export function bannerFor(
  view: ScoreboardView,
  matchId: string | null,
  t: DisplayTranslate,
): BannerInfo | null {
  const scope = `${matchId ?? 'none'}:${view.game}`;
  if (view.phase === 'matchOver' && view.matchResult) {
    const winner = view.sides[view.matchResult.winner];
    const games = view.sides.map((side) => side.gamesWon).join('–');
    return {
      key: `${scope}:match`,
      kind: 'matchWon',
      title: t('matchWon', { name: winner ? sideLabel(winner) : '' }),
      subtitle: view.matchResult.forfeit ? t(view.matchResult.forfeit) : games,
      side: view.matchResult.winner,
    };
  }
  if (view.phase === 'gameOver' && view.gameResult && view.gameResult.winner !== null) {
    const winner = view.sides[view.gameResult.winner];
    return {
      key: `${scope}:game`,
      kind: 'gameWon',
      title: t('gameWon', { name: winner ? sideLabel(winner) : '', game: view.gameResult.number }),
      subtitle: withEndReason(view.gameResult.scores.join('–'), view.gameResult, t),
      side: view.gameResult.winner,
    };
  }
  if (view.phase === 'extraBoardToss') {
    return {
      key: `${scope}:extra`,
      kind: 'extraBoard',
      title: t('extraBoard'),
      subtitle: t('extraBoardToss'),
      side: null,
    };
  }
  if (view.sideChangeDue) {
    return {
      key: `${scope}:sides`,
      kind: 'changeSides',
      title: t('changeSides'),
      subtitle: t('changeSidesNow'),
      side: null,
    };
  }
  return null;
}

/** "25–14 · Time up after board 6" when the game ended on time. */
function withEndReason(scores: string, game: ScoreboardView['games'][number], t: DisplayTranslate): string {
  return game.endedBy === 'time' && game.boards !== undefined
    ? `${scores} · ${t('timeUpAfterBoard', { board: game.boards })}`
    : scores;
}
