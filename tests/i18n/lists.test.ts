/**
 * Issue 37 item 5: lists and times written by the translator, in the page's language, never
 * joined with an English comma or in the browser's locale. Expected texts written by hand from
 * CLDR's list patterns ("a, b, and c", "a, b i c", "a、b和c").
 */
import { describe, expect, it } from 'vitest';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import type { BoardEntry } from '../../shared/engine';
import type { Stroke } from '../../shared/engine/tracker/types';
import { consoleTranslator } from '../../shared/i18n/console';
import { CLOCK_TIME, formatDateTime, LONG_DATE, SHORT_TIME, upperFirst } from '../../shared/i18n/core';
import { displayTranslator } from '../../shared/i18n/display';
import { entryText } from '../../renderer/common/board-words';
import { lastBoardLine } from '../../renderer/common/match-text';
import { strokeText } from '../../renderer/common/tracker-words';
import { sheetClock } from '../../renderer/console/print/sheet-text';
import { wrongPinAddresses } from '../../renderer/console/settings/wrong-pin-words';

const stroke = (over: Partial<Stroke>): Stroke => ({
  own: 0,
  opp: 0,
  queen: false,
  striker: false,
  improper: false,
  by: 0,
  ...over,
});

describe('a stroke in words is a list in its language', () => {
  const all = stroke({ own: 2, queen: true, striker: true });

  it('English, Polish, Russian, Chinese, Italian and Hindi each join it their own way', () => {
    expect(strokeText(all, consoleTranslator('en'))).toBe('2 own C/m, the queen, and the striker');
    expect(strokeText(all, consoleTranslator('pl'))).toBe('2 własne pionki, królowa i strzelec');
    expect(strokeText(all, consoleTranslator('ru'))).toBe('2 свои фишки, королева и биток');
    expect(strokeText(all, consoleTranslator('zh'))).toBe('2 枚己方棋子、皇后和母子');
    expect(strokeText(all, consoleTranslator('it'))).toBe('2 pedine proprie, la regina e l’attaccante');
    expect(strokeText(all, consoleTranslator('hi'))).toBe('2 अपनी गोटियाँ, क्वीन, और स्ट्राइकर');
  });

  it('an improper stroke is one message framing what it pocketed', () => {
    expect(strokeText(stroke({ opp: 1, improper: true }), consoleTranslator('en'))).toBe(
      "1 of the opponent's C/m, improper stroke",
    );
    expect(strokeText(stroke({ improper: true }), consoleTranslator('zh'))).toBe('未落袋，违规击球');
  });
});

describe('a three-player board in words', () => {
  const entry = {
    kind: 'pocketed',
    pocketed: [
      { black: 3, white: 3, queen: false },
      { black: 3, white: 3, queen: true },
      { black: 3, white: 3, queen: false },
    ],
  } as unknown as BoardEntry;

  it('lists the players as the language does', () => {
    const names = ['Asha', 'Bruno', 'Chen'];
    expect(entryText(entry, names, null, consoleTranslator('en'))).toBe(
      'pocketed Asha: 3B 3W, Bruno: 3B 3W Q, and Chen: 3B 3W',
    );
    expect(entryText(entry, names, null, consoleTranslator('zh'))).toBe(
      '打进 Asha: 3B 3W、Bruno: 3B 3W Q和Chen: 3B 3W',
    );
  });
});

describe("the display's last board", () => {
  const view = {
    sides: [
      { name: 'Asha', players: ['Asha'] },
      { name: 'Bruno', players: ['Bruno'] },
    ],
    lastBoard: {
      game: 1,
      board: 4,
      winner: 0,
      points: [7, 0],
      pieces: 5,
      queen: 'winner',
      queenCounted: false,
      finish: 'penalty',
      extraPoints: 2,
      extraBoard: false,
    },
  } as unknown as ScoreboardView;
  const plain = (text: string | undefined): string | undefined => text?.replace(/[\u2068\u2069]/g, '');

  it('gives its notes as a list in the language', () => {
    expect(plain(lastBoardLine(view, displayTranslator('en'))?.text)).toBe(
      'Asha +7 · 5 pieces + 2 extra (queen not counted and penalty)',
    );
    expect(plain(lastBoardLine(view, displayTranslator('pl'))?.text)).toMatch(
      /\(królowa nie liczona i kara\)$/,
    );
  });
});

describe('dates and times in the chosen language, not the browser’s', () => {
  const at = Date.UTC(2026, 11, 6, 14, 5, 0);

  it('the score sheet writes its date and time in each language', () => {
    const clock = sheetClock('pl');
    expect(clock.date(at)).toBe(formatDateTime(at, 'pl', LONG_DATE));
    expect(clock.date(at)).toMatch(/grudnia 2026/);
    expect(sheetClock('en').time(at)).toBe(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at));
  });

  it('one formatter per form and language, the same text each time', () => {
    expect(formatDateTime(at, 'zh', SHORT_TIME)).toBe(formatDateTime(at, 'zh', SHORT_TIME));
    expect(formatDateTime(at, 'zh', CLOCK_TIME)).toBe(
      new Intl.DateTimeFormat('zh-Hans', { timeStyle: 'short' }).format(at),
    );
  });

  it('a clause starts a sentence by its language’s rules', () => {
    expect(upperFirst('élan', 'it')).toBe('Élan');
    expect(upperFirst('ёлка', 'ru')).toBe('Ёлка');
    expect(upperFirst('', 'en')).toBe('');
  });
});

describe('the addresses of a wrong-PIN report', () => {
  it('are a list in the language, the ones left out its last item', () => {
    const all = { addresses: ['127.0.0.23', '127.0.0.22'], addressCount: 2 };
    const some = { addresses: ['127.0.0.23', '127.0.0.22'], addressCount: 5 };
    expect(wrongPinAddresses(all, consoleTranslator('en'))).toBe('127.0.0.23 and 127.0.0.22');
    expect(wrongPinAddresses(some, consoleTranslator('en'))).toBe('127.0.0.23, 127.0.0.22, and 3 more');
    expect(wrongPinAddresses(some, consoleTranslator('ru'))).toBe('127.0.0.23, 127.0.0.22 и ещё 3');
    expect(wrongPinAddresses(some, consoleTranslator('zh'))).toBe('127.0.0.23、127.0.0.22和另外 3 个');
  });
});
