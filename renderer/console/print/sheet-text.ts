/*
 * Words and page furniture of the printed score sheet: dates and times in the operator's
 * language and locale, human names for ids (ruleset, stage, toss choice, forfeit kind), and the
 * @page rule whose margin boxes carry the running header and "page N of M" on every page.
 */
import { TEXT_FONT_STACK } from '../../common/font-stacks';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import type { Language } from '../../../shared/i18n/languages';
import { CLOCK_TIME, formatDateTime, LONG_DATE } from '../../../shared/i18n/core';
import type { PresetName, Stage } from '../../../shared/rules/ruleset';
import { settingLabelKey } from '../../../shared/i18n/console/rule-settings';
import type {
  FirstBreakBy,
  OfficialEntry,
  OfficialSheet,
  RuleChange,
  WithdrawnForfeit,
} from '../../../shared/contract/official-sheet';
import type { ForfeitKind, GameEnd, TossChoice } from '../../../shared/engine';
import { forfeitResultText } from '../result-words';
import { isolate, isolateSide } from '../../../shared/text/isolate';
import { sideLabel } from '../words';

/**
 * The sides' names as the sheet prints them, each isolated (FSI … PDI): every sentence, cell and
 * the page's footer that carries one keeps a right-to-left name from pulling the numbers beside
 * it into its run ("محمد علي wins the match 2–1", issue 23 item 11).
 */
export function sheetNames(sides: OfficialSheet['sides']): readonly string[] {
  // A pair named by its players: each player isolated on its own, in the order entered.
  return sides.map((side, i) =>
    side.name === '' && side.players.every((p) => p === '')
      ? isolate(sideLabel(side, i))
      : isolateSide(side.name, side.players),
  );
}

/** A player's or an official's name inside a sentence or beside another name, isolated. */
export function sheetName(name: string): string {
  return name === '' ? '' : isolate(name);
}

export interface SheetClock {
  readonly date: (at: number) => string;
  readonly time: (at: number) => string;
}

export function sheetClock(language: Language): SheetClock {
  return {
    date: (at) => formatDateTime(at, language, LONG_DATE),
    time: (at) => formatDateTime(at, language, CLOCK_TIME),
  };
}

export function presetName(preset: PresetName, t: ConsoleTranslate): string {
  switch (preset) {
    case 'icf':
      return t('presetIcf');
    case 'club-21':
      return t('presetClub21');
    case 'queen-5':
      return t('presetQueen5');
    case 'free-play':
      return t('presetFreePlay');
    case 'three-player':
      return t('presetThree');
  }
}

/**
 * The ruleset as played: the preset's human name, then every setting the match changed, in the
 * operator's language ("ICF (international laws), except: Game time limit (minutes): 20").
 */
export function rulesAsPlayed(
  sheet: Pick<OfficialSheet, 'preset' | 'ruleChanges'>,
  t: ConsoleTranslate,
): string {
  const preset = presetName(sheet.preset, t);
  if (sheet.ruleChanges.length === 0) return preset;
  const changes = sheet.ruleChanges.map(
    (change) => `${t(settingLabelKey(change.name))}: ${settingValueWords(change.value, t)}`,
  );
  return t('sheetRulesExcept', { preset, changes: t.list(changes) });
}

function settingValueWords(value: RuleChange['value'], t: ConsoleTranslate): string {
  if (value === null) return t('none');
  if (value === 'alternate') return t('optAlternate');
  if (value === 'loser') return t('optLoser');
  return String(value);
}

/** How a game ended, as the ICF score card records it. */
export function gameEndWords(end: GameEnd, t: ConsoleTranslate): string {
  switch (end) {
    case 'points':
      return t('sheetEndPoints');
    case 'boards':
      return t('sheetEndBoards');
    case 'extraBoard':
      return t('sheetEndExtraBoard');
    case 'time':
      return t('sheetEndTime');
    case 'forfeit':
      return t('sheetEndForfeit');
  }
}

export function stageName(stage: Stage, t: ConsoleTranslate): string {
  return stage === 'knockout' ? t('stageKnockout') : t('stageEarly');
}

export function tossChoiceWords(choice: TossChoice, t: ConsoleTranslate): string {
  return choice === 'break' ? t('sheetTossChoseBreak') : t('sheetTossChoseSide');
}

export function forfeitWords(kind: ForfeitKind, t: ConsoleTranslate): string {
  return kind === 'technical' ? t('forfeitKindTechnical') : forfeitSheetWords[kind](t);
}

const forfeitSheetWords: Readonly<
  Record<Exclude<ForfeitKind, 'technical'>, (t: ConsoleTranslate) => string>
> = {
  walkover: (t) => t('sheetForfeitWalkover'),
  resigned: (t) => t('sheetForfeitResigned'),
  left: (t) => t('sheetForfeitLeft'),
};

