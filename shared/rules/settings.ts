import type { Language } from '../i18n/languages';
import type { MatchType } from './ruleset';

/**
 * Every ruleset setting, declared once. This table drives the `Ruleset` type and the ICF
 * defaults (shared/rules/ruleset.ts), the range checks (resolve.ts), the wire schema of a match's
 * rules (shared/contract/engine-commands.ts), the console's set-up form and its i18n keys
 * (renderer/console/setup/rule-settings.ts, shared/i18n/console), and docs/rule-settings.md
 * (written by `npx tsx tests/contract/write-docs.ts`, checked by tests/contract/rule-settings.test.ts).
 *
 * The order of the entries is the order of a ruleset's fields (stored events, exported files);
 * `form` is the position in the console's form, the order an official reads them in.
 */
export type SettingKind = 'count' | 'optionalCount' | 'order';
export type BreakOrder = 'alternate' | 'loser';
export const BREAK_ORDERS = ['alternate', 'loser'] as const satisfies readonly BreakOrder[];

type Texts = Readonly<Record<Language, string>>;

interface Common {
  /** Position in the console's set-up form (1 = first). */
  readonly form: number;
  /** Only meaningful for these match types (all when absent). */
  readonly only?: readonly MatchType[];
  /** The name shown beside the control, in every language. */
  readonly label: Texts;
  /** One or two sentences saying what the setting does, in every language. */
  readonly explain: Texts;
  /**
   * Set for a setting added after matches were first stored: what a ruleset stored without it
   * reads as (a value, or the value of an earlier setting of the same ruleset). Never removed:
   * matches stored by every earlier version must still replay.
   */
  readonly storedBefore?: number | { readonly sameAs: string };
  /**
   * Set for a setting every audience screen gets in the scoreboard view (a field of the same
   * name, shared/contract/scoreboard-view.ts): `noMatch` is what the view says before a match.
   */
  readonly view?: { readonly noMatch: number | null };
}

interface Range {
  readonly min: number;
  readonly max: number;
}

interface CountDeclaration extends Common, Range {
  readonly kind: 'count';
  /** The ICF value (the default preset). */
  readonly icf: number;
}

interface OptionalCountDeclaration extends Common, Range {
  readonly kind: 'optionalCount';
  /** The ICF value (the default preset); null = none. */
  readonly icf: number | null;
}

interface OrderDeclaration extends Common {
  readonly kind: 'order';
  readonly icf: BreakOrder;
}

export type SettingDeclaration = CountDeclaration | OptionalCountDeclaration | OrderDeclaration;

