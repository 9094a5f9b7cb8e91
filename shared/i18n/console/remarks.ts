import type { Language } from '../languages';

/**
 * The ICF score card's "Remarks of Umpire" (issue 25, item 8): the console's field, the audit
 * trail's line and the printed sheet's box. Spread into each console catalog.
 */
const en = {
  remarksTitle: 'Remarks of Umpire',
  remarksHelp:
    'Printed on the score sheet. They can be written or changed after the match too; every change is kept in the audit trail.',
  remarksSave: 'Save remarks',
  remarksKeys: 'Ctrl+Enter saves',
  remarksSaved: 'Remarks saved.',
  remarksUnsaved: 'Not saved yet.',
  evRemarks: 'Remarks of Umpire: {text}',
  evRemarksCleared: 'Remarks of Umpire cleared',
} as const;

export type RemarksKey = keyof typeof en;
type Texts = Readonly<Record<RemarksKey, string>>;

const pl: Texts = {
  remarksTitle: 'Uwagi sędziego',
  remarksHelp:
    'Drukowane na protokole meczu. Można je wpisać lub zmienić także po meczu; każda zmiana zostaje w historii zmian.',
  remarksSave: 'Zapisz uwagi',
  remarksKeys: 'Ctrl+Enter zapisuje',
  remarksSaved: 'Uwagi zapisane.',
  remarksUnsaved: 'Jeszcze nie zapisane.',
  evRemarks: 'Uwagi sędziego: {text}',
  evRemarksCleared: 'Uwagi sędziego usunięte',
};

const ru: Texts = {
  remarksTitle: 'Замечания судьи',
  remarksHelp:
    'Печатаются в протоколе матча. Их можно написать или изменить и после матча; каждое изменение остаётся в журнале.',
  remarksSave: 'Сохранить замечания',
  remarksKeys: 'Ctrl+Enter сохраняет',
  remarksSaved: 'Замечания сохранены.',
  remarksUnsaved: 'Ещё не сохранено.',
  evRemarks: 'Замечания судьи: {text}',
  evRemarksCleared: 'Замечания судьи удалены',
};

const zh: Texts = {
  remarksTitle: '裁判备注',
  remarksHelp: '打印在记分表上。比赛结束后也可以填写或修改；每次修改都记录在审计记录中。',
  remarksSave: '保存备注',
  remarksKeys: 'Ctrl+Enter 保存',
  remarksSaved: '备注已保存。',
  remarksUnsaved: '尚未保存。',
  evRemarks: '裁判备注：{text}',
  evRemarksCleared: '裁判备注已清除',
};

const it: Texts = {
  remarksTitle: "Osservazioni dell'arbitro",
  remarksHelp:
    'Stampate sul referto. Si possono scrivere o modificare anche dopo la partita; ogni modifica resta nel registro delle modifiche.',
  remarksSave: 'Salva osservazioni',
  remarksKeys: 'Ctrl+Invio salva',
  remarksSaved: 'Osservazioni salvate.',
  remarksUnsaved: 'Non ancora salvate.',
  evRemarks: "Osservazioni dell'arbitro: {text}",
  evRemarksCleared: "Osservazioni dell'arbitro cancellate",
};

const hi: Texts = {
  remarksTitle: 'अंपायर की टिप्पणियाँ',
  remarksHelp: 'स्कोर शीट पर छपती हैं। मैच के बाद भी लिखी या बदली जा सकती हैं; हर बदलाव ऑडिट ट्रेल में रहता है।',
  remarksSave: 'टिप्पणियाँ सहेजें',
  remarksKeys: 'Ctrl+Enter से सहेजें',
  remarksSaved: 'टिप्पणियाँ सहेजी गईं।',
  remarksUnsaved: 'अभी सहेजी नहीं गईं।',
  evRemarks: 'अंपायर की टिप्पणियाँ: {text}',
  evRemarksCleared: 'अंपायर की टिप्पणियाँ हटाई गईं',
};

export const remarksTexts = { en, pl, ru, zh, it, hi } as const satisfies Readonly<Record<Language, Texts>>;
