import { setShowResetPopup, useAppDispatch, useAppSelector, useTranslation } from '@qa/shared';
import { RESET_SCROLL_DELAY_MS } from '../../kitConstants';
import { prefersReducedMotion } from '../../motion/prefersReducedMotion';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { ConfirmDialog } from './ConfirmDialog';

export interface ResetDialogProps {
  /** Clears the challenge's progress (useChallengeProgress().reset). */
  onReset: () => void;
}

/**
 * SPEC §4 "Reset": 'Are you sure you want to clear your results?' with Cancel and Yes. Yes resets and, once the
 * page has re-rendered empty, scrolls to the top after 100 ms.
 */
export const ResetDialog = ({ onReset }: ResetDialogProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.challenge.isShowResetPopup);
  const close = () => dispatch(setShowResetPopup(false));
  const confirm = () => {
    onReset();
    close();
    setTimeout(
      () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
      RESET_SCROLL_DELAY_MS,
    );
  };
  return (
    <ConfirmDialog
      open={open}
      question={t('resetQuestion')}
      cancelLabel={t('cancel')}
      confirmLabel={t('yes')}
      onCancel={close}
      onConfirm={confirm}
    />
  );
};
