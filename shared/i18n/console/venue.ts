import type { Language } from '../languages';

/** The console's status line of the venue's broker link (electron/venue, HostSettings.venue). */
const en = {
  'venue.connecting': 'Venue {venue}: connecting to {broker}',
  'venue.online': 'Venue {venue}: connected',
  'venue.offline': 'Venue {venue}: broker unreachable, scoring goes on',
  'venue.refused': 'Venue {venue}: the broker refused this host',
  'venue.pending': '{count} results waiting to be sent',
  'venue.unconfirmed': '{count} results sent, not yet confirmed by the results collector',
  'venue.table': 'table {table}',
} as const;

type VenueConsoleTexts = { readonly [K in keyof typeof en]: string };

export const venueConsoleTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, VenueConsoleTexts>
> = {
  en,
  pl: {
    'venue.connecting': 'Obiekt {venue}: łączenie z {broker}',
    'venue.online': 'Obiekt {venue}: połączono',
    'venue.offline': 'Obiekt {venue}: broker nieosiągalny, punktacja trwa dalej',
    'venue.refused': 'Obiekt {venue}: broker odrzucił ten komputer',
    'venue.pending': 'Wyniki czekające na wysłanie: {count}',
    'venue.unconfirmed': 'Wyniki wysłane, jeszcze niepotwierdzone przez zbierającego wyniki: {count}',
    'venue.table': 'stół {table}',
  },
  ru: {
    'venue.connecting': 'Площадка {venue}: подключение к {broker}',
    'venue.online': 'Площадка {venue}: подключено',
    'venue.offline': 'Площадка {venue}: брокер недоступен, счёт продолжается',
    'venue.refused': 'Площадка {venue}: брокер отказал этому компьютеру',
    'venue.pending': 'Результатов ждёт отправки: {count}',
    'venue.unconfirmed': 'Результатов отправлено, но ещё не подтверждено сборщиком: {count}',
    'venue.table': 'стол {table}',
  },
  zh: {
    'venue.connecting': '场馆 {venue}：正在连接 {broker}',
    'venue.online': '场馆 {venue}：已连接',
    'venue.offline': '场馆 {venue}：无法连接服务器，记分照常进行',
    'venue.refused': '场馆 {venue}：服务器拒绝了本机',
    'venue.pending': '{count} 条成绩等待发送',
    'venue.unconfirmed': '{count} 条成绩已发送，成绩汇总端尚未确认',
    'venue.table': '{table} 号台',
  },
  it: {
    'venue.connecting': 'Sede {venue}: connessione a {broker}',
    'venue.online': 'Sede {venue}: collegato',
    'venue.offline': 'Sede {venue}: broker irraggiungibile, il punteggio continua',
    'venue.refused': 'Sede {venue}: il broker ha rifiutato questo computer',
    'venue.pending': 'Risultati in attesa di invio: {count}',
    'venue.unconfirmed': 'Risultati inviati, non ancora confermati dal raccoglitore dei risultati: {count}',
    'venue.table': 'tavolo {table}',
  },
  hi: {
    'venue.connecting': 'स्थल {venue}: {broker} से जुड़ रहा है',
    'venue.online': 'स्थल {venue}: जुड़ा हुआ',
    'venue.offline': 'स्थल {venue}: ब्रोकर उपलब्ध नहीं, स्कोरिंग जारी है',
    'venue.refused': 'स्थल {venue}: ब्रोकर ने इस कंप्यूटर को अस्वीकार किया',
    'venue.pending': '{count} परिणाम भेजे जाने की प्रतीक्षा में',
    'venue.unconfirmed': '{count} परिणाम भेजे गए, परिणाम संग्राहक ने अभी पुष्टि नहीं की',
    'venue.table': 'टेबल {table}',
  },
};
