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
  'devices.title': 'Remembered devices',
  'devices.explain':
    'A phone or computer that gave the LAN PIN once reconnects without it until it is forgotten here.',
  'devices.none': 'No device is remembered.',
  'devices.lastUse': 'last used {time} from {address}',
  'devices.forget': 'Forget',
  'devices.forgetAll': 'Forget all devices',
  'devices.forgotten': 'Forgotten: it needs the PIN again.',
  'pin.changeTitle': 'Change the LAN PIN',
  'pin.new': 'New PIN (six digits)',
  'pin.change': 'Change PIN',
  'pin.changed': 'The PIN is changed: every remembered device needs the new one.',
  'pin.badNew': 'The PIN must be six digits.',
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
    'devices.title': 'Zapamiętane urządzenia',
    'devices.explain':
      'Telefon lub komputer, który raz podał PIN sieci LAN, łączy się bez niego, dopóki nie zostanie tu zapomniany.',
    'devices.none': 'Żadne urządzenie nie jest zapamiętane.',
    'devices.lastUse': 'ostatnio {time} z {address}',
    'devices.forget': 'Zapomnij',
    'devices.forgetAll': 'Zapomnij wszystkie urządzenia',
    'devices.forgotten': 'Zapomniane: znów potrzebuje PIN-u.',
    'pin.changeTitle': 'Zmień PIN sieci LAN',
    'pin.new': 'Nowy PIN (sześć cyfr)',
    'pin.change': 'Zmień PIN',
    'pin.changed': 'PIN zmieniony: każde zapamiętane urządzenie potrzebuje nowego.',
    'pin.badNew': 'PIN musi mieć sześć cyfr.',
  },
  ru: {
    'pin.wrong': 'Неверный PIN: введите PIN, показанный на компьютере табло.',
    'pin.wait': 'Слишком много неверных PIN: подождите {seconds} с и введите PIN снова.',
    'pin.report': '{wrong} неверных PIN с {addresses} адресов за последние 10 минут:',
    'pin.where':
      'PIN для локальной сети показывается только на компьютере табло: в приложении Network › Show LAN PIN…; при npm run serve — в его терминале.',
    'devices.title': 'Запомненные устройства',
    'devices.explain':
      'Телефон или компьютер, однажды введший PIN локальной сети, подключается без него, пока его здесь не забудут.',
    'devices.none': 'Нет запомненных устройств.',
    'devices.lastUse': 'последний раз {time} с {address}',
    'devices.forget': 'Забыть',
    'devices.forgetAll': 'Забыть все устройства',
    'devices.forgotten': 'Забыто: ему снова нужен PIN.',
    'pin.changeTitle': 'Сменить PIN локальной сети',
    'pin.new': 'Новый PIN (шесть цифр)',
    'pin.change': 'Сменить PIN',
    'pin.changed': 'PIN изменён: каждому запомненному устройству нужен новый.',
    'pin.badNew': 'PIN должен состоять из шести цифр.',
  },
  zh: {
    'pin.wrong': 'PIN 错误：请输入记分电脑上显示的 PIN。',
    'pin.wait': '错误的 PIN 次数过多：请等待 {seconds} 秒后再输入 PIN。',
    'pin.report': '最近 10 分钟内来自 {addresses} 个地址的 {wrong} 个错误 PIN：',
    'pin.where':
      '局域网 PIN 只显示在记分电脑上：在应用中选择 Network › Show LAN PIN…；使用 npm run serve 时显示在其终端中。',
    'devices.title': '已记住的设备',
    'devices.explain': '输入过一次局域网 PIN 的手机或电脑无需再次输入即可重新连接，直到在此处将其忘记。',
    'devices.none': '没有已记住的设备。',
    'devices.lastUse': '最近一次使用：{time}，来自 {address}',
    'devices.forget': '忘记',
    'devices.forgetAll': '忘记所有设备',
    'devices.forgotten': '已忘记：它需要再次输入 PIN。',
    'pin.changeTitle': '更改局域网 PIN',
    'pin.new': '新 PIN（六位数字）',
    'pin.change': '更改 PIN',
    'pin.changed': 'PIN 已更改：每个已记住的设备都需要新的 PIN。',
    'pin.badNew': 'PIN 必须是六位数字。',
  },
  it: {
    'pin.wrong': 'PIN errato: digita il PIN mostrato sul computer del tabellone.',
    'pin.wait': 'Troppi PIN errati: attendi {seconds} s, poi digita di nuovo il PIN.',
    'pin.report': '{wrong} PIN errati da {addresses} indirizzi negli ultimi 10 minuti:',
    'pin.where':
      'Il PIN LAN è mostrato solo sul computer del tabellone: nell’app, Network › Show LAN PIN…; con npm run serve, nel suo terminale.',
    'devices.title': 'Dispositivi ricordati',
    'devices.explain':
      'Un telefono o un computer che ha dato una volta il PIN LAN si ricollega senza, finché non viene dimenticato qui.',
    'devices.none': 'Nessun dispositivo è ricordato.',
    'devices.lastUse': 'usato l’ultima volta {time} da {address}',
    'devices.forget': 'Dimentica',
    'devices.forgetAll': 'Dimentica tutti i dispositivi',
    'devices.forgotten': 'Dimenticato: gli serve di nuovo il PIN.',
    'pin.changeTitle': 'Cambia il PIN LAN',
    'pin.new': 'Nuovo PIN (sei cifre)',
    'pin.change': 'Cambia PIN',
    'pin.changed': 'Il PIN è cambiato: ogni dispositivo ricordato ha bisogno di quello nuovo.',
    'pin.badNew': 'Il PIN deve avere sei cifre.',
  },
  hi: {
    'pin.wrong': 'यह PIN गलत है: स्कोरबोर्ड कंप्यूटर पर दिखाया गया PIN लिखें।',
    'pin.wait': 'बहुत सारे गलत PIN आज़माए गए: {seconds} सेकंड रुकें, फिर PIN दोबारा लिखें।',
    'pin.report': 'पिछले 10 मिनट में {addresses} पतों से {wrong} गलत PIN:',
    'pin.where':
      'LAN PIN केवल स्कोरबोर्ड कंप्यूटर पर दिखाया जाता है: ऐप में Network › Show LAN PIN…; npm run serve के साथ, उसके टर्मिनल में।',
    'devices.title': 'याद रखे गए उपकरण',
    'devices.explain':
      'जिस फ़ोन या कंप्यूटर ने एक बार LAN PIN दिया, वह बिना PIN के फिर से जुड़ता है, जब तक उसे यहाँ भुलाया न जाए।',
    'devices.none': 'कोई उपकरण याद नहीं रखा गया है।',
    'devices.lastUse': 'पिछली बार {time} को {address} से',
    'devices.forget': 'भूलें',
    'devices.forgetAll': 'सभी उपकरण भूलें',
    'devices.forgotten': 'भुला दिया गया: उसे फिर से PIN चाहिए।',
    'pin.changeTitle': 'LAN PIN बदलें',
    'pin.new': 'नया PIN (छह अंक)',
    'pin.change': 'PIN बदलें',
    'pin.changed': 'PIN बदल गया: हर याद रखे गए उपकरण को नया PIN चाहिए।',
    'pin.badNew': 'PIN छह अंकों का होना चाहिए।',
  },
};
