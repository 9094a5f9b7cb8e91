import type { DisplayTranslate } from '../../shared/i18n/display';
import type { GameSummaryView, ScoreboardView, SideView } from '../../shared/contract/scoreboard-view';
import { isolateSide, sideNameParts } from '../../shared/text/isolate';
import { losersOf, scoresByName, stoppedByForfeit, winnerFirstText } from './result-text';
import type { ForfeitKind } from '../../shared/engine/types';

export function gamesToWin(view: ScoreboardView): number {
  return Math.floor(view.bestOf / 2) + 1;
}

/** Game point, and match point when winning this game also wins the match (the view's rule). */
export function pointKind(view: ScoreboardView, side: SideView): 'game' | 'match' | null {
  if (!side.gamePoint || view.phase !== 'playing') return null;
  return side.matchPoint ? 'match' : 'game';
}

export function sideLabel(side: SideView): string {
  return side.name || side.players.join(' / ');
}

/**
 * A side's name on its own line (`dir="auto"`): a pair named by its players has each player
 * isolated, so the line keeps the order entered whatever script each name is in; any other name
 * is given as it is, for the line to take its direction.
 */
export function sideNameLine(side: SideView): string {
  return sideNameParts(side.name, side.players).length > 1 ? sideInText(side) : sideLabel(side);
}

/** Where space is short (the overlay): the set-up's short name when it has one. */
export function shortLabel(side: SideView): string {
  return side.shortName ?? sideNameLine(side);
}

/**
 * A side's name inside a sentence, isolated (FSI … PDI): "محمد علي wins 2–1" keeps the score
 * after the name instead of pulling it into the right-to-left run (issue 23 item 11); a doubles
 * pair named by its players has each player isolated (issue 38 item 3).
 */
export function sideInText(side: SideView): string {
  // A pair named by its players: each player isolated on its own, in the order entered.
  return isolateSide(side.name, side.players);
}

/** "Queen counts" / "Queen no longer counts". */
export function queenText(side: SideView, t: DisplayTranslate): string {
  return side.queenCounts ? t('queenCounts') : t('queenNoLongerCounts');
}

/** Why a game ended, when it was not by points or boards: "Time up after board 6". */
export function endReason(game: GameSummaryView, boards: number | null, t: DisplayTranslate): string | null {
  if (game.endedBy !== 'time') return null;
  const played = game.boards ?? boards;
  return played !== null && played > 0 ? t('timeUpAfter', { board: played }) : t('timeUp');
}

/** "Asha beats Bruno 25–14" (three players: "Asha beats Ben and Chen …"): winner first. Null while the game has no winner. */
export function gameResultText(
  view: ScoreboardView,
  game: GameSummaryView,
  t: DisplayTranslate,
): string | null {
  if (stoppedByForfeit(game)) {
    return t('gameUnfinished', { scores: scoresByName(view.sides.map(sideInText), game.scores) });
  }
  if (game.winner === null) return null;
  const winner = view.sides[game.winner];
  if (!winner) return null;
  return t('beats', {
    winner: sideInText(winner),
    loser: t.list(losersOf(view.sides, game.winner).map(sideInText)),
    scores: winnerFirstText(game.scores, game.winner),
  });
}

/** "Asha wins 2–1" (games), or for a one-game match "Asha wins 25–14" (points): winner first. */
export function matchResultText(view: ScoreboardView, t: DisplayTranslate): string | null {
  const result = view.matchResult;
  const winner = result ? view.sides[result.winner] : undefined;
  if (!result || !winner) return null;
  const name = sideInText(winner);
  if (result.forfeit !== null) {
    // Games as the rules count them (won at the table; the host's count), and only when one
    // was: never "0–0", which reads as the match's score.
    const games = view.sides.map((side) => side.gamesWon);
    if (!games.some((won) => won > 0)) return t('matchWon', { name });
    return t('matchResult', { name, games: winnerFirstText(games, result.winner) });
  }
  if (view.bestOf > 1) {
    const games = view.sides.map((side) => side.gamesWon);
    return t('matchResult', { name, games: winnerFirstText(games, result.winner) });
  }
  const game = view.games[view.games.length - 1];
  if (!game || result.forfeit !== null) return t('matchWon', { name });
  return t('matchResult', { name, games: winnerFirstText(game.scores, result.winner) });
}

