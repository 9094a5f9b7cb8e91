import type { DraftRefusal } from '../entry/draft';
import type { KeyEnv } from './types';

/** Why an entry key did nothing, in the console's language. */
export function draftRefusalWhy(refusal: DraftRefusal, sides: number, env: KeyEnv): string {
  switch (refusal.why) {
    case 'winnerFirst':
      return env.t('kbWhyWinnerFirst', { sides });
    case 'noSide':
      return env.t('kbWhyNoSide', { side: refusal.side });
    case 'penaltyOnly':
      return env.t('kbWhyPenaltyOnly');
    case 'incomplete':
      return env.t('kbWhyIncomplete', {
        missing:
          refusal.missing === 'winner'
            ? env.t('needWinner')
            : refusal.missing === 'pieces'
              ? env.t('needPieces')
              : env.t('needQueen'),
      });
  }
}
