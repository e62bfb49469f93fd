import { Modal, primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};

  button:first-child {
    ${secondaryButtonStyle}
  }

  button:last-child {
    ${primaryButtonStyle}
  }
`;

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; it names the dialog. */
  question: string;
  /** What follows from yes, read with the question. */
  details: string;
  confirmLabel: string;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes on closing when not back to the opener (see Modal); a stable function. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Asks before the trainer changes a class (starts it afresh, deletes it, removes a learner); Cancel has the first
 * focus, since it changes nothing.
 */
export const ConfirmDialog = ({
  open,
  question,
  details,
  confirmLabel,
  onCancel,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      labelledBy={`${id}-q`}
      describedBy={`${id}-d`}
      initialFocus={cancel}
      returnFocusTo={returnFocusTo}
    >
      <h2 id={`${id}-q`}>{question}</h2>
      <p id={`${id}-d`}>{details}</p>
      <Actions>
        <button ref={cancel} type="button" onClick={onCancel}>
          {t('class.cancel')}
        </button>
        <button type="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </Actions>
    </Modal>
  );
};
