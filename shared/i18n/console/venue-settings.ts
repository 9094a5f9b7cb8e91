import type { Language } from '../languages';

/** The console's settings of the venue link (renderer/console/settings/VenueSettings.svelte). */
const en = {
  'venueSettings.title': 'Venue (MQTT broker)',
  'venueSettings.explain':
    "Join the venue's broker: this table's scoreboard and results go to the hall's overview. Scoring goes on when the broker is gone.",
  'venueSettings.url': 'Broker address',
  'venueSettings.venue': 'Venue id',
  'venueSettings.table': 'Table number',
  'venueSettings.user': 'User (empty: table-{table})',
  'venueSettings.password': 'Password',
  'venueSettings.passwordSet': 'A password is stored: leave the field empty to keep it.',
  'venueSettings.connect': 'Save and connect',
  'venueSettings.leave': 'Leave the venue',
  'venueSettings.saved': 'Venue settings saved: connecting.',
  'venueSettings.left': 'This host left the venue.',
  'venueSettings.urlMissing': 'Give the broker address, e.g. mqtt://192.168.1.10:1883.',
  'venueSettings.urlTooLong': 'The broker address can have at most {max} characters (this one has {length}).',
  'venueSettings.badUrl':
    'The broker address must start with mqtt://, mqtts://, ws:// or wss:// and name a computer, e.g. mqtt://192.168.1.10:1883.',
  'venueSettings.badVenue':
    'The venue id must be 1 to {max} lower-case letters, digits or dashes, starting with a letter or digit.',
  'venueSettings.badTable': 'The table must be a whole number from 1 to {max}.',
  'venueSettings.userTooLong': 'The user name can have at most {max} characters (this one has {length}).',
  'venueSettings.passwordTooLong': 'The password can have at most {max} characters (this one has {length}).',
  'venueSettings.fromFlags':
    "The command line (npm run serve -- --mqtt …) sets this host's venue link and wins over these settings; they apply when the host starts without those flags.",
  'venueSettings.refused': 'The broker refused this host: check the user name and the password.',
  'venueSettings.passwordDropped':
    'The broker address or user changed: the stored password will be cleared unless you type it again.',
  'venueSettings.none': 'Not in a venue.',
} as const;

type VenueSettingsTexts = { readonly [K in keyof typeof en]: string };