export const RULE_SETTINGS = {
  queenPoints: {
    kind: 'count',
    min: 0,
    max: 20,
    icf: 3,
    form: 4,
    view: { noMatch: 0 },
    label: {
      en: 'Queen value',
      pl: 'Wartość królowej',
      ru: 'Стоимость королевы',
      zh: '皇后分值',
      it: 'Valore della regina',
      hi: 'क्वीन का मान',
    },
    explain: {
      en: 'Points the queen adds to the board winner who covered it.',
      pl: 'Punkty, które królowa dodaje zwycięzcy rozdania, jeśli ją pokrył.',
      ru: 'Очки, которые королева добавляет победителю раздачи, если он её покрыл.',
      zh: '皇后由本盘胜方盖住时为其增加的分数。',
      it: 'Punti che la regina aggiunge al vincitore della board che l’ha coperta.',
      hi: 'क्वीन कवर करने वाले बोर्ड विजेता को क्वीन से मिलने वाले अंक।',
    },
  },
  queenCutoff: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 22,
    form: 5,
    view: { noMatch: null },
    label: {
      en: 'Queen cut-off',
      pl: 'Próg królowej',
      ru: 'Порог королевы',
      zh: '皇后分数上限',
      it: 'Soglia della regina',
      hi: 'क्वीन की सीमा',
    },
    explain: {
      en: 'The queen counts only while the board winner had less than this before the board (ICF: 22, so it counts up to 21). None: it always counts.',
      pl: 'Królowa liczy się tylko, gdy zwycięzca rozdania miał przed nim mniej niż tyle (ICF: 22, więc liczy się do 21). Brak: liczy się zawsze.',
      ru: 'Королева засчитывается, только пока у победителя раздачи до неё было меньше этого числа (ICF: 22, то есть до 21). Нет: всегда засчитывается.',
      zh: '仅当本盘胜方在本盘前的得分低于此值时皇后才计分（ICF：22，即 21 分及以下计分）。无：始终计分。',
      it: 'La regina conta solo se il vincitore della board aveva meno di questo prima della board (ICF: 22, quindi conta fino a 21). Nessuno: conta sempre.',
      hi: 'क्वीन तभी गिनी जाती है जब बोर्ड से पहले विजेता के अंक इससे कम हों (ICF: 22, यानी 21 तक गिनी जाती है)। कोई नहीं: हमेशा गिनी जाती है।',
    },
  },
  boardCap: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 12,
    form: 6,
    label: {
      en: 'Board cap',
      pl: 'Limit punktów rozdania',
      ru: 'Предел очков за раздачу',
      zh: '每盘得分上限',
      it: 'Massimo per board',
      hi: 'एक बोर्ड की अधिकतम सीमा',
    },
    explain: {
      en: 'Most points one board can add (ICF: 12). None: no cap.',
      pl: 'Najwięcej punktów, jakie może dać jedno rozdanie (ICF: 12). Brak: bez limitu.',
      ru: 'Больше всего очков, которое может дать одна раздача (ICF: 12). Нет: без предела.',
      zh: '一盘最多可得的分数（ICF：12）。无：不设上限。',
      it: 'Punti massimi che una board può dare (ICF: 12). Nessuno: senza limite.',
      hi: 'एक बोर्ड से अधिकतम कितने अंक मिल सकते हैं (ICF: 12)। कोई नहीं: कोई सीमा नहीं।',
    },
  },
  target: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 25,
    form: 1,
    view: { noMatch: null },
    label: {
      en: 'Game target',
      pl: 'Cel gry',
      ru: 'Цель партии',
      zh: '每局目标分',
      it: 'Obiettivo del game',
      hi: 'गेम का लक्ष्य',
    },
    explain: {
      en: 'A side that reaches this score wins the game at once. None: no target.',
      pl: 'Strona, która osiągnie ten wynik, od razu wygrywa grę. Brak: bez celu.',
      ru: 'Сторона, набравшая столько очков, сразу выигрывает партию. Нет: без цели.',
      zh: '一方达到此分数即赢得该局。无：不设目标分。',
      it: 'Il lato che raggiunge questo punteggio vince subito il game. Nessuno: senza obiettivo.',
      hi: 'जो पक्ष इतने अंक पर पहुँचे वह तुरंत गेम जीतता है। कोई नहीं: कोई लक्ष्य नहीं।',
    },
  },
  boardLimit: {
    kind: 'optionalCount',
    min: 1,
    max: 99,
    icf: 8,
    form: 2,
    view: { noMatch: null },
    label: {
      en: 'Board limit',
      pl: 'Limit rozdań',
      ru: 'Лимит раздач',
      zh: '每局盘数上限',
      it: 'Limite di board',
      hi: 'बोर्ड सीमा',
    },
    explain: {
      en: 'Regular boards in a game; after the last one the leader wins, a tie gets one extra board. None: play to the target.',
      pl: 'Rozdania w grze; po ostatnim wygrywa prowadzący, przy remisie jest jedno dodatkowe rozdanie. Brak: gra do celu.',
      ru: 'Раздач в партии; после последней выигрывает лидер, при ничьей играется одна дополнительная раздача. Нет: игра до цели.',
      zh: '每局的常规盘数；最后一盘后领先者获胜，平分则加赛一盘。无：打到目标分。',
      it: 'Board regolari in un game; dopo l’ultima vince chi è in testa, in caso di parità si gioca una board extra. Nessuno: si gioca fino all’obiettivo.',
      hi: 'एक गेम में नियमित बोर्ड; अंतिम बोर्ड के बाद आगे वाला जीतता है, बराबरी पर एक अतिरिक्त बोर्ड। कोई नहीं: लक्ष्य तक खेलें।',
    },
  },
  bestOf: {
    kind: 'count',
    min: 1,
    max: 9,
    icf: 3,
    form: 3,
    view: { noMatch: 1 },
    label: {
      en: 'Best of',
      pl: 'Do wygranych',
      ru: 'Партий в матче',
      zh: '几局几胜',
      it: 'Al meglio di',
      hi: 'कुल गेम',
    },
    explain: {
      en: 'Games in the match (odd): the first side to win the majority wins the match.',
      pl: 'Liczba gier w meczu (nieparzysta): mecz wygrywa ten, kto pierwszy wygra większość.',
      ru: 'Число партий (нечётное): матч выигрывает тот, кто первым выиграет большинство.',
      zh: '比赛局数（奇数）：先赢得多数局的一方赢得比赛。',
      it: 'Game della partita (dispari): vince chi ne vince per primo la maggioranza.',
      hi: 'मैच में गेम (विषम): जो पहले बहुमत जीते वह मैच जीतता है।',
    },
  },
  breakOrder: {
    kind: 'order',
    icf: 'alternate',
    form: 7,
    label: {
      en: 'Next board’s break',
      pl: 'Rozbicie w kolejnym rozdaniu',
      ru: 'Разбой в следующей раздаче',
      zh: '下一盘开球',
      it: 'Break della board seguente',
      hi: 'अगले बोर्ड का ब्रेक',
    },
    explain: {
      en: 'Alternate: the break passes to the other side each board (ICF). Loser: the loser of the board breaks.',
      pl: 'Na zmianę: rozbicie przechodzi co rozdanie na drugą stronę (ICF). Przegrany: rozbija przegrany rozdania.',
      ru: 'По очереди: разбой каждую раздачу переходит к другой стороне (ICF). Проигравший: разбивает проигравший раздачу.',
      zh: '轮流：每盘开球权交给另一方（ICF）。负方：本盘负方开球。',
      it: 'Alternato: il break passa all’altro lato a ogni board (ICF). Perdente: rompe chi ha perso la board.',
      hi: 'बारी-बारी: हर बोर्ड पर ब्रेक दूसरे पक्ष को जाता है (ICF)। हारने वाला: बोर्ड हारने वाला ब्रेक करता है।',
    },
  },
  gameBreak: {
    kind: 'order',
    icf: 'alternate',
    form: 8,
    label: {
      en: 'New game’s break',
      pl: 'Rozbicie w nowej grze',
      ru: 'Разбой в новой партии',
      zh: '新一局开球',
      it: 'Break del nuovo game',
      hi: 'नए गेम का ब्रेक',
    },
    explain: {
      en: 'Alternate: game 2 is opened by the side that did not open game 1, game 3 by the first (ICF). Loser: the loser of the game opens.',
      pl: 'Na zmianę: grę 2 otwiera strona, która nie otwierała gry 1, grę 3 pierwsza (ICF). Przegrany: otwiera przegrany gry.',
      ru: 'По очереди: партию 2 открывает сторона, не открывавшая партию 1, партию 3 — первая (ICF). Проигравший: открывает проигравший партию.',
      zh: '轮流：第 2 局由第 1 局未开球的一方开球，第 3 局由第 1 局开球方开球（ICF）。负方：上一局负方开球。',
      it: 'Alternato: il game 2 lo apre il lato che non ha aperto il game 1, il game 3 il primo (ICF). Perdente: apre chi ha perso il game.',
      hi: 'बारी-बारी: गेम 2 वह पक्ष खोलता है जिसने गेम 1 नहीं खोला, गेम 3 पहला (ICF)। हारने वाला: गेम हारने वाला खोलता है।',
    },
  },
  timeLimitMinutes: {
    kind: 'optionalCount',
    min: 1,
    max: 600,
    icf: null,
    form: 9,
    label: {
      en: 'Game time limit (minutes)',
      pl: 'Limit czasu gry (minuty)',
      ru: 'Лимит времени партии (минуты)',
      zh: '每局时限（分钟）',
      it: 'Tempo limite del game (minuti)',
      hi: 'गेम की समय सीमा (मिनट)',
    },
    explain: {
      en: 'A game clock; when time is up the board in play is the last and the leader wins. None: untimed.',
      pl: 'Zegar gry; po upływie czasu trwające rozdanie jest ostatnie i wygrywa prowadzący. Brak: bez czasu.',
      ru: 'Часы партии; когда время вышло, текущая раздача последняя и выигрывает лидер. Нет: без времени.',
      zh: '局时钟；时间到后正在进行的一盘为最后一盘，领先者获胜。无：不限时。',
      it: 'Un orologio del game; allo scadere la board in corso è l’ultima e vince chi è in testa. Nessuno: senza tempo.',
      hi: 'गेम घड़ी; समय समाप्त होने पर चल रहा बोर्ड अंतिम होता है और आगे वाला जीतता है। कोई नहीं: समय सीमा नहीं।',
    },
  },
  strokeSeconds: {
    kind: 'optionalCount',
    min: 1,
    max: 600,
    icf: 15,
    form: 10,
    label: {
      en: 'Stroke clock (seconds)',
      pl: 'Zegar uderzenia (sekundy)',
      ru: 'Часы удара (секунды)',
      zh: '击球计时（秒）',
      it: 'Orologio del colpo (secondi)',
      hi: 'स्ट्रोक घड़ी (सेकंड)',
    },
    explain: {
      en: 'Time allowed for one stroke, shown to the players (ICF: 15). None: no stroke clock.',
      pl: 'Czas na jedno uderzenie, pokazywany graczom (ICF: 15). Brak: bez zegara uderzenia.',
      ru: 'Время на один удар, показывается игрокам (ICF: 15). Нет: без часов удара.',
      zh: '每次击球的时限，向选手显示（ICF：15）。无：不计时。',
      it: 'Tempo per un colpo, mostrato ai giocatori (ICF: 15). Nessuno: senza orologio.',
      hi: 'एक स्ट्रोक का समय, खिलाड़ियों को दिखाया जाता है (ICF: 15)। कोई नहीं: स्ट्रोक घड़ी नहीं।',
    },
  },
  blackPoints: {
    kind: 'count',
    min: 0,
    max: 20,
    icf: 1,
    form: 13,
    only: ['three-player'],
    label: {
      en: 'Black piece value',
      pl: 'Wartość czarnego pionka',
      ru: 'Стоимость чёрной фишки',
      zh: '黑子分值',
      it: 'Valore pedina nera',
      hi: 'काली गोटी का मान',
    },
    explain: {
      en: 'Three-player game: points for each black piece pocketed.',
      pl: 'Gra trzech graczy: punkty za każdy wbity czarny pionek.',
      ru: 'Игра трёх игроков: очки за каждую забитую чёрную фишку.',
      zh: '三人赛：每打进一颗黑子的得分。',
      it: 'Gioco a tre: punti per ogni pedina nera imbucata.',
      hi: 'तीन खिलाड़ियों का खेल: हर डाली गई काली गोटी के अंक।',
    },
  },
  whitePoints: {
    kind: 'count',
    min: 0,
    max: 20,
    icf: 2,
    form: 14,
    only: ['three-player'],
    label: {
      en: 'White piece value',
      pl: 'Wartość białego pionka',
      ru: 'Стоимость белой фишки',
      zh: '白子分值',
      it: 'Valore pedina bianca',
      hi: 'सफ़ेद गोटी का मान',
    },
    explain: {
      en: 'Three-player game: points for each white piece pocketed.',
      pl: 'Gra trzech graczy: punkty za każdy wbity biały pionek.',
      ru: 'Игра трёх игроков: очки за каждую забитую белую фишку.',
      zh: '三人赛：每打进一颗白子的得分。',
      it: 'Gioco a tre: punti per ogni pedina bianca imbucata.',
      hi: 'तीन खिलाड़ियों का खेल: हर डाली गई सफ़ेद गोटी के अंक।',
    },
  },
  sideChangeAfterBoards: {
    kind: 'optionalCount',
    min: 1,
    max: 99,
    icf: 4,
    form: 11,
    only: ['singles', 'doubles'],
    label: {
      en: 'Game-3 side change after board',
      pl: 'Zmiana stron w grze 3 po rozdaniu',
      ru: 'Смена сторон в партии 3 после раздачи',
      zh: '第 3 局换边（盘数）',
      it: 'Cambio lato nel game 3 dopo la board',
      hi: 'गेम 3 में पक्ष बदलाव (बोर्ड के बाद)',
    },
    explain: {
      en: 'In the deciding game the players change sides after this many boards… None: only on points.',
      pl: 'W decydującej grze gracze zmieniają strony po tylu rozdaniach… Brak: tylko według punktów.',
      ru: 'В решающей партии игроки меняются сторонами после стольких раздач… Нет: только по очкам.',
      zh: '决胜局中，选手在打完这么多盘后换边……无：只按分数。',
      it: 'Nel game decisivo i giocatori cambiano lato dopo questo numero di board… Nessuno: solo a punti.',
      hi: 'निर्णायक गेम में खिलाड़ी इतने बोर्ड के बाद पक्ष बदलते हैं… कोई नहीं: केवल अंकों पर।',
    },
  },
  sideChangePoints: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 13,
    form: 12,
    only: ['singles', 'doubles'],
    label: {
      en: 'Game-3 side change at points',
      pl: 'Zmiana stron w grze 3 przy punktach',
      ru: 'Смена сторон в партии 3 при очках',
      zh: '第 3 局换边（分数）',
      it: 'Cambio lato nel game 3 a punti',
      hi: 'गेम 3 में पक्ष बदलाव (अंकों पर)',
    },
    explain: {
      en: '…or as soon as a side reaches this score, whichever comes first. None: never on points.',
      pl: '…albo gdy strona osiągnie ten wynik, cokolwiek nastąpi pierwsze. Brak: nigdy według punktów.',
      ru: '…или как только сторона наберёт столько очков, что наступит раньше. Нет: никогда по очкам.',
      zh: '……或一方达到此分数时换边，以先到者为准。无：不按分数。',
      it: '…oppure appena un lato raggiunge questo punteggio, ciò che avviene prima. Nessuno: mai a punti.',
      hi: '…या जैसे ही कोई पक्ष इतने अंक पर पहुँचे, जो पहले हो। कोई नहीं: अंकों पर कभी नहीं।',
    },
  },
  timeOutSeconds: {
    kind: 'count',
    min: 10,
    max: 600,
    icf: 60,
    form: 15,
    storedBefore: 60,
    label: {
      en: 'Time-out (seconds)',
      pl: 'Przerwa na żądanie (sekundy)',
      ru: 'Тайм-аут (секунды)',
      zh: '暂停时长（秒）',
      it: 'Time-out (secondi)',
      hi: 'टाइम-आउट (सेकंड)',
    },
    explain: {
      en: 'Length of a time-out the timekeeper starts for a side, counted down on his page and the display.',
      pl: 'Długość przerwy, którą sędzia czasowy włącza dla strony; odliczana na jego stronie i na ekranie.',
      ru: 'Длительность тайм-аута, который хронометрист даёт стороне; отсчитывается на его странице и на табло.',
      zh: '计时员为一方开始的暂停时长，在计时员页面和显示屏上倒计时。',
      it: 'Durata del time-out che il cronometrista avvia per un lato, con il conto alla rovescia sulla sua pagina e sul tabellone.',
      hi: 'टाइमकीपर किसी पक्ष के लिए जो टाइम-आउट शुरू करता है उसकी अवधि; उसके पेज और डिस्प्ले पर उलटी गिनती होती है।',
    },
  },
  intervalSeconds: {
    kind: 'count',
    min: 10,
    max: 3600,
    icf: 120,
    form: 16,
    storedBefore: 120,
    label: {
      en: 'Interval between games (seconds)',
      pl: 'Przerwa między grami (sekundy)',
      ru: 'Перерыв между партиями (секунды)',
      zh: '局间休息（秒）',
      it: 'Intervallo tra i game (secondi)',
      hi: 'गेमों के बीच विराम (सेकंड)',
    },
    explain: {
      en: 'Length of the interval countdown the timekeeper starts after a game is decided.',
      pl: 'Długość odliczania przerwy, które sędzia czasowy włącza po rozstrzygnięciu gry.',
      ru: 'Длительность отсчёта перерыва, который хронометрист запускает после окончания партии.',
      zh: '一局结束后计时员开始的局间休息倒计时时长。',
      it: 'Durata del conto alla rovescia dell’intervallo che il cronometrista avvia a game concluso.',
      hi: 'गेम का फ़ैसला होने के बाद टाइमकीपर जो विराम की उलटी गिनती शुरू करता है उसकी अवधि।',
    },
  },
  decidingIntervalSeconds: {
    kind: 'count',
    min: 10,
    max: 3600,
    // Law 138: 10 minutes between the second and the third game (2 between the others).
    icf: 600,
    form: 17,
    // A match stored before law 138's setting had one length for every interval, and keeps it.
    storedBefore: { sameAs: 'intervalSeconds' },
    label: {
      en: 'Interval before the deciding game (seconds)',
      pl: 'Przerwa przed grą decydującą (sekundy)',
      ru: 'Перерыв перед решающей партией (секунды)',
      zh: '决胜局前休息（秒）',
      it: 'Intervallo prima del game decisivo (secondi)',
      hi: 'निर्णायक गेम से पहले विराम (सेकंड)',
    },
    explain: {
      en: 'The interval before the last game of the match (ICF law 138: 10 minutes before game 3); the others take the interval above.',
      pl: 'Przerwa przed ostatnią grą meczu (przepis ICF 138: 10 minut przed grą 3); pozostałe trwają tyle, ile przerwa powyżej.',
      ru: 'Перерыв перед последней партией матча (правило ICF 138: 10 минут перед 3-й партией); остальные — как перерыв выше.',
      zh: '比赛最后一局前的休息（ICF 规则第 138 条：第 3 局前 10 分钟）；其他局间休息按上一项。',
      it: 'L’intervallo prima dell’ultimo game dell’incontro (regola ICF 138: 10 minuti prima del game 3); gli altri durano come l’intervallo sopra.',
      hi: 'मैच के अंतिम गेम से पहले का विराम (ICF नियम 138: गेम 3 से पहले 10 मिनट); बाकी विराम ऊपर वाले जितने।',
    },
  },
} as const satisfies Readonly<Record<string, SettingDeclaration>>;

