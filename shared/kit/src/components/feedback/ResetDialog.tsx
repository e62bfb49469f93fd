import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { setShowResetPopup, useAppDispatch, useAppSelector } from '@qa/shared';
import { Modal } from '../../dialog/Modal';
import { RESET_SCROLL_DELAY_MS } from '../../kitConstants';
import { prefersReducedMotion } from '../../motion/prefersReducedMotion';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { primaryButtonStyle, secondaryButtonStyle } from '../buttons/buttonStyles';
import { tokens } from '../../theme/tokens';

export interface ResetDialogProps {
  /** Clears the challenge's progress (useChallengeProgress().reset). */
  onReset: () => void;
}

const Question = styled.h2`
  margin: 0 0 ${tokens.space.lg};
  font-size: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
`;

const Cancel = styled.button`
  ${secondaryButtonStyle}
`;

const Yes = styled.button`
  ${primaryButtonStyle}
`;

/**
 * SPEC §4 "Reset": 'Are you sure you want to clear your results?' with Cancel and Yes. Yes resets and, once the
 * page has re-rendered empty, scrolls to the top after 100 ms. Cancel gets the first focus: it loses nothing.
 */
export const ResetDialog = ({ onReset }: ResetDialogProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.challenge.isShowResetPopup);
  const headingId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
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
    <Modal open={open} onClose={close} labelledBy={headingId} initialFocus={cancel}>
      <Question id={headingId}>{t('resetQuestion')}</Question>
      <Actions>
        <Cancel ref={cancel} type="button" onClick={close}>
          {t('cancel')}
        </Cancel>
        <Yes type="button" onClick={confirm}>
          {t('yes')}
        </Yes>
      </Actions>
    </Modal>
  );
};