export const venueSettingsTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, VenueSettingsTexts>
> = {
  en,
  pl: {
    'venueSettings.title': 'Obiekt (broker MQTT)',
    'venueSettings.explain':
      'Dołącz do brokera obiektu: tablica wyników i wyniki tego stołu trafią na przegląd sali. Punktacja trwa dalej, gdy brokera zabraknie.',
    'venueSettings.url': 'Adres brokera',
    'venueSettings.venue': 'Identyfikator obiektu',
    'venueSettings.table': 'Numer stołu',
    'venueSettings.user': 'Użytkownik (puste: table-{table})',
    'venueSettings.password': 'Hasło',
    'venueSettings.passwordSet': 'Hasło jest zapisane: zostaw pole puste, aby je zachować.',
    'venueSettings.connect': 'Zapisz i połącz',
    'venueSettings.leave': 'Opuść obiekt',
    'venueSettings.saved': 'Ustawienia obiektu zapisane: łączenie.',
    'venueSettings.left': 'Ten komputer opuścił obiekt.',
    'venueSettings.urlMissing': 'Podaj adres brokera, np. mqtt://192.168.1.10:1883.',
    'venueSettings.urlTooLong': 'Adres brokera może mieć najwyżej {max} znaków (ten ma {length}).',
    'venueSettings.badUrl':
      'Adres brokera musi zaczynać się od mqtt://, mqtts://, ws:// lub wss:// i wskazywać komputer, np. mqtt://192.168.1.10:1883.',
    'venueSettings.badVenue':
      'Identyfikator obiektu to od 1 do {max} małych liter, cyfr lub myślników, zaczynający się literą lub cyfrą.',
    'venueSettings.badTable': 'Numer stołu musi być liczbą całkowitą od 1 do {max}.',
    'venueSettings.userTooLong': 'Nazwa użytkownika może mieć najwyżej {max} znaków (ta ma {length}).',
    'venueSettings.passwordTooLong': 'Hasło może mieć najwyżej {max} znaków (to ma {length}).',
    'venueSettings.fromFlags':
      'Połączenie z obiektem ustawia wiersz poleceń (npm run serve -- --mqtt …) i ma pierwszeństwo przed tymi ustawieniami; zadziałają one, gdy komputer wystartuje bez tych opcji.',
    'venueSettings.refused': 'Broker odrzucił ten komputer: sprawdź nazwę użytkownika i hasło.',
    'venueSettings.none': 'Poza obiektem.',
    'venueSettings.passwordDropped':
      'Zmieniono adres brokera lub użytkownika: zapisane hasło zostanie usunięte, chyba że wpiszesz je ponownie.',
  },
  ru: {
    'venueSettings.title': 'Площадка (брокер MQTT)',
    'venueSettings.explain':
      'Подключитесь к брокеру площадки: табло и результаты этого стола попадут на общий экран зала. Если брокер недоступен, счёт продолжается.',
    'venueSettings.url': 'Адрес брокера',
    'venueSettings.venue': 'Идентификатор площадки',
    'venueSettings.table': 'Номер стола',
    'venueSettings.user': 'Пользователь (пусто: table-{table})',
    'venueSettings.password': 'Пароль',
    'venueSettings.passwordSet': 'Пароль сохранён: оставьте поле пустым, чтобы не менять его.',
    'venueSettings.connect': 'Сохранить и подключиться',
    'venueSettings.leave': 'Покинуть площадку',
    'venueSettings.saved': 'Настройки площадки сохранены: подключение.',
    'venueSettings.left': 'Этот компьютер покинул площадку.',
    'venueSettings.urlMissing': 'Укажите адрес брокера, например mqtt://192.168.1.10:1883.',
    'venueSettings.urlTooLong': 'Адрес брокера может содержать не более {max} символов (сейчас {length}).',
    'venueSettings.badUrl':
      'Адрес брокера должен начинаться с mqtt://, mqtts://, ws:// или wss:// и указывать компьютер, например mqtt://192.168.1.10:1883.',
    'venueSettings.badVenue':
      'Идентификатор площадки: от 1 до {max} строчных латинских букв, цифр или дефисов, в начале буква или цифра.',
    'venueSettings.badTable': 'Номер стола должен быть целым числом от 1 до {max}.',
    'venueSettings.userTooLong':
      'Имя пользователя может содержать не более {max} символов (сейчас {length}).',
    'venueSettings.passwordTooLong': 'Пароль может содержать не более {max} символов (сейчас {length}).',
    'venueSettings.fromFlags':
      'Связь с площадкой задана в командной строке (npm run serve -- --mqtt …) и важнее этих настроек; они вступят в силу, когда компьютер запустится без этих параметров.',
    'venueSettings.refused': 'Брокер отказал этому компьютеру: проверьте имя пользователя и пароль.',
    'venueSettings.none': 'Не подключено к площадке.',
    'venueSettings.passwordDropped':
      'Адрес брокера или пользователь изменены: сохранённый пароль будет удалён, если не ввести его снова.',
  },
  zh: {
    'venueSettings.title': '场馆（MQTT 服务器）',
    'venueSettings.explain':
      '加入场馆的服务器：本台的记分牌和成绩会显示在大厅总览上。服务器断开时记分照常进行。',
    'venueSettings.url': '服务器地址',
    'venueSettings.venue': '场馆标识',
    'venueSettings.table': '台号',
    'venueSettings.user': '用户名（留空：table-{table}）',
    'venueSettings.password': '密码',
    'venueSettings.passwordSet': '已保存密码：留空即保持不变。',
    'venueSettings.connect': '保存并连接',
    'venueSettings.leave': '退出场馆',
    'venueSettings.saved': '场馆设置已保存：正在连接。',
    'venueSettings.left': '本机已退出场馆。',
    'venueSettings.urlMissing': '请填写服务器地址，例如 mqtt://192.168.1.10:1883。',
    'venueSettings.urlTooLong': '服务器地址最多 {max} 个字符（现在有 {length} 个）。',
    'venueSettings.badUrl':
      '服务器地址必须以 mqtt://、mqtts://、ws:// 或 wss:// 开头并写明计算机，例如 mqtt://192.168.1.10:1883。',
    'venueSettings.badVenue': '场馆标识为 1 到 {max} 个小写字母、数字或连字符，并以字母或数字开头。',
    'venueSettings.badTable': '台号必须是 1 到 {max} 之间的整数。',
    'venueSettings.userTooLong': '用户名最多 {max} 个字符（现在有 {length} 个）。',
    'venueSettings.passwordTooLong': '密码最多 {max} 个字符（现在有 {length} 个）。',
    'venueSettings.fromFlags':
      '本机的场馆连接由命令行（npm run serve -- --mqtt …）设定，优先于这些设置；不带这些参数启动时，这些设置才会生效。',
    'venueSettings.refused': '服务器拒绝了本机：请检查用户名和密码。',
    'venueSettings.none': '未加入场馆。',
    'venueSettings.passwordDropped': '代理地址或用户已更改：除非重新输入，否则已保存的密码将被清除。',
  },
  it: {
    'venueSettings.title': 'Sede (broker MQTT)',
    'venueSettings.explain':
      'Collegati al broker della sede: il tabellone e i risultati di questo tavolo arrivano alla panoramica della sala. Il punteggio continua anche senza broker.',
    'venueSettings.url': 'Indirizzo del broker',
    'venueSettings.venue': 'Codice della sede',
    'venueSettings.table': 'Numero del tavolo',
    'venueSettings.user': 'Utente (vuoto: table-{table})',
    'venueSettings.password': 'Password di accesso',
    'venueSettings.passwordSet': 'Una password è salvata: lascia il campo vuoto per mantenerla.',
    'venueSettings.connect': 'Salva e collega',
    'venueSettings.leave': 'Lascia la sede',
    'venueSettings.saved': 'Impostazioni della sede salvate: connessione in corso.',
    'venueSettings.left': 'Questo computer ha lasciato la sede.',
    'venueSettings.urlMissing': "Indica l'indirizzo del broker, ad es. mqtt://192.168.1.10:1883.",
    'venueSettings.urlTooLong':
      "L'indirizzo del broker può avere al massimo {max} caratteri (questo ne ha {length}).",
    'venueSettings.badUrl':
      "L'indirizzo del broker deve iniziare con mqtt://, mqtts://, ws:// o wss:// e indicare un computer, ad es. mqtt://192.168.1.10:1883.",
    'venueSettings.badVenue':
      'Il codice della sede va da 1 a {max} lettere minuscole, cifre o trattini, e inizia con una lettera o una cifra.',
    'venueSettings.badTable': 'Il numero del tavolo deve essere un intero da 1 a {max}.',
    'venueSettings.userTooLong':
      'Il nome utente può avere al massimo {max} caratteri (questo ne ha {length}).',
    'venueSettings.passwordTooLong':
      'La password può avere al massimo {max} caratteri (questa ne ha {length}).',
    'venueSettings.fromFlags':
      'La riga di comando (npm run serve -- --mqtt …) imposta il collegamento alla sede e prevale su queste impostazioni; valgono quando il computer parte senza quelle opzioni.',
    'venueSettings.refused': 'Il broker ha rifiutato questo computer: controlla nome utente e password.',
    'venueSettings.none': 'Non collegato a una sede.',
    'venueSettings.passwordDropped':
      "L'indirizzo del broker o l'utente è cambiato: la password salvata verrà cancellata se non la digiti di nuovo.",
  },
  hi: {
    'venueSettings.title': 'स्थल (MQTT ब्रोकर)',
    'venueSettings.explain':
      'स्थल के ब्रोकर से जुड़ें: इस टेबल का स्कोरबोर्ड और परिणाम हॉल के अवलोकन पर जाएँगे। ब्रोकर न होने पर भी स्कोरिंग जारी रहती है।',
    'venueSettings.url': 'ब्रोकर का पता',
    'venueSettings.venue': 'स्थल पहचान',
    'venueSettings.table': 'टेबल संख्या',
    'venueSettings.user': 'उपयोगकर्ता (खाली: table-{table})',
    'venueSettings.password': 'पासवर्ड',
    'venueSettings.passwordSet': 'पासवर्ड सहेजा हुआ है: उसे रखने के लिए फ़ील्ड खाली छोड़ें।',
    'venueSettings.connect': 'सहेजें और जोड़ें',
    'venueSettings.leave': 'स्थल छोड़ें',
    'venueSettings.saved': 'स्थल की सेटिंग सहेजी गई: जुड़ रहा है।',
    'venueSettings.left': 'इस कंप्यूटर ने स्थल छोड़ दिया।',
    'venueSettings.urlMissing': 'ब्रोकर का पता दें, जैसे mqtt://192.168.1.10:1883।',
    'venueSettings.urlTooLong': 'ब्रोकर के पते में अधिकतम {max} अक्षर हो सकते हैं (इसमें {length} हैं)।',
    'venueSettings.badUrl':
      'ब्रोकर का पता mqtt://, mqtts://, ws:// या wss:// से शुरू होकर किसी कंप्यूटर का नाम दे, जैसे mqtt://192.168.1.10:1883।',
    'venueSettings.badVenue': 'स्थल पहचान 1 से {max} छोटे अक्षर, अंक या डैश हो, और अक्षर या अंक से शुरू हो।',
    'venueSettings.badTable': 'टेबल संख्या 1 से {max} तक की पूर्ण संख्या होनी चाहिए।',
    'venueSettings.userTooLong': 'उपयोगकर्ता नाम में अधिकतम {max} अक्षर हो सकते हैं (इसमें {length} हैं)।',
    'venueSettings.passwordTooLong': 'पासवर्ड में अधिकतम {max} अक्षर हो सकते हैं (इसमें {length} हैं)।',
    'venueSettings.fromFlags':
      'इस होस्ट का स्थल कनेक्शन कमांड लाइन (npm run serve -- --mqtt …) से तय है और इन सेटिंग्स पर भारी है; ये सेटिंग्स तब लागू होंगी जब होस्ट उन विकल्पों के बिना शुरू हो।',
    'venueSettings.refused': 'ब्रोकर ने इस कंप्यूटर को अस्वीकार किया: उपयोगकर्ता नाम और पासवर्ड जाँचें।',
    'venueSettings.none': 'किसी स्थल से नहीं जुड़ा।',
    'venueSettings.passwordDropped':
      'ब्रोकर का पता या उपयोगकर्ता बदल गया: सहेजा गया पासवर्ड मिटा दिया जाएगा, जब तक आप उसे फिर से न लिखें।',
  },
};
