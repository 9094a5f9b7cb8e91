/** Hand-made scoreboard states for the display tests (what the engine's view would produce). */
import type { Language } from '../../shared/i18n/languages';
import type { ScoreboardView, SideView } from '../../shared/contract/scoreboard-view';
import type { DisplaySettings, StatePush } from '../../shared/contract/contract';
import { viewSettingsOf } from '../../shared/rules/settings';
import { PRESETS } from '../../shared/rules/ruleset';

export function side(index: number, name: string, overrides: Partial<SideView> = {}): SideView {
  return {
    index,
    name,
    shortName: null,
    players: [name],
    club: null,
    score: 0,
    gamesWon: 0,
    queenCounts: true,
    breaks: false,
    breakerPlayer: null,
    gamePoint: false,
    matchPoint: false,
    ...overrides,
  };
}

const NO_CLOCKS = { stroke: null, game: null } as const;

export function singlesView(overrides: Partial<ScoreboardView> = {}): ScoreboardView {
  return {
    type: 'singles',
    phase: 'playing',
    info: { event: 'Open Singles', round: 'Final', table: '1' },
    sides: [
      side(0, 'Asha Kulkarni', { club: 'Mumbai', breaks: true }),
      side(1, 'Ben Carter', { club: 'London' }),
    ],
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
    clocks: NO_CLOCKS,
    ...overrides,
  };
}

const GAME_1 = { number: 1, scores: [25, 14], winner: 0, endedBy: 'points' } as const;
const GAME_2 = { number: 2, scores: [19, 26], winner: 1, endedBy: 'points' } as const;

/** The six situations every language is photographed in. */
export function scenarios(): Readonly<Record<string, ScoreboardView>> {
  const base = singlesView();
  return {
    'before-first-board': base,
    'mid-game': singlesView({
      game: 2,
      board: 5,
      games: [GAME_1, { number: 2, scores: [15, 9], winner: null, endedBy: null }],
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 15, gamesWon: 1, breaks: true }),
        side(1, 'Ben Carter', { club: 'London', score: 9 }),
      ],
      lastBoard: {
        game: 2,
        board: 4,
        winner: 0,
        points: [9, 0],
        pieces: 6,
        queen: 'winner',
        queenCounted: true,
        finish: 'normal',
        extraPoints: 0,
        extraBoard: false,
      },
      clocks: { stroke: { seconds: 15, startedAt: null }, game: null },
    }),
    'queen-cutoff': singlesView({
      game: 2,
      board: 7,
      games: [GAME_1],
      sides: [
        side(0, 'Asha Kulkarni', {
          club: 'Mumbai',
          score: 23,
          gamesWon: 1,
          queenCounts: false,
          gamePoint: true,
          matchPoint: true,
        }),
        side(1, 'Ben Carter', { club: 'London', score: 12, breaks: true }),
      ],
      lastBoard: {
        game: 2,
        board: 6,
        winner: 0,
        points: [8, 0],
        pieces: 5,
        queen: 'winner',
        queenCounted: true,
        finish: 'normal',
        extraPoints: 0,
        extraBoard: false,
      },
    }),
    'extra-board': singlesView({
      phase: 'extraBoardToss',
      game: 2,
      board: 9,
      extraBoard: true,
      games: [GAME_1],
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 18, gamesWon: 1 }),
        side(1, 'Ben Carter', { club: 'London', score: 18 }),
      ],
      lastBoard: {
        game: 2,
        board: 8,
        winner: 1,
        points: [0, 4],
        pieces: 4,
        queen: 'none',
        queenCounted: false,
        finish: 'normal',
        extraPoints: 0,
        extraBoard: false,
      },
    }),
    'side-change-game-3': singlesView({
      game: 3,
      board: 5,
      games: [GAME_1, GAME_2],
      sideChangeDue: true,
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 13, gamesWon: 1, breaks: true }),
        side(1, 'Ben Carter', { club: 'London', score: 7, gamesWon: 1 }),
      ],
      lastBoard: {
        game: 3,
        board: 4,
        winner: 0,
        points: [7, 0],
        pieces: 2,
        queen: 'winner',
        queenCounted: true,
        finish: 'penalty',
        extraPoints: 2,
        extraBoard: false,
      },
      clocks: {
        stroke: { seconds: 15, startedAt: null },
        game: { limitMs: 25 * 60000, usedMs: 11 * 60000 + 23000, runningSince: null, expired: false },
      },
    }),
    'match-won': singlesView({
      phase: 'matchOver',
      game: 3,
      board: 7,
      games: [GAME_1, GAME_2, { number: 3, scores: [27, 13], winner: 0, endedBy: 'points' }],
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 27, gamesWon: 2, queenCounts: false }),
        side(1, 'Ben Carter', { club: 'London', score: 13, gamesWon: 1 }),
      ],
      lastBoard: {
        game: 3,
        board: 6,
        winner: 0,
        points: [6, 0],
        pieces: 6,
        queen: 'winner',
        queenCounted: false,
        finish: 'normal',
        extraPoints: 0,
        extraBoard: false,
      },
      gameResult: { number: 3, scores: [27, 13], winner: 0, endedBy: 'points' },
      matchResult: { winner: 0, endedBy: 'games', forfeit: null },
    }),
  };
}

