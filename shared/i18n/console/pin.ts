import type { Language } from '../languages';

/**
 * The host's answers to a PIN (electron/session/pin-guard.ts: "wrong PIN", "too many wrong PINs:
 * wait N s") in the operator's language, for the PIN form of the console and the timekeeper.
 */
const en = {
  'pin.wrong': 'That PIN is wrong: type the PIN shown on the scoreboard computer.',
  'pin.wait': 'Too many wrong PINs were tried: wait {seconds} s, then type the PIN again.',
  'pin.report': '{wrong} wrong PINs from {addresses} addresses in the last 10 minutes:',
} as const;

type PinTexts = { readonly [K in keyof typeof en]: string };

export const pinTexts: { readonly en: typeof en } & Readonly<Record<Exclude<Language, 'en'>, PinTexts>> = {
  en,
  pl: {
    'pin.wrong': 'Ten PIN jest błędny: wpisz PIN pokazany na komputerze z tablicą wyników.',
    'pin.wait': 'Wpisano zbyt wiele błędnych PIN-ów: odczekaj {seconds} s i wpisz PIN ponownie.',
    'pin.report': '{wrong} błędnych PIN-ów z {addresses} adresów w ciągu ostatnich 10 minut:',
  },
  ru: {
    'pin.wrong': 'Неверный PIN: введите PIN, показанный на компьютере табло.',
    'pin.wait': 'Слишком много неверных PIN: подождите {seconds} с и введите PIN снова.',
    'pin.report': '{wrong} неверных PIN с {addresses} адресов за последние 10 минут:',
  },
  zh: {
    'pin.wrong': 'PIN 错误：请输入记分电脑上显示的 PIN。',
    'pin.wait': '错误的 PIN 次数过多：请等待 {seconds} 秒后再输入 PIN。',
    'pin.report': '最近 10 分钟内来自 {addresses} 个地址的 {wrong} 个错误 PIN：',
  },
  it: {
    'pin.wrong': 'PIN errato: digita il PIN mostrato sul computer del tabellone.',
    'pin.wait': 'Troppi PIN errati: attendi {seconds} s, poi digita di nuovo il PIN.',
    'pin.report': '{wrong} PIN errati da {addresses} indirizzi negli ultimi 10 minuti:',
  },
  hi: {
    'pin.wrong': 'यह PIN गलत है: स्कोरबोर्ड कंप्यूटर पर दिखाया गया PIN लिखें।',
    'pin.wait': 'बहुत सारे गलत PIN आज़माए गए: {seconds} सेकंड रुकें, फिर PIN दोबारा लिखें।',
    'pin.report': 'पिछले 10 मिनट में {addresses} पतों से {wrong} गलत PIN:',
  },
};
