import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Modal } from '../../dialog/Modal';
import { tokens } from '../../theme/tokens';
import { SecondaryButton, primaryButtonStyle } from '../buttons/buttonStyles';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; it names the dialog. */
  question: string;
  /** What follows from yes, read with the question. */
  details?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes on closing when not back to the opener (see Modal); a stable function. */
  returnFocusTo?: () => HTMLElement | null;
}

/** Nearer its details than the buttons are, when it has any. */
const Question = styled.h2<{ $last: boolean }>`
  margin: 0 0 ${({ $last }) => ($last ? tokens.space.lg : tokens.space.md)};
  font-size: 1.25rem;
`;

const Details = styled.p`
  margin: 0 0 ${tokens.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
`;

const Confirm = styled.button`
  ${primaryButtonStyle}
`;

/**
 * Asks before an action that cannot be undone (a reset, leaving or deleting a class, deleting stored progress).
 * Cancel gets the first focus: pressing Enter by habit loses nothing.
 */
export const ConfirmDialog = ({
  open,
  question,
  details,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) => {
  const questionId = useId();
  const detailsId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      labelledBy={questionId}
      describedBy={details === undefined ? undefined : detailsId}
      initialFocus={cancel}
      returnFocusTo={returnFocusTo}
    >
      <Question id={questionId} $last={details === undefined}>
        {question}
      </Question>
      {details !== undefined && <Details id={detailsId}>{details}</Details>}
      <Actions>
        <SecondaryButton ref={cancel} type="button" onClick={onCancel}>
          {cancelLabel}
        </SecondaryButton>
        <Confirm type="button" onClick={onConfirm}>
          {confirmLabel}
        </Confirm>
      </Actions>
    </Modal>
  );
};
