/**
 * Nationality from the pairing (issue 41 item 3): a match set up from a SoL pairing carries its
 * sides' country codes ("IND", "POL / IND" for partners of two countries), the engine refuses a
 * code that is not one in words, and the scoreboard view (the display, the console's match header)
 * and the score sheet give it beside the club.
 */
import { describe, expect, it } from 'vitest';
import { createMatchFor } from '../../shared/tournament/set-up';
import { toScoreSheet } from '../../shared/views/score-sheet';
import { toMatchFile } from '../../shared/match-file/export';
import { parseMatchFile } from '../../shared/match-file/parse';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { decide, replay, type Command } from '../../shared/engine';
import { readSolExport, turnPairings } from '../../shared/tournament';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dump = readFileSync(
  fileURLToPath(new URL('../fixtures/sol/scr-dump-two-tourneys.sol', import.meta.url)),
  'utf8',
);

function setUpFromPairing(tourneyIndex: number, table: number): Command {
  const read = readSolExport(dump);
  if (!read.ok) throw new Error(read.error.message);
  const tourney = read.value[tourneyIndex - 1]!;
  const turn = turnPairings(tourney);
  if (!turn.ok) throw new Error(turn.error.message);
  const pairing = turn.value.pairings.find((p) => p.table === table)!;
  const made = createMatchFor(pairing, {
    description: tourney.description,
    turn: turn.value.turn,
    duration: tourney.duration,
    prealarm: tourney.prealarm,
  });
  if (!made.ok) throw new Error(made.message);
  return made.command as unknown as Command;
}

function created(command: Command) {
  const decision = decide(replay([]), command, { at: 1_000 });
  if (!decision.ok) throw new Error(decision.violation.message);
  return decision.state;
}

describe('nationality from a SoL pairing', () => {
  it('sets each side up with its country codes, partners of two countries both', () => {
    const singles = setUpFromPairing(1, 1) as unknown as { sides: { nationality?: string }[] };
    expect(singles.sides.map((side) => side.nationality)).toEqual(['ITA', 'DEU']);
    const doubles = setUpFromPairing(2, 1) as unknown as { sides: { nationality?: string }[] };
    expect(doubles.sides.map((side) => side.nationality)).toEqual(['ITA', 'DEU / IND']);
  });

  it('is in the scoreboard view and on the score sheet, beside the club', () => {
    const state = created(setUpFromPairing(1, 1));
    expect(toScoreboardView(state).sides.map((side) => [side.name, side.club, side.nationality])).toEqual([
      ['Emanuele Gaifax', 'Scarambol Club Rovereto', 'ITA'],
      ['Jürgen Müller', 'Carrom Club München', 'DEU'],
    ]);
    expect(toScoreSheet(state)!.sides.map((side) => side.nationality)).toEqual(['ITA', 'DEU']);
  });

  it('goes out in the match file and comes back in', () => {
    const file = toMatchFile(created(setUpFromPairing(2, 1)));
    expect((file['sides'] as { nationality?: string }[]).map((side) => side.nationality)).toEqual([
      'ITA',
      'DEU / IND',
    ]);
    const parsed = parseMatchFile(file);
    expect(parsed.ok && JSON.stringify(parsed.file)).toContain('"nationality":"DEU / IND"');
  });

  it('leaves a side without one as it was (no field)', () => {
    const state = created({
      type: 'CreateMatch',
      matchType: 'singles',
      sides: [
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      rules: 'icf',
      stage: 'early',
      info: {},
    } as unknown as Command);
    expect(toScoreboardView(state).sides.map((side) => 'nationality' in side)).toEqual([false, false]);
  });

  it('is refused in words when it is not country codes', () => {
    const command = {
      type: 'CreateMatch',
      matchType: 'singles',
      sides: [
        { name: 'Asha', players: ['Asha'], nationality: 'India' },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      rules: 'icf',
      stage: 'early',
      info: {},
    } as unknown as Command;
    const decision = decide(replay([]), command, { at: 1_000 });
    expect(decision.ok).toBe(false);
    expect(decision.ok ? '' : decision.violation.message).toContain(
      'The nationality of Asha must be country codes of three capital letters, one per nationality joined by " / " (ITA, or POL / IND for partners of two countries); got "India"',
    );
  });
});
