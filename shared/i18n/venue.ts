import type { Language } from './languages';

/** The venue screens' words (/venue, /venue/results), in every language of the app. */
export interface VenueTexts {
  readonly venue: string;
  readonly table: string;
  readonly online: string;
  readonly offline: string;
  readonly stale: string;
  readonly noMatch: string;
  readonly game: string;
  readonly board: string;
  /** Where the board number would be, for an extra board (never "Board 9" of 8). */
  readonly extraBoard: string;
  readonly queen: string;
  readonly queenOff: string;
  /** A board tracked stroke by stroke: the side's C/m still on the board ("{count}" is the number). */
  readonly left: string;
  /** The mark beside the side that breaks this board. */
  readonly breaks: string;
  readonly toss: string;
  readonly gameOver: string;
  readonly matchOver: string;
  readonly timeUp: string;
  readonly featured: string;
  readonly results: string;
  readonly overview: string;
  readonly exportCsv: string;
  readonly noResults: string;
  readonly waiting: string;
  readonly linkDown: string;
  readonly director: string;
  readonly pin: string;
  readonly feature: string;
  readonly noFeatured: string;
  readonly close: string;
  readonly finishedAt: string;
  readonly sides: string;
  readonly games: string;
  readonly winner: string;
  readonly forfeit: string;
}

