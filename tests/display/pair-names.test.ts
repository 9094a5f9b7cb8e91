/**
 * Issue 38, item 3: a doubles side entered as [محمد, Bruno Rossi] is written with each player
 * isolated on its own, in the order entered ("⁨محمد⁩ / ⁨Bruno Rossi⁩"), never as one isolated run
 * (which takes the Arabic name's direction and shows "Bruno Rossi / محمد"): the display's result
 * lines and side names, the overlay's names, the sheet's names (header, winner cells, signature
 * line, each game's winner sentence), /venue's results and their CSV (a column per player). A team name or a singles player stays one isolated part.
 */
import { describe, expect, it } from 'vitest';
import { displayTranslator } from '../../shared/i18n/display';
import { isolate, isolateSide, sideNameParts } from '../../shared/text/isolate';
import {
  bannerFor,
  gameResultText,
  matchResultText,
  shortLabel,
  sideInText,
  sideNameLine,
} from '../../renderer/common/match-text';
import { sheetNames } from '../../renderer/console/print/sheet-text';
import { side, singlesView } from './fixtures';
import { venueTranslator } from '../../shared/i18n/venue';
import { forfeitWords, gameScoresText } from '../../renderer/venue/result-words';
import { resultsCsv } from '../../renderer/venue/results-csv';
import { toScoreSheetCsv } from '../../shared/views/sheet-csv';

const t = displayTranslator('en');
const FSI = '\u2068';
const PDI = '\u2069';
const PAIR = ['محمد', 'Bruno Rossi'] as const;
const EACH = `${FSI}محمد${PDI} / ${FSI}Bruno Rossi${PDI}`;
const ONE_RUN = `${FSI}محمد / Bruno Rossi${PDI}`;

const pairView = (name: string) =>
  singlesView({
    type: 'doubles',
    sides: [
      side(0, name, { name, players: [...PAIR] }),
      side(1, 'Asha / Chen', { name: 'Asha / Chen', players: ['Asha', 'Chen'] }),
    ],
    games: [{ number: 1, scores: [25, 14], winner: 0, endedBy: 'points' }],
    matchResult: { winner: 0, endedBy: 'games', forfeit: null },
    phase: 'matchOver',
  });

describe('the pair [محمد, Bruno Rossi], named by its players', () => {
  it('isolateSide: each player on its own, in the order entered; a team name or one player as one part', () => {
    expect(sideNameParts('محمد / Bruno Rossi', PAIR)).toEqual(PAIR);
    expect(sideNameParts('', PAIR)).toEqual(PAIR);
    expect(isolateSide('محمد / Bruno Rossi', PAIR)).toBe(EACH);
    expect(isolateSide('', PAIR)).toBe(EACH);
    expect(isolateSide('Mumbai Tigers', PAIR)).toBe(isolate('Mumbai Tigers'));
    expect(isolateSide('محمد علي', ['محمد علي'])).toBe(isolate('محمد علي'));
  });

  for (const name of ['محمد / Bruno Rossi', '']) {
    it(`the display's result lines and banner, the side's own line and the overlay (name ${JSON.stringify(name)})`, () => {
      const view = pairView(name);
      const pair = view.sides[0]!;
      expect(sideInText(pair)).toBe(EACH);
      expect(gameResultText(view, view.games[0]!, t)).toBe(
        `${EACH} beats ${FSI}Asha${PDI} / ${FSI}Chen${PDI} 25–14`,
      );
      expect(matchResultText(view, t)).toContain(EACH);
      expect(matchResultText(view, t)).not.toContain(ONE_RUN);
      expect(bannerFor(view, 'm', t)?.title).toBe(`${EACH} wins the match`);
      expect(sideNameLine(pair)).toBe(EACH);
      expect(shortLabel(pair)).toBe(EACH);
    });
  }

  it('the sheet: each player isolated in the names its header, winner cells, signatures and sentences use', () => {
    const sides = [
      { name: 'محمد / Bruno Rossi', players: [...PAIR] },
      { name: '', players: ['Asha', 'Chen'] },
      { name: 'محمد علي', players: ['محمد علي'] },
    ];
    expect(sheetNames(sides as never)).toEqual([
      EACH,
      `${FSI}Asha${PDI} / ${FSI}Chen${PDI}`,
      isolate('محمد علي'),
    ]);
  });

  it('a singles name on its own line stays as typed (the line takes its direction)', () => {
    const view = singlesView({ sides: [side(0, 'محمد علي'), side(1, 'Bruno')] });
    expect(sideNameLine(view.sides[0]!)).toBe('محمد علي');
    expect(sideInText(view.sides[0]!)).toBe(isolate('محمد علي'));
  });
});

describe('the pair on /venue and in its CSV', () => {
  const match = {
    table: 2,
    matchId: 'd1',
    version: 1,
    at: Date.UTC(2026, 11, 6, 21),
    type: 'doubles',
    sides: ['محمد / Bruno Rossi', 'Asha / Chen'],
    sidePlayers: [[...PAIR], ['Asha', 'Chen']],
    info: {},
    gamesWon: [0, 0],
    games: [{ number: 1, scores: [12, 4], winner: 0, endedBy: 'forfeit' }],
    winner: 0,
    endedBy: 'forfeit',
    forfeit: { by: 1, kind: 'left' },
  } as const;

  it('each player isolated in the result words; a column per player in the CSV, names as typed', () => {
    const tv = venueTranslator('en');
    expect(gameScoresText(match as never, tv)).toBe(
      `Unfinished: stopped at ${EACH} 12 – ${FSI}Asha${PDI} / ${FSI}Chen${PDI} 4`,
    );
    expect(forfeitWords(match as never, tv)).toBe(`${FSI}Asha${PDI} / ${FSI}Chen${PDI} left the match`);
    const [header, line] = resultsCsv([match as never])
      .slice(1)
      .split('\r\n');
    expect(header).toMatch(/,side_1_player_1,side_1_player_2,side_2_player_1,side_2_player_2$/);
    expect(line).toMatch(/,محمد,Bruno Rossi,Asha,Chen$/);
    expect(line).not.toMatch(/[\u2068\u2069]/);
  });
});

describe('the pair in the table’s score-sheet CSV', () => {
  it('doubles: the winning side’s players in a column each, as typed, after the winner', () => {
    const row = {
      board: 1,
      extraBoard: false,
      breaker: 0,
      breakerPlayer: 1,
      winner: 0,
      pieces: 5,
      queen: 'winner',
      queenCounted: true,
      finish: 'normal',
      extraPoints: 0,
      timeUp: false,
      points: [8, 0],
      totals: [8, 0],
    };
    const csv = toScoreSheetCsv({
      type: 'doubles',
      sides: [
        { name: 'محمد / Bruno Rossi', players: [...PAIR] },
        { name: 'Asha / Chen', players: ['Asha', 'Chen'] },
      ],
      games: [{ number: 1, rows: [row as never] }],
    });
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toContain(',winner,winner_player_1,winner_player_2,pieces,');
    expect(line).toContain(',محمد / Bruno Rossi,محمد,Bruno Rossi,5,');
    expect(csv).not.toMatch(/[\u2068\u2069]/);
  });
});
