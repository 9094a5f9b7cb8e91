/**
 * The tracking panel's Enter button says what Enter will do: record the stroke typed, or, while
 * the umpire's award is typed (A), give the award, naming the side once it is chosen. In the six
 * languages (the words written out here by hand).
 */
import { describe, expect, it } from 'vitest';
import { enterKeyText } from '../../renderer/console/keyboard/track-keys';
import { consoleTranslator } from '../../shared/i18n/console';
import type { Language } from '../../shared/i18n/languages';

const NAMES = ['Asha', 'Bruno'] as const;

const EXPECTED: Record<Language, { stroke: string; award: string; toBruno: string }> = {
  en: { stroke: 'Enter stroke', award: 'Award the board', toBruno: 'Award the board to Bruno' },
  pl: { stroke: 'Zapisz uderzenie', award: 'Przyznaj rozdanie', toBruno: 'Przyznaj rozdanie: Bruno' },
  ru: { stroke: 'Записать удар', award: 'Присудить раздачу', toBruno: 'Присудить раздачу: Bruno' },
  hi: { stroke: 'स्ट्रोक दर्ज करें', award: 'बोर्ड प्रदान करें', toBruno: 'बोर्ड Bruno को दें' },
  zh: { stroke: '记录击球', award: '判定本盘', toBruno: '本盘判给 Bruno' },
  it: { stroke: 'Registra colpo', award: 'Assegna la mano', toBruno: 'Assegna la mano a Bruno' },
};

describe("the tracking panel's Enter button", () => {
  for (const [language, words] of Object.entries(EXPECTED) as [Language, (typeof EXPECTED)['en']][]) {
    it(`${language}: a stroke, an award before its side, an award to Bruno with the C/m counted`, () => {
      const t = consoleTranslator(language);
      expect(enterKeyText([], NAMES, t)).toBe(words.stroke);
      expect(enterKeyText(['o', 'o', 'q'], NAMES, t)).toBe(words.stroke);
      expect(enterKeyText(['a'], NAMES, t)).toBe(words.award);
      expect(enterKeyText(['a', '2'], NAMES, t)).toBe(words.toBruno);
      expect(enterKeyText(['a', '2', '3'], NAMES, t)).toBe(words.toBruno);
    });
  }
});
