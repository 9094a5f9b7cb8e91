import type { OfficialsLogRow } from '../contract/officials';
import type { MatchState, OfficialEntry } from '../engine/types';

export type { OfficialsLogRow } from '../contract/officials';

/** The time-outs, intervals, warnings and fouls the timekeeper recorded: a pure function of the state. */
export function officialsLog(state: MatchState): readonly OfficialsLogRow[] {
  const sides = state.setup?.sides ?? [];
  return state.officials.log.map((entry) => {
    const side = entry.side === null ? undefined : sides[entry.side];
    const player = entry.player === null ? null : (side?.players[entry.player] ?? null);
    return {
      kind: entry.kind,
      side: entry.side,
      sideName: side?.name ?? null,
      player: entry.player,
      playerName: player && player.length > 0 ? player : null,
      game: entry.game,
      board: entry.board,
      at: entry.at,
    };
  });
}

/** How many of each kind a side has: the timekeeper's page shows the count beside each button. */
export function officialCounts(
  state: MatchState,
  side: number,
): Readonly<Record<OfficialEntry['kind'], number>> {
  const counts = { warning: 0, foul: 0, timeOut: 0, interval: 0 };
  for (const entry of state.officials.log) if (entry.side === side) counts[entry.kind] += 1;
  return counts;
}
