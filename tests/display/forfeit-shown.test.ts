/**
 * Issue 38, item 2: a forfeit shown as it happened, from the real engine's view of a match file.
 * (The screens word what the host pushes; they run no engine.)
 * 12–4 in game 1, then Bruno resigns: "Asha wins the match", "Bruno resigned", and game 1
 * unfinished at Asha 12 – Bruno 4 (never "Asha wins 0–0", never "Asha beats Bruno 12–4"). With
 * a game won at the table first, the games as the rules count them (1–0). The same on the
 * banner, the venue's results page and its CSV.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import type { VenueMatchResult } from '../../shared/contract/venue';
import type { ForfeitKind } from '../../shared/engine/types';
import { displayTranslator } from '../../shared/i18n/display';
import { venueTranslator } from '../../shared/i18n/venue';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { importMatchFile } from '../../shared/match-file';
import { bannerFor, forfeitText, gameResultText, matchResultText } from '../../renderer/common/match-text';
import { forfeitWords, gameScoresText, gamesWonText } from '../../renderer/venue/result-words';
import { resultsCsv } from '../../renderer/venue/results-csv';

const t = displayTranslator('en');
const tv = venueTranslator('en');
/** Names in sentences are isolated (FSI … PDI); the tests read the words without them. */
const plain = (text: string | null): string | null => text?.replace(/[\u2068\u2069]/g, '') ?? null;

const side = (name: string) => ({ name, players: [name] });
const ASHA_12 = { winner: 0, pieces: 9, queen: 'winner' };
const BRUNO_4 = { winner: 1, pieces: 4, queen: 'loser' };
const WHITEWASH = { winner: 0, pieces: 9, queen: 'winner' };

function viewOf(
  games: readonly { boards: readonly unknown[] }[],
  by: number,
  kind: ForfeitKind,
): ScoreboardView {
  const imported = importMatchFile({
    format: 'carrom-match/1',
    sides: [side('Asha'), side('Bruno')],
    toss: { winner: 0, choice: 'break' },
    games,
    forfeit: { by, kind },
  });
  if (!imported.ok) throw new Error(imported.error.message);
  return toScoreboardView(imported.state);
}

const venueResult = (view: ScoreboardView): VenueMatchResult => ({
  table: 4,
  matchId: 'm1',
  version: 1,
  at: Date.UTC(2026, 11, 6, 20),
  type: 'singles',
  sides: view.sides.map((s) => s.name),
  info: {},
  gamesWon: view.sides.map((s) => s.gamesWon),
  games: view.games.map(({ number, scores, winner, endedBy }) => ({ number, scores, winner, endedBy })),
  winner: view.matchResult!.winner,
  endedBy: view.matchResult!.endedBy,
  forfeit: { by: view.matchResult!.forfeitBy!, kind: view.matchResult!.forfeit! },
});

describe('12–4 in game 1, then Bruno resigns (the issue’s hall)', () => {
  const view = viewOf([{ boards: [ASHA_12, BRUNO_4] }], 1, 'resigned');

  it('the host’s view: Asha by Bruno’s resignation, no game won at the table, game 1 stopped at 12–4', () => {
    expect(view.matchResult).toEqual({ winner: 0, endedBy: 'forfeit', forfeit: 'resigned', forfeitBy: 1 });
    expect(view.sides.map((s) => s.gamesWon)).toEqual([0, 0]);
    expect(view.games).toMatchObject([{ number: 1, scores: [12, 4], endedBy: 'forfeit' }]);
  });

  it('the display: "Asha wins the match" · "Bruno resigned" · game 1 unfinished at Asha 12 – Bruno 4', () => {
    expect(plain(matchResultText(view, t))).toBe('Asha wins the match');
    expect(matchResultText(view, t)).not.toMatch(/0–0/);
    expect(plain(forfeitText(view, t))).toBe('Bruno resigned');
    expect(plain(gameResultText(view, view.games[0]!, t))).toBe('Unfinished: stopped at Asha 12 – Bruno 4');
    const banner = bannerFor(view, 'm1', t)!;
    expect(plain(banner.title)).toBe('Asha wins the match');
    expect(plain(banner.subtitle)).toBe('Bruno resigned');
  });

  it('the venue: no games count, game 1 unfinished, the winner cell says who resigned; the CSV has who and how', () => {
    const match = venueResult(view);
    expect(gamesWonText(match)).toBe('');
    expect(plain(gameScoresText(match, tv))).toBe('Unfinished: stopped at Asha 12 – Bruno 4');
    expect(plain(forfeitWords(match, tv))).toBe('Bruno resigned');
    const [header, line] = resultsCsv([match]).slice(1).split('\r\n');
    expect(header).toMatch(/,forfeit_by,forfeit_kind,unfinished_game,unfinished_scores,/);
    expect(line).toMatch(/,Bruno,resigned,1,12-4,,,,$/);
  });
});

describe('each way a match is forfeited, and games won at the table first', () => {
  it('walkover, left, technical: named, in words', () => {
    const words = {
      walkover: 'Walkover: Asha did not appear',
      left: 'Asha left the match',
      technical: 'Technical decision of the referee against Asha',
    };
    for (const [kind, text] of Object.entries(words)) {
      const view = viewOf([{ boards: [] }], 0, kind as ForfeitKind);
      expect(plain(forfeitText(view, t)), kind).toBe(text);
      expect(plain(matchResultText(view, t)), kind).toBe('Bruno wins the match');
      expect(view.games.filter((g) => g.endedBy === 'forfeit')).toEqual([]);
    }
  });

  it('game 1 won 33–0 at the table, then Bruno leaves at 12–4 in game 2: "Asha wins 1–0", game 2 unfinished', () => {
    const view = viewOf(
      [{ boards: [WHITEWASH, WHITEWASH, WHITEWASH] }, { boards: [{ ...ASHA_12, winner: 0 }, BRUNO_4] }],
      1,
      'left',
    );
    expect(plain(matchResultText(view, t))).toBe('Asha wins 1–0');
    expect(plain(forfeitText(view, t))).toBe('Bruno left the match');
    expect(plain(gameResultText(view, view.games[0]!, t))).toBe('Asha beats Bruno 33–0');
    expect(plain(gameResultText(view, view.games[1]!, t))).toBe('Unfinished: stopped at Asha 12 – Bruno 4');
    const match = venueResult(view);
    expect(gamesWonText(match)).toBe('1 – 0');
    expect(plain(gameScoresText(match, tv))).toBe('33-0 and Unfinished: stopped at Asha 12 – Bruno 4');
  });

  it('every language words the forfeit and the unfinished game (no English left, no "0–0")', () => {
    const view = viewOf([{ boards: [ASHA_12, BRUNO_4] }], 1, 'resigned');
    for (const language of ['pl', 'ru', 'zh', 'it', 'hi'] as const) {
      const tl = displayTranslator(language);
      expect(forfeitText(view, tl), language).not.toMatch(/resigned/);
      expect(forfeitText(view, tl), language).toContain('Bruno');
      expect(gameResultText(view, view.games[0]!, tl), language).toContain('12');
      expect(matchResultText(view, tl), language).not.toMatch(/0–0/);
    }
  });
});
