import type { CreateMatchCommandMessage } from './set-up-types';
import { graphemeCount } from '../text/names';
import { NAME_MAX } from '../engine/validate-setup';
import type { Pairing, PairingSide } from './pairings';

/** The tourney's clock and names, as a table sets its match up from a pairing. */
export interface PairingContext {
  readonly description: string;
  readonly turn: number;
  /** A game's time limit in minutes (SoL's `duration`), or null. */
  readonly duration: number | null;
  /** Minutes before the limit when the clock warns (SoL's `prealarm`; 0 or null: no warning). */
  readonly prealarm: number | null;
}

export type SetUpOutcome =
  | { readonly ok: true; readonly command: CreateMatchCommandMessage }
  | { readonly ok: false; readonly message: string };

/**
 * The CreateMatch a table sends for its pairing: SoL's competitor 1 is side 1, competitor 2 side 2
 * (the result is read back the same way round); names, clubs and doubles partners from SoL; one
 * game (SoL scores one game per turn), its time limit SoL's `duration` and its time warning SoL's
 * `prealarm` minutes before it. A bye has nothing to play.
 */
export function createMatchFor(pairing: Pairing, context: PairingContext): SetUpOutcome {
  const table = pairing.table === null ? 'the bye' : `table ${pairing.table}`;
  const second = pairing.competitor2;
  if (second === null) {
    return { ok: false, message: `Turn ${context.turn}, ${table} is a bye: there is no match to play.` };
  }
  const size = pairing.competitor1.players.length;
  if (size !== second.players.length || size > 2) {
    return {
      ok: false,
      message: `Turn ${context.turn}, ${table}: the competitors have ${size} and ${second.players.length} players; a table plays singles (1 against 1) or doubles (2 against 2).`,
    };
  }
  return {
    ok: true,
    command: {
      type: 'CreateMatch',
      matchType: size === 1 ? 'singles' : 'doubles',
      sides: [sideOf(pairing.competitor1), sideOf(second)],
      rules: {
        preset: 'icf',
        bestOf: 1,
        timeLimitMinutes: context.duration,
        timeWarningMinutes: warningOf(context),
      },
      stage: 'early',
      info: {
        event: clip(context.description, 100),
        round: String(context.turn),
        ...(pairing.table === null ? {} : { table: String(pairing.table) }),
      },
    },
  };
}

/** SoL's `prealarm` as the ruleset's time warning: none without a limit, at 0, or not under the limit. */
function warningOf({ duration, prealarm }: PairingContext): number | null {
  if (duration === null || prealarm === null || prealarm <= 0 || prealarm >= duration) return null;
  return prealarm;
}

function sideOf(side: PairingSide): CreateMatchCommandMessage['sides'][number] {
  const clubs = [...new Set(side.clubs.filter((club): club is string => club !== null))];
  const club = clubs.length === 0 ? null : fitted(clubs);
  const nationality = nationalityOf(side);
  return {
    name: fitted(side.players),
    players: side.players,
    ...(club === null ? {} : { club }),
    ...(nationality === null ? {} : { nationality }),
  };
}

/** The players' country codes, each once ("POL / IND"); none when SoL gave one that is not a code. */
function nationalityOf(side: PairingSide): string | null {
  const codes = [...new Set(side.nationalities.filter((code): code is string => code !== null))].map((code) =>
    code.toUpperCase(),
  );
  return codes.length > 0 && codes.every((code) => /^[A-Z]{3}$/.test(code)) ? codes.join(' / ') : null;
}

/** Partners joined "A / B"; when that is too long for a side's name, each by their last word. */
function fitted(names: readonly string[]): string {
  const joined = names.join(' / ');
  if (graphemeCount(joined) <= NAME_MAX) return joined;
  return clip(names.map((name) => name.split(' ').at(-1) ?? name).join(' / '), NAME_MAX);
}

function clip(text: string, max: number): string {
  if (graphemeCount(text) <= max) return text;
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return `${segments
    .slice(0, max - 1)
    .map((s) => s.segment)
    .join('')
    .trimEnd()}…`;
}