/** Situations of issue 14: the last board, a game ended by time, free play, doubles. */
export function hallScenarios(): Readonly<Record<string, ScoreboardView>> {
  const lastBoard = {
    game: 1,
    board: 7,
    winner: 1,
    points: [0, 3],
    pieces: 3,
    queen: 'none',
    queenCounted: false,
    finish: 'normal',
    extraPoints: 0,
    extraBoard: false,
  } as const;
  return {
    'last-board': singlesView({
      board: 8,
      lastRegularBoard: true,
      games: [{ number: 1, scores: [17, 14], winner: null, endedBy: null }],
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 17, breaks: true, gamePoint: true }),
        side(1, 'Ben Carter', { club: 'London', score: 14, gamePoint: true }),
      ],
      lastBoard,
      clocks: {
        stroke: { seconds: 15, startedAt: null },
        game: { limitMs: 25 * 60000, usedMs: 21 * 60000 + 5000, runningSince: null, expired: false },
      },
    }),
    'time-up': singlesView({
      phase: 'gameOver',
      board: 6,
      games: [{ number: 1, scores: [16, 11], winner: 0, endedBy: 'time' }],
      gameResult: { number: 1, scores: [16, 11], winner: 0, endedBy: 'time' },
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', score: 16, gamesWon: 1 }),
        side(1, 'Ben Carter', { club: 'London', score: 11 }),
      ],
      lastBoard: { ...lastBoard, board: 6, winner: 0, points: [4, 0], pieces: 4 },
      clocks: {
        stroke: null,
        game: { limitMs: 25 * 60000, usedMs: 25 * 60000, runningSince: null, expired: true },
      },
    }),
    'free-play': singlesView({
      info: { table: '4' },
      bestOf: 1,
      board: 12,
      boardLimit: null,
      target: null,
      queenPoints: 3,
      queenCutoff: null,
      sides: [side(0, 'Meera', { score: 41, breaks: true }), side(1, 'Ravi', { score: 38 })],
    }),
    doubles: singlesView({
      type: 'doubles',
      board: 6,
      games: [{ number: 1, scores: [22, 15], winner: null, endedBy: null }],
      sides: [
        side(0, 'Asha Kulkarni / Bela Rao', {
          shortName: 'Asha & Bela',
          players: ['Asha Kulkarni', 'Bela Rao'],
          score: 22,
          breaks: true,
          breakerPlayer: 1,
          gamePoint: true,
        }),
        side(1, 'Chen Wei / Dev Patel', {
          shortName: 'Chen & Dev',
          players: ['Chen Wei', 'Dev Patel'],
          score: 15,
        }),
      ],
    }),
  };
}

/** Side names in the three scripts, long enough to need shrinking. */
export const LONG_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  latin: [
    'Venkatanarasimharajuvaripeta Subrahmanyam-Kulkarni',
    'Maximilian Alexander von Hohenzollern-Sigmaringen',
  ],
  chinese: ['欧阳思远·上官婉儿·司马相如纪念队', '诸葛孔明与皇甫嵩联合俱乐部代表队'],
  devanagari: ['वेंकटनरसिंहराजुवारिपेट सुब्रह्मण्यम कुलकर्णी', 'श्रीनिवास रामानुजन अय्यंगार चक्रवर्ती'],
};

export function displaySettings(overrides: Partial<DisplaySettings> = {}): DisplaySettings {
  return {
    mode: 'scoreboard',
    message: '',
    theme: 'dark',
    language: 'en' as Language,
    title: 'Carrom World Cup 2025',
    logo: null,
    ...overrides,
  };
}

let revision = 0;

export function push(
  view: ScoreboardView,
  display: Partial<DisplaySettings> = {},
  matchId: string | null = 'match-1',
): StatePush {
  revision += 1;
  return { revision, matchId, view, display: displaySettings(display), serverTime: Date.now() };
}
