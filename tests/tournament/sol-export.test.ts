/**
 * SoL's export read by shared/tournament: the fixtures (written like SoL's own dumps: several YAML
 * documents, 1-based references, byes with competitor2 null, !!timestamp dates, flow and block
 * style mixed, "\xE9" escapes), gzipped too, and broken files: each refused with one sentence
 * naming where, and nothing returned.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  pickTourney,
  readPairingsCsv,
  readSolExport,
  turnPairings,
  type Tourney,
} from '../../shared/tournament';
import { bigSolExport } from './big-sol-export';

const fixtures = fileURLToPath(new URL('../fixtures/sol/', import.meta.url));
const text = (name: string): string =>
  name.endsWith('.gz')
    ? gunzipSync(readFileSync(join(fixtures, name))).toString('utf8')
    : readFileSync(join(fixtures, name), 'utf8');

function tourney(source: string): Tourney {
  const read = readSolExport(source);
  if (!read.ok) throw new Error(read.error.message);
  return read.value[0]!;
}

function refusal(source: string): { code: string; message: string } {
  const read = readSolExport(source);
  expect(read.ok).toBe(false);
  return (read as { error: { code: string; message: string } }).error;
}

describe('a SoL export with byes', () => {
  const spring = tourney(text('spring-open-byes.sol'));

  it('reads the tourney: description, !!timestamp date, clock, phantom score', () => {
    expect(spring).toMatchObject({
      source: 'sol',
      description: 'Torneo di Primavera',
      date: '2024-03-09',
      location: 'Milano, Circolo Arci',
      duration: 45,
      prealarm: 5,
      currentTurn: 2,
      phantomScore: 25,
    });
    expect(spring.competitors).toHaveLength(7);
  });

  it('resolves the 1-based references and the \\xE9 escapes into NFC names, clubs and nationality', () => {
    expect(spring.competitors[1]!.players).toEqual([
      { name: 'Amélie Mée', nationality: 'CHE', club: 'Club de Carrom de Genève' },
    ]);
    expect(spring.competitors[1]!.players[0]!.name).toBe('Amélie Mée'.normalize('NFC'));
    expect(spring.competitors[6]!.players[0]!.name).toBe('Ananya शर्मा');
    expect(spring.competitors[3]!.players[0]).toEqual({
      name: 'Łukasz Kowalczyk',
      nationality: 'POL',
      club: null,
    });
  });

  it('lists the current turn by table, the bye last with competitor2 null', () => {
    const turn = turnPairings(spring);
    expect(turn.ok).toBe(true);
    if (!turn.ok) return;
    expect(turn.value.turn).toBe(2);
    expect(
      turn.value.pairings.map((p) => [p.table, p.competitor1.index, p.competitor2?.index ?? null]),
    ).toEqual([
      [1, 1, 3],
      [2, 5, 7],
      [3, 2, 6],
      [4, 4, null],
    ]);
  });

  it('lists a turn the operator picks, and refuses one the file does not have', () => {
    const first = turnPairings(spring, 1);
    expect(first.ok && first.value.pairings.map((p) => p.competitor1.players[0])).toEqual([
      'Emanuele Gaifax',
      'Amélie Mée',
      'Giulia Rossi',
      'Ananya शर्मा',
    ]);
    const missing = turnPairings(spring, 9);
    expect(missing).toEqual({
      ok: false,
      error: {
        code: 'no_such_turn',
        message: 'tourney "Torneo di Primavera" has no pairing for turn 9: its turns are 1, 2',
      },
    });
  });

  it('reads the gzipped export the same', () => {
    expect(tourney(text('spring-open-byes.sol.gz'))).toEqual(spring);
  });
});

describe('a doubles export at a later turn', () => {
  const doubles = tourney(text('doubles-later-turn.sol.gz'));

  it('gives both partners of each competitor, in SoL order, at turn 3', () => {
    const turn = turnPairings(doubles);
    expect(turn.ok).toBe(true);
    if (!turn.ok) return;
    expect(turn.value).toMatchObject({
      tourney: "Doppio d'estate",
      date: '2024-06-15',
      turn: 3,
      duration: 30,
      prealarm: 3,
    });
    expect(turn.value.pairings).toEqual([
      {
        table: 1,
        competitor1: {
          index: 2,
          players: ['Rahul Verma', 'Priya Nair'],
          clubs: ['Delhi Carrom Association', 'Delhi Carrom Association'],
          nationalities: ['IND', 'IND'],
        },
        competitor2: {
          index: 4,
          players: ['Anna Zielińska', 'Vikram Singh'],
          clubs: ['Warszawski Klub Carrom', 'Delhi Carrom Association'],
          nationalities: ['POL', 'IND'],
        },
      },
      {
        table: 2,
        competitor1: expect.objectContaining({ index: 1, players: ['Małgorzata Wójcik', 'Piotr Nowak'] }),
        competitor2: expect.objectContaining({ index: 3, players: ['Иван Петров', '李 娜'] }),
      },
    ]);
  });
});

/**
 * Written after SoL's own dump code, since SoL's test exports (its tests/scr/*.sol) are not in the
 * index: sol/models/bio.py (Lele Gaifax, metapensiero; GPL, read and not copied), whose
 * `Serializer.dump` yields the shared tables (users, players, clubs, championships, ratings, rates)
 * then one document per tourney through ruamel's `safe_dump_all` (sorted keys, scalar-only
 * collections in flow style, non-ASCII as "\xFC" / "\u0142", the first document without "---"),
 * or the same list as JSON (`serialization_format='json'`, told apart by its "["); the fields are
 * those of `Tourney.serialize` (championship, hosting_club, owner, rating, couplings, rankedturn,
 * finalkind, …), `Competitor.serialize` (players, points, bucholz, netscore, totscore, retired) and
 * `Match.serialize` (board, breaker, final, boards with coins and queen), and a bye is placed as SoL
 * does (tests/models/test_tourney.py `test_phantom_match_last`): on the last board, competitor2
 * null, scored the phantom score to 0.
 */
