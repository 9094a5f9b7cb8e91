import type { ScoreboardView, SideView } from '../../../shared/contract/scoreboard-view';
import { viewSettingsOf } from '../../../shared/rules/settings';
import { PRESETS } from '../../../shared/rules/ruleset';

export function sideView(index: number, overrides: Partial<SideView> = {}): SideView {
  return {
    index,
    name: index === 0 ? 'Asha' : index === 1 ? 'Ravi' : 'Meera',
    shortName: null,
    players: [],
    club: null,
    score: 0,
    gamesWon: 0,
    queenCounts: true,
    breaks: index === 0,
    breakerPlayer: null,
    gamePoint: false,
    matchPoint: false,
    ...overrides,
  };
}

/** A singles match in play: board `board` of game 1, scores as given. */
export function playingView(
  scores: readonly [number, number] = [0, 0],
  overrides: Partial<ScoreboardView> = {},
): ScoreboardView {
  return {
    type: 'singles',
    phase: 'playing',
    info: {},
    sides: [sideView(0, { score: scores[0] }), sideView(1, { score: scores[1] })],
    game: 1,
    board: 1,
    extraBoard: false,
    lastRegularBoard: false,
    // The ICF settings the view carries (target 25, queen 3 up to 21, 8 boards, best of 3).
    ...viewSettingsOf(PRESETS.icf),
    sideChangeDue: false,
    lastBoard: null,
    games: [],
    gameResult: null,
    matchResult: null,
    clocks: { stroke: null, game: null },
    ...overrides,
  };
}
