import type { ForfeitKind } from '../../../shared/engine';
import type { StationTranslate } from '../../../shared/i18n/console';

/** A forfeit's reason in the console's language. */
export function forfeitWord(kind: ForfeitKind, t: StationTranslate): string {
  switch (kind) {
    case 'resigned':
      return t('forfeitKindResigned');
    case 'walkover':
      return t('forfeitKindWalkover');
    case 'left':
      return t('forfeitKindLeft');
    case 'technical':
      return t('forfeitKindTechnical');
  }
}
