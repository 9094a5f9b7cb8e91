import type { Language } from '../languages';

/**
 * The host's answers to a PIN (electron/session/pin-guard.ts: "wrong PIN", "too many wrong PINs:
 * wait N s") in the operator's language, for the PIN form of the console and the timekeeper.
 */
const en = {
  'pin.wrong': 'That PIN is wrong: type the PIN shown on the scoreboard computer.',
  'pin.wait': 'Too many wrong PINs were tried: wait {seconds} s, then type the PIN again.',
  'pin.report': '{wrong} wrong PINs from {addresses} addresses in the last 10 minutes:',
  'pin.where':
    'The LAN PIN is shown only on the scoreboard computer: in the app, Network › Show LAN PIN…; with npm run serve, in its terminal.',
} as const;

type PinTexts = { readonly [K in keyof typeof en]: string };

export const pinTexts: { readonly en: typeof en } & Readonly<Record<Exclude<Language, 'en'>, PinTexts>> = {
  en,
  pl: {
    'pin.wrong': 'Ten PIN jest błędny: wpisz PIN pokazany na komputerze z tablicą wyników.',
    'pin.wait': 'Wpisano zbyt wiele błędnych PIN-ów: odczekaj {seconds} s i wpisz PIN ponownie.',
    'pin.report': '{wrong} błędnych PIN-ów z {addresses} adresów w ciągu ostatnich 10 minut:',
    'pin.where':
      'PIN sieci LAN jest pokazywany tylko na komputerze z tablicą wyników: w aplikacji Network › Show LAN PIN…; przy npm run serve w jego terminalu.',
  },
  ru: {
    'pin.wrong': 'Неверный PIN: введите PIN, показанный на компьютере табло.',
    'pin.wait': 'Слишком много неверных PIN: подождите {seconds} с и введите PIN снова.',
    'pin.report': '{wrong} неверных PIN с {addresses} адресов за последние 10 минут:',
    'pin.where':
      'PIN для локальной сети показывается только на компьютере табло: в приложении Network › Show LAN PIN…; при npm run serve — в его терминале.',
  },
  zh: {
    'pin.wrong': 'PIN 错误：请输入记分电脑上显示的 PIN。',
    'pin.wait': '错误的 PIN 次数过多：请等待 {seconds} 秒后再输入 PIN。',
    'pin.report': '最近 10 分钟内来自 {addresses} 个地址的 {wrong} 个错误 PIN：',
    'pin.where':
      '局域网 PIN 只显示在记分电脑上：在应用中选择 Network › Show LAN PIN…；使用 npm run serve 时显示在其终端中。',
  },
  it: {
    'pin.wrong': 'PIN errato: digita il PIN mostrato sul computer del tabellone.',
    'pin.wait': 'Troppi PIN errati: attendi {seconds} s, poi digita di nuovo il PIN.',
    'pin.report': '{wrong} PIN errati da {addresses} indirizzi negli ultimi 10 minuti:',
    'pin.where':
      'Il PIN LAN è mostrato solo sul computer del tabellone: nell’app, Network › Show LAN PIN…; con npm run serve, nel suo terminale.',
  },
  hi: {
    'pin.wrong': 'यह PIN गलत है: स्कोरबोर्ड कंप्यूटर पर दिखाया गया PIN लिखें।',
    'pin.wait': 'बहुत सारे गलत PIN आज़माए गए: {seconds} सेकंड रुकें, फिर PIN दोबारा लिखें।',
    'pin.report': 'पिछले 10 मिनट में {addresses} पतों से {wrong} गलत PIN:',
    'pin.where':
      'LAN PIN केवल स्कोरबोर्ड कंप्यूटर पर दिखाया जाता है: ऐप में Network › Show LAN PIN…; npm run serve के साथ, उसके टर्मिनल में।',
  },
};
