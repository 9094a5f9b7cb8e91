import type { MatchState } from '../engine/types';
import {
  stageBase,
  type Ruleset,
  type RulesetSettings,
  type SettingName,
  type Stage,
} from '../rules/ruleset';
import { MATCH_FORMAT } from './parse';
import { liveStrokeBoard, strokeBoard } from './export-strokes';

/** Writes the match as a `carrom-match/1` file: what the operator entered, board by board. */
export function toMatchFile(state: MatchState): Record<string, unknown> {
  const setup = state.setup;
  if (!setup) throw new Error('There is no match to export yet.');
  return {
    format: MATCH_FORMAT,
    type: setup.type,
    rules: rulesSpec(setup.ruleset, setup.stage),
    stage: setup.stage,
    sides: setup.sides.map((s) => ({
      name: s.name,
      players: s.players,
      ...(s.club ? { club: s.club } : {}),
      ...(s.shortName ? { shortName: s.shortName } : {}),
      ...(s.nationality ? { nationality: s.nationality } : {}),
    })),
    ...(Object.keys(setup.info).length ? { info: setup.info } : {}),
    ...(state.toss ? { toss: state.toss } : {}),
    games: exportGames(state),
    ...(state.forfeit ? { forfeit: state.forfeit } : {}),
    ...(state.remarks ? { remarks: state.remarks } : {}),
  };
}

function exportGames(state: MatchState): Record<string, unknown>[] {
  const games: Record<string, unknown>[] = state.games.map((g, index) => ({
    ...openingChoice(state, index),
    boards: g.boards.map(
      ({ entry, number }) =>
        strokeBoard(state, { game: g.number, board: number }) ??
        (entry.kind === 'pocketed'
          ? { pocketed: entry.pocketed, ...(entry.timeUp ? { timeUp: true } : {}) }
          : {
              winner: entry.winner,
              pieces: entry.pieces,
              queen: entry.queen,
              ...(entry.finish === 'penalty' ? { finish: 'penalty', extra: entry.extra } : {}),
              ...(entry.timeUp ? { timeUp: true } : {}),
            }),
    ),
    ...(g.extraBoardBreak !== null ? { extraBoardBreak: g.extraBoardBreak } : {}),
  }));
  // A game about to start whose opening partner was already chosen: the choice is kept.
  const upcoming = openingChoice(state, state.games.length);
  const live = liveStrokeBoard(state);
  const open = games[games.length - 1];
  if (live && open && live.game === state.games.length) {
    open.boards = [...(open.boards as unknown[]), live.board];
  } else if (live || (upcoming.openingPlayer !== undefined && state.winner === null)) {
    games.push({ ...upcoming, boards: live ? [live.board] : [] });
  }
  return games;
}

/** Doubles: the opening partner the operator chose for a game, when one was chosen. */
function openingChoice(state: MatchState, index: number): { openingPlayer?: number } {
  const chosen = state.openingChoices[index];
  return chosen === undefined || chosen === null ? {} : { openingPlayer: chosen };
}

/** The preset name alone when nothing differs from it, else the preset plus the differences. */
function rulesSpec(rules: Ruleset, stage: Stage): string | Record<string, unknown> {
  const { preset, ...settings } = rules;
  const base: RulesetSettings = stageBase(preset, stage);
  const changed = (Object.keys(settings) as SettingName[]).filter((k) => settings[k] !== base[k]);
  if (changed.length === 0) return preset;
  return { preset, ...Object.fromEntries(changed.map((k) => [k, settings[k]])) };
}