/**
 * "After board 3: forfeit recorded at 14:05 (Bruno: resigned), withdrawn at 14:07; play went on."
 * `names` are the sheet's (isolated) names.
 */
export function withdrawnForfeitWords(
  withdrawn: WithdrawnForfeit,
  names: readonly string[],
  t: ConsoleTranslate,
  clock: SheetClock,
): string {
  const words = {
    board: withdrawn.afterBoard,
    time: clock.time(withdrawn.at),
    name: names[withdrawn.by] ?? `#${withdrawn.by + 1}`,
    kind: forfeitWords(withdrawn.kind, t),
    withdrawn: clock.time(withdrawn.withdrawnAt),
  };
  return withdrawn.afterBoard === 0
    ? t('sheetForfeitWithdrawnBeforeBoards', words)
    : t('sheetForfeitWithdrawn', words);
}

export function firstBreakWords(by: FirstBreakBy, name: string, t: ConsoleTranslate): string {
  return by === 'toss'
    ? t('sheetFirstBreakToss', { name })
    : by === 'loser'
      ? t('sheetFirstBreakLoser', { name })
      : t('sheetFirstBreakAlternate', { name });
}

export function officialKindWords(kind: OfficialEntry['kind'], t: ConsoleTranslate): string {
  switch (kind) {
    case 'timeOut':
      return t('sheetKindTimeOut');
    case 'interval':
      return t('tkKindInterval');
    case 'warning':
      return t('sheetKindWarning');
    case 'foul':
      return t('sheetKindFoul');
  }
}

/** "Asha wins the match 2–1": the winner's games first; a forfeit says why ("…: Bruno resigned"). */
export function matchResultWords(
  sheet: OfficialSheet,
  names: readonly string[],
  t: ConsoleTranslate,
): string {
  const winner = sheet.winner;
  if (winner === null) return t('sheetMatchOpen');
  const forfeit = forfeitResultText({ winner, gamesWon: sheet.gamesWon, forfeit: sheet.forfeit }, names, t);
  if (forfeit !== null) return forfeit;
  const games = [winner, ...sheet.gamesWon.map((_, i) => i).filter((i) => i !== winner)]
    .map((i) => sheet.gamesWon[i] ?? 0)
    .join('–');
  return t('sheetWinsMatch', { name: names[winner] ?? '', games });
}

/** The running header's two parts: what the match is, and when it started. */
export function runningHeader(
  sheet: OfficialSheet,
  t: ConsoleTranslate,
  clock: SheetClock,
): { readonly what: string; readonly when: string } {
  const info = sheet.info;
  const what = [
    info.event,
    info.round ? t('sheetRound', { round: info.round }) : '',
    info.table ? t('table', { table: info.table }) : '',
    t('sheetMatchNo', { number: sheet.matchNumber }),
  ]
    .filter(Boolean)
    .join(' · ');
  const when = t('sheetDateTime', { date: clock.date(sheet.startedAt), time: clock.time(sheet.startedAt) });
  return { what, when };
}

const cssString = (text: string): string => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

/** The page template "Page {page} of {pages}" as CSS content with the page counters. */
function pageCounterContent(template: string): string {
  return template
    .split(/(\{page\}|\{pages\})/)
    .filter((part) => part.length > 0)
    .map((part) =>
      part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
}

/**
 * The @page rule: A4, margins, and in its margin boxes the running header (event, round,
 * table, match number; date and start time), the sides, and "page N of M", so every printed page has them,
 * from Chromium's print dialog and from a PDF alike.
 */
export function pageRule(
  sheet: OfficialSheet,
  names: readonly string[],
  t: ConsoleTranslate,
  clock: SheetClock,
): string {
  const { what, when } = runningHeader(sheet, t, clock);
  const sides = t('sheetFooterSides', { sides: names.join(' – ') });
  // Bold as the sheet's own text: the bundled faces have 500 and 700 only, and a margin box at the
  // default 400 took a Sinhala or Arabic name from the computer's fonts.
  const font = `color: #000; font-family: ${TEXT_FONT_STACK}; font-size: 8.5pt; font-weight: 500;`;
  const pageTemplate = t('sheetPage', { page: '{page}', pages: '{pages}' });
  return `@page {
  size: A4;
  margin: 15mm 13mm 14mm;
  @top-left { content: ${cssString(what)}; ${font} vertical-align: bottom; padding-bottom: 2mm; }
  @top-right { content: ${cssString(when)}; ${font} vertical-align: bottom; padding-bottom: 2mm; }
  @bottom-left { content: ${cssString(sides)}; ${font} vertical-align: top; padding-top: 2mm; }
  @bottom-right { content: ${pageCounterContent(pageTemplate)}; ${font} vertical-align: top; padding-top: 2mm; }
}`;
}