describe("an export shaped as SoL's dump_sol writes it, two tourneys", () => {
  const read = readSolExport(text('scr-dump-two-tourneys.sol'));
  const [singles, doubles] = read.ok ? read.value : [];

  it('reads both tourneys, past the fields SoL writes that a table has no use for', () => {
    expect(read.ok && read.value).toHaveLength(2);
    expect(singles).toMatchObject({
      description: '3° Torneo Sociale',
      date: '2024-11-16',
      location: 'Rovereto, Sala Civica',
      duration: 45,
      prealarm: 5,
      currentTurn: 2,
      phantomScore: 25,
    });
    expect(singles!.matches[1]).toEqual({
      turn: 1,
      table: 2,
      competitor1: 4,
      competitor2: 5,
      score1: 21,
      score2: 13,
    });
    expect(doubles).toMatchObject({
      description: '3° Torneo Sociale – doppio',
      date: '2024-11-17',
      prealarm: 0,
    });
  });

  it('resolves players, clubs and nationality through the shared tables, escapes and all', () => {
    expect(singles!.competitors[3]!.players).toEqual([
      { name: 'Jürgen Müller', nationality: 'DEU', club: 'Carrom Club München' },
    ]);
    expect(singles!.competitors[2]!.players).toEqual([
      { name: 'Mirosław Kołodziej', nationality: 'POL', club: null },
    ]);
    expect(doubles!.competitors[1]!.players.map((p) => p.name)).toEqual(['Jürgen Müller', 'Sanjay Kulkarni']);
  });

  it("lists the current turn with SoL's bye on the last board", () => {
    const turn = turnPairings(singles!);
    expect(
      turn.ok && turn.value.pairings.map((p) => [p.table, p.competitor1.index, p.competitor2?.index ?? null]),
    ).toEqual([
      [1, 1, 4],
      [2, 2, 3],
      [3, 5, null],
    ]);
  });

  it('reads the gzipped dump and the JSON form the same', () => {
    expect(readSolExport(text('scr-dump-two-tourneys.sol.gz'))).toEqual(read);
    expect(readSolExport(text('scr-dump-two-tourneys-json.sol'))).toEqual(read);
  });

  it('refuses a truncated JSON form, naming it', () => {
    const json = text('scr-dump-two-tourneys-json.sol');
    const error = refusal(json.slice(0, json.length / 2));
    expect(error.code).toBe('invalid_format');
    expect(error.message).toMatch(/^the file \(SoL's JSON form\): .*truncated or damaged file/);
    expect(refusal('[1, 2]').message).toBe(
      'the first YAML document: is not a SoL export: it has no "players" list',
    );
  });
});

describe('an export of several tourneys: the operator picks one', () => {
  const dump = text('scr-dump-two-tourneys.sol');

  it('gives the first by default, the one picked by its place, and every tourney of the file', () => {
    const first = pickTourney('scr.sol', dump);
    const second = pickTourney('scr.sol', dump, 2);
    const tourneys = [
      { index: 1, description: '3° Torneo Sociale', date: '2024-11-16' },
      { index: 2, description: '3° Torneo Sociale – doppio', date: '2024-11-17' },
    ];
    expect(first.ok && [first.value.index, first.value.tourney.description, first.value.tourneys]).toEqual([
      1,
      '3° Torneo Sociale',
      tourneys,
    ]);
    expect(second.ok && [second.value.index, second.value.tourney.description]).toEqual([
      2,
      '3° Torneo Sociale – doppio',
    ]);
  });

  it('refuses a tourney the file does not have, naming the ones it has', () => {
    expect(pickTourney('scr.sol', dump, 3)).toEqual({
      ok: false,
      error: {
        code: 'no_such_tourney',
        message:
          'the file has no tourney 3: it holds 2 tourneys: 1 "3° Torneo Sociale" (2024-11-16), 2 "3° Torneo Sociale – doppio" (2024-11-17)',
      },
    });
    expect(pickTourney('night.csv', '1,1,Asha,Bruno\n', 2)).toMatchObject({
      ok: false,
      error: { message: 'the file has no tourney 2: it holds 1 tourney: 1 "night"' },
    });
  });
});

describe('broken exports are refused, naming where', () => {
  const spring = text('spring-open-byes.sol');

  it('a truncated file (cut inside a flow mapping)', () => {
    const cut = spring.slice(0, spring.indexOf('competitor2: 7') + 5);
    const error = refusal(cut);
    expect(error.code).toBe('invalid_format');
    expect(error.message).toMatch(/^YAML document 2, line \d+, column \d+: .*truncated or damaged file/);
  });

  it('an index out of range', () => {
    const error = refusal(spring.replace('competitor2: 7,', 'competitor2: 17,'));
    expect(error).toEqual({
      code: 'index_out_of_range',
      message:
        'document 2 (tourney "Torneo di Primavera"), matches[6].competitor2: 17 is out of range (the competitors list of this tourney has 7 entries, numbered from 1)',
    });
  });

  it('a player reference out of range', () => {
    const error = refusal(
      spring.replace('- {players: [6], retired: false}', '- {players: [0], retired: false}'),
    );
    expect(error.code).toBe('index_out_of_range');
    expect(error.message).toContain(
      'competitors[6].players[1]: 0 is out of range (the players list of document 1 has 7 entries',
    );
  });

  it('a competitor1: null', () => {
    const error = refusal(
      spring.replace('competitor1: 5, competitor2: 7', 'competitor1: null, competitor2: 7'),
    );
    expect(error.message).toBe(
      'document 2 (tourney "Torneo di Primavera"), matches[6].competitor1: is missing (only competitor2 may be null, for a bye)',
    );
  });

  it('a name the contract refuses (a right-to-left override)', () => {
    const error = refusal(spring.replace('lastname: Rossi', 'lastname: "Ros\\u202Esi"'));
    expect(error).toEqual({
      code: 'invalid_name',
      message:
        'document 1, players[3] (firstname and lastname): a name contains U+202E RIGHT-TO-LEFT OVERRIDE, an invisible character a name may not hold',
    });
  });

  it('a competitor twice in one turn', () => {
    const error = refusal(spring.replace('competitor1: 5, competitor2: 7', 'competitor1: 5, competitor2: 3'));
    expect(error.message).toBe(
      'document 2 (tourney "Torneo di Primavera"): competitor 3 plays twice in turn 2 (tables 1 and 2)',
    );
  });

  it('files that are not SoL exports', () => {
    expect(refusal('just: a mapping\n').message).toBe(
      'the first YAML document: is not a SoL export: it has no "players" list',
    );
    expect(refusal('players: []\n').message).toBe(
      'the file: is not a SoL export: it holds no tourney after the shared tables',
    );
    expect(refusal('{"type": "carrom-match/1"}').message).toContain('is not a SoL export');
    expect(refusal('').message).toContain('is not a SoL export');
  });
});

describe('a 2,000-player export', () => {
  it('is read whole, with its current turn of 1,000 tables', () => {
    const big = tourney(bigSolExport(2000, 3));
    expect(big.competitors).toHaveLength(2000);
    expect(big.matches).toHaveLength(3000);
    const turn = turnPairings(big);
    expect(turn.ok && turn.value.pairings).toHaveLength(1000);
  });
});

describe('a plain CSV of pairings', () => {
  it('reads turn, table and the players of each side, an empty side 2 as a bye', () => {
    const csv = readPairingsCsv(text('club-night.csv'), 'club-night.csv');
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    const turn = turnPairings(csv.value);
    expect(
      turn.ok &&
        turn.value.pairings.map((p) => [p.table, p.competitor1.players, p.competitor2?.players ?? null]),
    ).toEqual([
      [1, ['Asha Rao'], ['Bruno Costa']],
      [2, ['Chen Wei', 'Li Na'], ['Dmitri Volkov', 'Olga Ivanova']],
      [3, ['Emma Brown'], null],
    ]);
  });

  it('refuses a line without a table number, naming the line', () => {
    const csv = readPairingsCsv('turn,table,a,b\n1,x,Asha,Bruno\n', 'night.csv');
    expect(csv).toEqual({
      ok: false,
      error: {
        code: 'invalid_format',
        message: 'night.csv, line 2, table: is "x", not a whole number of at least 1',
      },
    });
  });
});
