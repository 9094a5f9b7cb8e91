import { describe, expect, it } from 'vitest';
import { unbreakableRuns } from '../../renderer/common/line-breaks';

describe('unbreakableRuns: where a label may break', () => {
  it('never inside a number group: "Раздача 3 / 8" breaks only before "3 / 8"', () => {
    expect(unbreakableRuns('Раздача 3 / 8')).toEqual(['Раздача', '3 / 8']);
  });

  it('never inside brackets', () => {
    expect(unbreakableRuns('第 1 局（共 3 局）')).toEqual(['第 1 局（共 3 局）']);
    expect(unbreakableRuns('Game 3 (of 5 games)')).toEqual(['Game', '3', '(of 5 games)']);
  });

  it('never before a middle dot: "Разбивает · белые"', () => {
    expect(unbreakableRuns('Разбивает · белые')).toEqual(['Разбивает ·', 'белые']);
  });

  it('Chinese only after a middle dot', () => {
    expect(unbreakableRuns('最后一盘 · 第 8 盘 / 8')).toEqual(['最后一盘 ·', '第 8 盘 / 8']);
  });

  it('between words elsewhere, and the runs give the text back', () => {
    for (const text of ['Queen no longer counts', 'Доп. раздача', 'Ostatnie rozdanie · 8 z 8']) {
      expect(unbreakableRuns(text).join(' ')).toBe(text);
    }
    expect(unbreakableRuns('Queen no longer counts')).toEqual(['Queen', 'no', 'longer', 'counts']);
  });

  it('Devanagari digits glue like any digits', () => {
    expect(unbreakableRuns('बोर्ड ३ / ८')).toEqual(['बोर्ड', '३ / ८']);
  });
});
