import type { Language } from '../languages';

/**
 * A forfeit recorded and later withdrawn (issue 23 item 5): the printed sheet's line where it
 * happened, and the host's refusal once another match has started at the table. Spread into
 * each console catalog.
 */
const en = {
  sheetForfeitWithdrawn:
    'After board {board}: forfeit recorded at {time} ({name}: {kind}), withdrawn at {withdrawn}; play went on.',
  sheetForfeitWithdrawnBeforeBoards:
    'Before the first board: forfeit recorded at {time} ({name}: {kind}), withdrawn at {withdrawn}; play went on.',
  refusalForfeitStands:
    'The forfeit stands: another match has started at this table since it was recorded, so this match cannot go on.',
} as const;

export type ForfeitWithdrawalKey = keyof typeof en;

export const forfeitWithdrawalTexts = {
  en,
  pl: {
    sheetForfeitWithdrawn:
      'Po rozdaniu {board}: przegrana bez gry zapisana o {time} ({name}: {kind}), wycofana o {withdrawn}; gra toczyła się dalej.',
    sheetForfeitWithdrawnBeforeBoards:
      'Przed pierwszym rozdaniem: przegrana bez gry zapisana o {time} ({name}: {kind}), wycofana o {withdrawn}; gra toczyła się dalej.',
    refusalForfeitStands:
      'Przegrana bez gry pozostaje: od jej zapisania przy tym stole zaczął się inny mecz, więc ten mecz nie może być kontynuowany.',
  },
  ru: {
    sheetForfeitWithdrawn:
      'После доски {board}: поражение без игры записано в {time} ({name}: {kind}), отменено в {withdrawn}; игра продолжилась.',
    sheetForfeitWithdrawnBeforeBoards:
      'До первой доски: поражение без игры записано в {time} ({name}: {kind}), отменено в {withdrawn}; игра продолжилась.',
    refusalForfeitStands:
      'Поражение без игры остаётся в силе: после его записи за этим столом начался другой матч, поэтому этот матч продолжить нельзя.',
  },
  zh: {
    sheetForfeitWithdrawn: '第 {board} 盘后：{time} 记录判负（{name}：{kind}），{withdrawn} 撤回；比赛继续。',
    sheetForfeitWithdrawnBeforeBoards:
      '第一盘之前：{time} 记录判负（{name}：{kind}），{withdrawn} 撤回；比赛继续。',
    refusalForfeitStands: '判负维持有效：记录判负后，本桌已开始另一场比赛，因此本场比赛不能继续。',
  },
  it: {
    sheetForfeitWithdrawn:
      'Dopo il board {board}: sconfitta a tavolino registrata alle {time} ({name}: {kind}), ritirata alle {withdrawn}; il gioco è proseguito.',
    sheetForfeitWithdrawnBeforeBoards:
      'Prima del primo board: sconfitta a tavolino registrata alle {time} ({name}: {kind}), ritirata alle {withdrawn}; il gioco è proseguito.',
    refusalForfeitStands:
      'La sconfitta a tavolino resta: da quando è stata registrata, a questo tavolo è iniziato un altro incontro, quindi questo incontro non può continuare.',
  },
  hi: {
    sheetForfeitWithdrawn:
      'बोर्ड {board} के बाद: {time} पर बिना खेले हार दर्ज हुई ({name}: {kind}), {withdrawn} पर वापस ली गई; खेल जारी रहा।',
    sheetForfeitWithdrawnBeforeBoards:
      'पहले बोर्ड से पहले: {time} पर बिना खेले हार दर्ज हुई ({name}: {kind}), {withdrawn} पर वापस ली गई; खेल जारी रहा।',
    refusalForfeitStands:
      'बिना खेले हार बनी रहेगी: इसके दर्ज होने के बाद इस टेबल पर दूसरा मैच शुरू हो चुका है, इसलिए यह मैच आगे नहीं चल सकता।',
  },
} as const satisfies Readonly<Record<Language, Readonly<Record<ForfeitWithdrawalKey, string>>>>;
