import { LineCounter, parseAllDocuments } from 'yaml';
import {
  describe,
  invalid,
  isRecord,
  listAt,
  nameAt,
  optionalDateAt,
  optionalTextAt,
  optionalWholeAt,
  recordAt,
  referenceAt,
  wholeAt,
} from './fields';
import {
  TournamentProblem,
  outcomeOf,
  type Tourney,
  type TourneyCompetitor,
  type TourneyMatch,
  type TourneyPlayer,
  type TournamentOutcome,
} from './model';
import { checkTurns } from './turns';

/**
 * SoL's export (`.sol`; a `.sol.gz` once gunzipped): YAML 1.1, several documents. The first holds
 * the shared tables (`clubs`, `players`, `championships`, …); each following one is a tourney whose
 * references (`club: 2`, a competitor's `players: [5, 9]`, a match's `competitor1: 3`) are 1-based
 * indexes into those lists. Read through the `yaml` library with the 1.1 schema, so `!!timestamp`,
 * implicit dates and `"M\xE9e"` escapes read as SoL wrote them; SoL's JSON form (the same
 * documents as one JSON list, dates as ISO text) is read too. Everything is checked before
 * anything is returned: a bad file gives one sentence naming where, and nothing.
 */
export function readSolExport(text: string): TournamentOutcome<readonly Tourney[]> {
  return outcomeOf(() => tourneysOf(documentsOf(text)));
}

const NOT_SOL = 'is not a SoL export';

function documentsOf(text: string): readonly unknown[] {
  // SoL writes the same documents as one JSON list when asked for JSON, and its loader tells
  // the two apart by the first character, as this does.
  if (text.trimStart().startsWith('[')) return jsonDocumentsOf(text);
  const lines = new LineCounter();
  const documents = parseAllDocuments(text, {
    version: '1.1',
    uniqueKeys: true,
    prettyErrors: false,
    lineCounter: lines,
  });
  if (!Array.isArray(documents)) return invalid('the file', `${NOT_SOL}: it holds no YAML document`);
  return documents.map((document, i) => {
    const error = document.errors[0];
    if (error) {
      const line = lines.linePos(error.pos[0]);
      const at = `line ${line.line}, column ${line.col}`;
      return invalid(
        `YAML document ${i + 1}, ${at}`,
        `${error.message.split('\n')[0]} (a truncated or damaged file?)`,
      );
    }
    try {
      return document.toJS({ maxAliasCount: 1000 }) as unknown;
    } catch (e) {
      return invalid(`YAML document ${i + 1}`, (e as Error).message);
    }
  });
}

function jsonDocumentsOf(text: string): readonly unknown[] {
  let documents: unknown;
  try {
    documents = JSON.parse(text);
  } catch (e) {
    return invalid(
      "the file (SoL's JSON form)",
      `${(e as Error).message.split('\n')[0]} (a truncated or damaged file?)`,
    );
  }
  return Array.isArray(documents)
    ? documents
    : invalid('the file', `${NOT_SOL}: its JSON is not a list of documents`);
}

interface Shared {
  readonly clubs: readonly string[];
  readonly players: readonly TourneyPlayer[];
}

function tourneysOf(documents: readonly unknown[]): readonly Tourney[] {
  const [first, ...rest] = documents;
  if (!isRecord(first) || !Array.isArray(first['players'])) {
    return invalid('the first YAML document', `${NOT_SOL}: it has no "players" list`);
  }
  if (rest.length === 0)
    return invalid('the file', `${NOT_SOL}: it holds no tourney after the shared tables`);
  const shared = sharedTablesOf(first);
  return rest.map((document, i) => tourneyOf(document, i + 2, shared));
}

function sharedTablesOf(document: Readonly<Record<string, unknown>>): Shared {
  const clubs = listAt(document['clubs'], 'document 1, clubs').map((club, i) => {
    const where = `document 1, clubs[${i + 1}]`;
    const description = optionalTextAt(recordAt(club, where)['description'], `${where}.description`);
    return description === null ? invalid(`${where}.description`, 'is missing') : nameAt(description, where);
  });
  const players = listAt(document['players'], 'document 1, players').map((player, i) =>
    playerOf(player, `document 1, players[${i + 1}]`, clubs),
  );
  return { clubs, players };
}