type Table = typeof RULE_SETTINGS;
export type SettingName = keyof Table;

type ValueOf<Kind extends SettingKind> = Kind extends 'count'
  ? number
  : Kind extends 'optionalCount'
    ? number | null
    : BreakOrder;

/** Every setting of a ruleset with its value type, as the table declares it. */
export type RulesetSettings = { readonly [Name in SettingName]: ValueOf<Table[Name]['kind']> };

export const SETTING_NAMES = Object.keys(RULE_SETTINGS) as readonly SettingName[];

export function settingDeclaration(name: SettingName): SettingDeclaration {
  return RULE_SETTINGS[name];
}

type Declared<Name extends SettingName> = Table[Name];

/** The settings the scoreboard view carries (those with `view`), in the table's order. */
export type ViewSettingName = {
  [Name in SettingName]: Declared<Name> extends { readonly view: unknown } ? Name : never;
}[SettingName];
export type ViewSettings = Pick<RulesetSettings, ViewSettingName>;

export const VIEW_SETTING_NAMES = SETTING_NAMES.filter(
  (name) => settingDeclaration(name).view !== undefined,
) as readonly ViewSettingName[];

/** The view's settings of a ruleset. */
export function viewSettingsOf(settings: RulesetSettings): ViewSettings {
  return Object.fromEntries(
    VIEW_SETTING_NAMES.map((name) => [name, settings[name]]),
  ) as unknown as ViewSettings;
}

/** What the view says of each of its settings before a match is set up. */
export const NO_MATCH_VIEW_SETTINGS = Object.fromEntries(
  VIEW_SETTING_NAMES.map((name) => [name, settingDeclaration(name).view?.noMatch ?? null]),
) as unknown as ViewSettings;

/** The ICF values of every setting, in the table's order. */
export const ICF_SETTINGS = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, RULE_SETTINGS[name].icf]),
) as unknown as RulesetSettings;
