/**
 * The display's sound (issue 25, item 4): a browser that holds sound back until someone touches
 * the page gets a one-tap button. Spread into each display catalog with one line.
 */
const en = {
  enableSound: 'Enable sound',
  soundLockedNote: 'The buzzer is silent until sound is enabled on this screen',
} as const;

export type SoundTexts = { readonly [K in keyof typeof en]: string };

export const soundTexts = {
  en,
  pl: {
    enableSound: 'Włącz dźwięk',
    soundLockedNote: 'Brzęczyk milczy, dopóki dźwięk nie zostanie włączony na tym ekranie',
  },
  ru: {
    enableSound: 'Включить звук',
    soundLockedNote: 'Сигнал не звучит, пока на этом экране не включён звук',
  },
  zh: {
    enableSound: '开启声音',
    soundLockedNote: '在此屏幕上开启声音之前，蜂鸣器不会发声',
  },
  it: {
    enableSound: 'Attiva audio',
    soundLockedNote: 'Il cicalino resta muto finché l’audio non viene attivato su questo schermo',
  },
  hi: {
    enableSound: 'ध्वनि चालू करें',
    soundLockedNote: 'इस स्क्रीन पर ध्वनि चालू होने तक बज़र चुप रहेगा',
  },
} as const satisfies Readonly<Record<'en' | 'pl' | 'ru' | 'zh' | 'it' | 'hi', SoundTexts>>;