export const venueTexts: Readonly<Record<Language, VenueTexts>> = {
  en: {
    venue: 'Venue {venue}',
    table: 'Table {table}',
    online: 'Online',
    offline: 'Offline',
    stale: 'Not up to date',
    noMatch: 'No match',
    game: 'Game {game}',
    board: 'Board {board}',
    extraBoard: 'Extra board',
    queen: 'Queen',
    queenOff: 'Queen no longer counts',
    left: 'C/m left on the board: {count}',
    breaks: 'Breaks',
    toss: 'Toss',
    gameOver: 'Game over',
    matchOver: 'Match over',
    timeUp: 'Time up',
    featured: 'Featured',
    results: 'Results',
    overview: 'Overview',
    exportCsv: 'Export CSV',
    noResults: 'No match has finished yet.',
    waiting: 'Waiting for the tables…',
    linkDown: 'This screen has lost the venue’s broker: the scores shown may be out of date.',
    director: 'Director',
    pin: 'PIN',
    feature: 'Feature this table',
    noFeatured: 'Feature no table',
    close: 'Close',
    finishedAt: 'Finished',
    sides: 'Sides',
    games: 'Games',
    winner: 'Winner',
    forfeit: 'forfeit',
  },
  pl: {
    venue: 'Obiekt {venue}',
    table: 'Stół {table}',
    online: 'Połączony',
    offline: 'Rozłączony',
    stale: 'Nieaktualne',
    noMatch: 'Brak meczu',
    game: 'Gra {game}',
    board: 'Rozdanie {board}',
    extraBoard: 'Dodatkowe rozdanie',
    queen: 'Królowa',
    queenOff: 'Królowa już się nie liczy',
    left: 'Pionów na planszy: {count}',
    breaks: 'Rozbija',
    toss: 'Losowanie',
    gameOver: 'Koniec gry',
    matchOver: 'Koniec meczu',
    timeUp: 'Koniec czasu',
    featured: 'Wyróżniony',
    results: 'Wyniki',
    overview: 'Przegląd',
    exportCsv: 'Eksport CSV',
    noResults: 'Żaden mecz jeszcze się nie zakończył.',
    waiting: 'Czekam na stoły…',
    linkDown: 'Ten ekran stracił połączenie z brokerem obiektu: wyniki mogą być nieaktualne.',
    director: 'Sędzia główny',
    pin: 'PIN',
    feature: 'Wyróżnij ten stół',
    noFeatured: 'Bez wyróżnionego stołu',
    close: 'Zamknij',
    finishedAt: 'Zakończono',
    sides: 'Strony',
    games: 'Gry',
    winner: 'Zwycięzca',
    forfeit: 'walkower',
  },
  ru: {
    venue: 'Площадка {venue}',
    table: 'Стол {table}',
    online: 'На связи',
    offline: 'Нет связи',
    stale: 'Устарело',
    noMatch: 'Нет матча',
    game: 'Игра {game}',
    board: 'Борд {board}',
    extraBoard: 'Доп. раздача',
    queen: 'Королева',
    queenOff: 'Королева больше не считается',
    left: 'Шашек на доске: {count}',
    breaks: 'Разбивает',
    toss: 'Жеребьёвка',
    gameOver: 'Игра окончена',
    matchOver: 'Матч окончен',
    timeUp: 'Время вышло',
    featured: 'В эфире',
    results: 'Результаты',
    overview: 'Обзор',
    exportCsv: 'Экспорт CSV',
    noResults: 'Ни один матч ещё не закончился.',
    waiting: 'Ждём столы…',
    linkDown: 'Этот экран потерял связь с брокером площадки: счёт может быть устаревшим.',
    director: 'Главный судья',
    pin: 'PIN',
    feature: 'Показывать этот стол',
    noFeatured: 'Не показывать стол',
    close: 'Закрыть',
    finishedAt: 'Окончен',
    sides: 'Стороны',
    games: 'Игры',
    winner: 'Победитель',
    forfeit: 'техническое поражение',
  },
  zh: {
    venue: '场馆 {venue}',
    table: '{table} 号台',
    online: '在线',
    offline: '离线',
    stale: '未更新',
    noMatch: '无比赛',
    game: '第 {game} 局',
    board: '第 {board} 盘',
    extraBoard: '加赛盘',
    queen: '皇后',
    queenOff: '皇后不再计分',
    left: '盘上剩余棋子：{count}',
    breaks: '开球',
    toss: '挑边',
    gameOver: '本局结束',
    matchOver: '比赛结束',
    timeUp: '时间到',
    featured: '重点台',
    results: '成绩',
    overview: '总览',
    exportCsv: '导出 CSV',
    noResults: '还没有结束的比赛。',
    waiting: '正在等待各球台…',
    linkDown: '此屏幕与场馆服务器的连接已断开：显示的比分可能已过时。',
    director: '裁判长',
    pin: 'PIN 码',
    feature: '设为重点台',
    noFeatured: '取消重点台',
    close: '关闭',
    finishedAt: '结束时间',
    sides: '对阵',
    games: '局数',
    winner: '胜者',
    forfeit: '弃权',
  },
  it: {
    venue: 'Sede {venue}',
    table: 'Tavolo {table}',
    online: 'Collegato',
    offline: 'Scollegato',
    stale: 'Non aggiornato',
    noMatch: 'Nessun incontro',
    game: 'Partita {game}',
    board: 'Board {board}',
    extraBoard: 'Mano supplementare',
    queen: 'Regina',
    queenOff: 'La regina non conta più',
    left: 'Pedine sul tavolo: {count}',
    breaks: 'Rompe',
    toss: 'Sorteggio',
    gameOver: 'Fine partita',
    matchOver: 'Fine incontro',
    timeUp: 'Tempo scaduto',
    featured: 'In evidenza',
    results: 'Risultati',
    overview: 'Panoramica',
    exportCsv: 'Esporta CSV',
    noResults: 'Nessun incontro è ancora finito.',
    waiting: 'In attesa dei tavoli…',
    linkDown: 'Questo schermo ha perso il broker della sede: i punteggi potrebbero non essere aggiornati.',
    director: 'Direttore di gara',
    pin: 'PIN',
    feature: 'Metti in evidenza',
    noFeatured: 'Nessun tavolo in evidenza',
    close: 'Chiudi',
    finishedAt: 'Finito',
    sides: 'Squadre',
    games: 'Partite',
    winner: 'Vincitore',
    forfeit: 'a tavolino',
  },
  hi: {
    venue: 'स्थल {venue}',
    table: 'टेबल {table}',
    online: 'जुड़ा हुआ',
    offline: 'कटा हुआ',
    stale: 'पुराना',
    noMatch: 'कोई मैच नहीं',
    game: 'गेम {game}',
    board: 'बोर्ड {board}',
    extraBoard: 'अतिरिक्त बोर्ड',
    queen: 'क्वीन',
    queenOff: 'क्वीन अब नहीं गिनी जाती',
    left: 'बोर्ड पर बची गोटियाँ: {count}',
    breaks: 'ब्रेक करेगा',
    toss: 'टॉस',
    gameOver: 'गेम समाप्त',
    matchOver: 'मैच समाप्त',
    timeUp: 'समय समाप्त',
    featured: 'मुख्य टेबल',
    results: 'परिणाम',
    overview: 'सारांश',
    exportCsv: 'CSV निर्यात करें',
    noResults: 'अभी तक कोई मैच समाप्त नहीं हुआ है।',
    waiting: 'टेबलों की प्रतीक्षा…',
    linkDown: 'इस स्क्रीन का स्थल के ब्रोकर से संपर्क टूट गया है: दिखाए गए अंक पुराने हो सकते हैं।',
    director: 'मुख्य निर्णायक',
    pin: 'पिन',
    feature: 'इस टेबल को मुख्य बनाएँ',
    noFeatured: 'कोई मुख्य टेबल नहीं',
    close: 'बंद करें',
    finishedAt: 'समाप्त',
    sides: 'पक्ष',
    games: 'गेम',
    winner: 'विजेता',
    forfeit: 'वॉकओवर',
  },
};

/** `{name}` placeholders filled in. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
