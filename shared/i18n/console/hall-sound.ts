import type { Language } from '../languages';

/**
 * The console told that a hall display cannot sound yet (issue 25, item 4): its browser holds
 * the buzzer back until someone taps the display's "Enable sound" (the display's own words,
 * shared/i18n/display/sound.ts). Spread into each console catalog.
 */
const en = {
  hallSoundLocked: 'Hall display cannot sound yet: tap “Enable sound” on it',
  hallSoundLockedMany: '{count} hall displays cannot sound yet: tap “Enable sound” on each',
} as const;

export type HallSoundKey = keyof typeof en;
type Texts = Readonly<Record<HallSoundKey, string>>;

const pl: Texts = {
  hallSoundLocked: 'Ekran na sali nie może jeszcze grać dźwięku: dotknij na nim „Włącz dźwięk”',
  hallSoundLockedMany:
    'Ekrany na sali ({count}) nie mogą jeszcze grać dźwięku: dotknij na każdym „Włącz dźwięk”',
};

const ru: Texts = {
  hallSoundLocked: 'Экран в зале пока не может подавать звук: нажмите на нём «Включить звук»',
  hallSoundLockedMany:
    'Экраны в зале ({count}) пока не могут подавать звук: нажмите на каждом «Включить звук»',
};

const zh: Texts = {
  hallSoundLocked: '场馆显示屏暂时无法发声：请在其上点按“开启声音”',
  hallSoundLockedMany: '{count} 台场馆显示屏暂时无法发声：请在每台上点按“开启声音”',
};

const it: Texts = {
  hallSoundLocked: 'Lo schermo in sala non può ancora suonare: tocca «Attiva audio» sullo schermo',
  hallSoundLockedMany: 'Schermi in sala senza audio ({count}): tocca «Attiva audio» su ciascuno',
};

const hi: Texts = {
  hallSoundLocked: 'हॉल डिस्प्ले अभी आवाज़ नहीं कर सकता: उस पर “ध्वनि चालू करें” दबाएँ',
  hallSoundLockedMany: '{count} हॉल डिस्प्ले अभी आवाज़ नहीं कर सकते: हर एक पर “ध्वनि चालू करें” दबाएँ',
};

export const hallSoundTexts = { en, pl, ru, zh, it, hi } as const satisfies Readonly<Record<Language, Texts>>;
