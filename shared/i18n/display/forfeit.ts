import type { Language } from '../languages';

/** The display's word for a match won on a technical decision (the other forfeits are in the catalogs). */
export const forfeitTexts: Readonly<Record<Language, { readonly technical: string }>> = {
  en: { technical: 'Technical win' },
  pl: { technical: 'Wygrana techniczna' },
  ru: { technical: 'Техническая победа' },
  zh: { technical: '技术判胜' },
  it: { technical: 'Vittoria tecnica' },
  hi: { technical: 'तकनीकी जीत' },
};
