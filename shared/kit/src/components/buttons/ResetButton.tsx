import { setShowResetPopup, useAppDispatch, useTranslation } from '@qa/shared';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { SecondaryButton } from './buttonStyles';

/** Asks before anything is cleared: it opens the reset confirmation (the store's reset popup flag). */
export const ResetButton = () => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const dispatch = useAppDispatch();
  return (
    <SecondaryButton type="button" aria-haspopup="dialog" onClick={() => dispatch(setShowResetPopup(true))}>
      {t('reset')}
    </SecondaryButton>
  );
};
