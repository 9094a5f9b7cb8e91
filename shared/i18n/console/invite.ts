import type { Language } from '../languages';

/** The console's invitation of a new device (a link and a QR code, used once, without the PIN). */
const en = {
  'invite.title': 'Invite a device',
  'invite.explain':
    'A link and a QR code that let one phone or tablet in once, without the PIN, for the next 10 minutes. It works even while someone is trying wrong PINs.',
  'invite.station': 'Opens',
  'invite.console': 'Console',
  'invite.timekeeper': 'Timekeeper',
  'invite.umpire': "Umpire's station",
  'invite.make': 'Make an invitation',
  'invite.validUntil': 'For one device, until {time}. Scan the code or open the link on the device.',
  'invite.loopbackOnly':
    'The web server serves this computer only: turn on "Reachable on the local network" for a phone to reach these links.',
  'invite.qr': 'QR code of the invitation link',
  'invite.used':
    'This invitation was used already or has expired: ask the operator for a new one, or type the PIN.',
} as const;

type InviteTexts = { readonly [K in keyof typeof en]: string };

export const inviteTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, InviteTexts>
> = {
  en,
  pl: {
    'invite.title': 'Zaproś urządzenie',
    'invite.explain':
      'Link i kod QR, które raz wpuszczą jeden telefon lub tablet bez PIN-u, przez najbliższe 10 minut. Działają nawet wtedy, gdy ktoś wpisuje błędne PIN-y.',
    'invite.station': 'Otwiera',
    'invite.console': 'Konsolę',
    'invite.timekeeper': 'Stanowisko sędziego czasu',
    'invite.umpire': 'Stanowisko sędziego',
    'invite.make': 'Utwórz zaproszenie',
    'invite.validUntil': 'Dla jednego urządzenia, do {time}. Zeskanuj kod lub otwórz link na tym urządzeniu.',
    'invite.loopbackOnly':
      'Serwer WWW obsługuje tylko ten komputer: włącz „Dostępny w sieci lokalnej”, aby telefon mógł otworzyć te linki.',
    'invite.qr': 'Kod QR linku z zaproszeniem',
    'invite.used': 'To zaproszenie zostało już użyte lub wygasło: poproś operatora o nowe albo wpisz PIN.',
  },
  ru: {
    'invite.title': 'Пригласить устройство',
    'invite.explain':
      'Ссылка и QR-код, которые один раз впустят один телефон или планшет без PIN-кода в ближайшие 10 минут. Они работают, даже когда кто-то вводит неверные PIN-коды.',
    'invite.station': 'Открывает',
    'invite.console': 'Пульт',
    'invite.timekeeper': 'Место хронометриста',
    'invite.umpire': 'Место судьи',
    'invite.make': 'Создать приглашение',
    'invite.validUntil':
      'Для одного устройства, до {time}. Отсканируйте код или откройте ссылку на устройстве.',
    'invite.loopbackOnly':
      'Веб-сервер обслуживает только этот компьютер: включите «Доступен в локальной сети», чтобы телефон мог открыть эти ссылки.',
    'invite.qr': 'QR-код ссылки-приглашения',
    'invite.used':
      'Это приглашение уже использовано или истекло: попросите у оператора новое или введите PIN-код.',
  },
  hi: {
    'invite.title': 'डिवाइस को आमंत्रित करें',
    'invite.explain':
      'एक लिंक और QR कोड जो अगले 10 मिनट में एक फ़ोन या टैबलेट को एक बार बिना PIN के अंदर आने देता है। यह तब भी काम करता है जब कोई गलत PIN आज़मा रहा हो।',
    'invite.station': 'खोलता है',
    'invite.console': 'कंसोल',
    'invite.timekeeper': 'टाइमकीपर का स्थान',
    'invite.umpire': 'अंपायर का स्थान',
    'invite.make': 'आमंत्रण बनाएँ',
    'invite.validUntil': 'एक डिवाइस के लिए, {time} तक। डिवाइस पर कोड स्कैन करें या लिंक खोलें।',
    'invite.loopbackOnly':
      'वेब सर्वर केवल इसी कंप्यूटर को सेवा देता है: फ़ोन इन लिंक तक पहुँच सके, इसके लिए "स्थानीय नेटवर्क पर उपलब्ध" चालू करें।',
    'invite.qr': 'आमंत्रण लिंक का QR कोड',
    'invite.used': 'यह आमंत्रण पहले ही इस्तेमाल हो चुका है या समाप्त हो गया है: ऑपरेटर से नया माँगें, या PIN टाइप करें।',
  },
  zh: {
    'invite.title': '邀请设备',
    'invite.explain':
      '一个链接和二维码，可在接下来 10 分钟内让一部手机或平板免 PIN 进入一次。即使有人正在尝试错误的 PIN，它也有效。',
    'invite.station': '打开',
    'invite.console': '控制台',
    'invite.timekeeper': '计时员席',
    'invite.umpire': '裁判席',
    'invite.make': '创建邀请',
    'invite.validUntil': '仅限一台设备，有效至 {time}。请在设备上扫描二维码或打开链接。',
    'invite.loopbackOnly': '网页服务器只为本机服务：请打开“局域网可访问”，手机才能打开这些链接。',
    'invite.qr': '邀请链接的二维码',
    'invite.used': '此邀请已被使用或已过期：请向操作员索取新的邀请，或输入 PIN。',
  },
  it: {
    'invite.title': 'Invita un dispositivo',
    'invite.explain':
      'Un link e un codice QR che fanno entrare una volta un telefono o un tablet senza PIN, entro i prossimi 10 minuti. Funzionano anche mentre qualcuno prova PIN sbagliati.',
    'invite.station': 'Apre',
    'invite.console': 'Console',
    'invite.timekeeper': 'Postazione del cronometrista',
    'invite.umpire': "Postazione dell'arbitro",
    'invite.make': 'Crea un invito',
    'invite.validUntil':
      'Per un solo dispositivo, fino alle {time}. Inquadra il codice o apri il link sul dispositivo.',
    'invite.loopbackOnly':
      'Il server web serve solo questo computer: attiva «Raggiungibile dalla rete locale» perché un telefono raggiunga questi link.',
    'invite.qr': "Codice QR del link d'invito",
    'invite.used':
      'Questo invito è già stato usato o è scaduto: chiedine uno nuovo all’operatore, oppure digita il PIN.',
  },
};