function playerOf(value: unknown, where: string, clubs: readonly string[]): TourneyPlayer {
  const player = recordAt(value, where);
  const first = optionalTextAt(player['firstname'], `${where}.firstname`) ?? '';
  const last = optionalTextAt(player['lastname'], `${where}.lastname`) ?? '';
  const name = nameAt(`${first} ${last}`, `${where} (firstname and lastname)`);
  const club = player['club'];
  return {
    name,
    nationality: optionalTextAt(player['nationality'], `${where}.nationality`),
    club:
      club === undefined || club === null
        ? null
        : clubs[referenceAt(club, `${where}.club`, clubs.length, 'the clubs list of document 1') - 1]!,
  };
}

function tourneyOf(value: unknown, number: number, shared: Shared): Tourney {
  const where = `document ${number} (a tourney)`;
  const tourney = recordAt(value, where);
  const description = optionalTextAt(tourney['description'], `${where}, description`);
  if (description === null) return invalid(`${where}, description`, 'is missing');
  const named = `document ${number} (tourney "${description}")`;
  if (!Array.isArray(tourney['competitors']))
    return invalid(named, `${NOT_SOL}: it has no "competitors" list`);
  const competitors = listAt(tourney['competitors'], `${named}, competitors`).map((competitor, i) =>
    competitorOf(competitor, i + 1, `${named}, competitors[${i + 1}]`, shared),
  );
  const phantomScore = optionalWholeAt(tourney['phantomscore'], `${named}, phantomscore`, 0) ?? 25;
  const matches = listAt(tourney['matches'], `${named}, matches`).map((match, i) =>
    matchOf(match, `${named}, matches[${i + 1}]`, competitors.length),
  );
  const currentTurn = optionalWholeAt(tourney['currentturn'], `${named}, currentturn`, 0) ?? 0;
  const result: Tourney = {
    source: 'sol',
    description,
    date: optionalDateAt(tourney['date'], `${named}, date`),
    location: optionalTextAt(tourney['location'], `${named}, location`),
    duration: optionalWholeAt(tourney['duration'], `${named}, duration`, 1),
    prealarm: optionalWholeAt(tourney['prealarm'], `${named}, prealarm`, 0),
    currentTurn,
    phantomScore,
    competitors,
    matches,
  };
  checkTurns(result, named);
  return result;
}

function competitorOf(value: unknown, index: number, where: string, shared: Shared): TourneyCompetitor {
  const competitor = recordAt(value, where);
  const references = listAt(competitor['players'], `${where}.players`);
  if (references.length === 0 || references.length > 4) {
    return invalid(`${where}.players`, `lists ${references.length} players (a competitor has 1 to 4)`);
  }
  const players = references.map((reference, i) => {
    const at = referenceAt(
      reference,
      `${where}.players[${i + 1}]`,
      shared.players.length,
      'the players list of document 1',
    );
    return shared.players[at - 1]!;
  });
  return { index, players };
}

function matchOf(value: unknown, where: string, competitors: number): TourneyMatch {
  const match = recordAt(value, where);
  const turn = wholeAt(match['turn'], `${where}.turn`, 1);
  const list = `the competitors list of this tourney`;
  if (match['competitor1'] === null || match['competitor1'] === undefined) {
    throw new TournamentProblem(
      'invalid_format',
      `${where}.competitor1: is ${describe(match['competitor1'])} (only competitor2 may be null, for a bye)`,
    );
  }
  const competitor1 = referenceAt(match['competitor1'], `${where}.competitor1`, competitors, list);
  const second = match['competitor2'];
  const competitor2 =
    second === null || second === undefined
      ? null
      : referenceAt(second, `${where}.competitor2`, competitors, list);
  if (competitor2 === competitor1) {
    return invalid(where, `competitor ${competitor1} is paired with itself`);
  }
  const board = match['board'];
  return {
    turn,
    table:
      competitor2 === null && (board === null || board === undefined)
        ? null
        : wholeAt(board, `${where}.board`, 1),
    competitor1,
    competitor2,
    score1: optionalWholeAt(match['score1'], `${where}.score1`, 0),
    score2: optionalWholeAt(match['score2'], `${where}.score2`, 0),
  };
}