const FORFEIT_WORDS = {
  resigned: 'forfeitResigned',
  walkover: 'forfeitWalkover',
  left: 'forfeitLeft',
  technical: 'forfeitTechnical',
} as const satisfies Record<ForfeitKind, string>;

/** How the match ended off the table, naming the side: "Bruno resigned". Null when won on the table. */
export function forfeitText(view: ScoreboardView, t: DisplayTranslate): string | null {
  const result = view.matchResult;
  if (!result?.forfeit) return null;
  const by = result.forfeitBy ?? (view.sides.length === 2 ? 1 - result.winner : null);
  const loser = by === null ? undefined : view.sides[by];
  return t(FORFEIT_WORDS[result.forfeit], { loser: loser ? sideInText(loser) : '' });
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
      return { game, stage: gameOverStage(view, t), target };
    case 'matchOver':
      return { game: null, stage: t('matchOver'), target: null };
    case 'playing':
      return { game, stage: boardLabel(view, t), target };
  }
}

function gameOverStage(view: ScoreboardView, t: DisplayTranslate): string {
  const ended = t('endOfGame', { game: view.game });
  const reason = view.gameResult ? endReason(view.gameResult, view.board, t) : null;
  return reason ? `${ended} · ${reason}` : ended;
}

/** "Board 5 / 8", "Last board · 8 of 8", "Extra board": never "Board 9 / 8". */
export function boardLabel(view: ScoreboardView, t: DisplayTranslate): string {
  if (view.extraBoard) return t('extraBoard');
  if (view.boardLimit === null) return t('board', { board: view.board });
  if (view.board > view.boardLimit) return t('extraBoard');
  if (view.lastRegularBoard) return t('lastBoardOf', { board: view.board, limit: view.boardLimit });
  return t('boardOf', { board: view.board, limit: view.boardLimit });
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
      t('boardGain', { name: sideInText(side), points: last.points[index] ?? 0 }),
    );
    return { label, text: gains.join(' · ') };
  }
  const winner = view.sides[last.winner];
  if (!winner) return null;
  const gain = t('boardGain', { name: sideInText(winner), points: last.points[last.winner] ?? 0 });
  const parts: string[] = [];
  if (last.pieces !== null) parts.push(t('partPieces', { pieces: last.pieces }));
  if (last.queenCounted) parts.push(t('partQueen'));
  if (last.extraPoints > 0) parts.push(t('partExtra', { extra: last.extraPoints }));
  let detail = parts.join(' + ');
  const notes: string[] = [];
  if (last.queen === 'winner' && !last.queenCounted) notes.push(t('queenNotCounted'));
  if (last.finish === 'penalty') notes.push(t('penalty'));
  if (notes.length > 0) detail = `${detail} (${t.list(notes)})`;
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
    const games = winnerFirstText(
      view.sides.map((side) => side.gamesWon),
      view.matchResult.winner,
    );
    return {
      key: `${scope}:match`,
      kind: 'matchWon',
      title: t('matchWon', { name: winner ? sideInText(winner) : '' }),
      subtitle: forfeitText(view, t) ?? games,
      side: view.matchResult.winner,
    };
  }
  if (view.phase === 'gameOver' && view.gameResult && view.gameResult.winner !== null) {
    const winner = view.sides[view.gameResult.winner];
    return {
      key: `${scope}:game`,
      kind: 'gameWon',
      title: t('gameWon', { name: winner ? sideInText(winner) : '', game: view.gameResult.number }),
      subtitle: [
        winnerFirstText(view.gameResult.scores, view.gameResult.winner),
        endReason(view.gameResult, view.board, t),
      ]
        .filter((part): part is string => part !== null)
        .join(' · '),
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
