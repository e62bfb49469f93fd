import { Modal, tokens } from '@qa/kit';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '../components/buttons';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; it names the dialog. */
  question: string;
  /** What follows from yes, read with the question. */
  details: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
  onConfirm: () => void;
}

const Question = styled.h2`
  margin: 0 0 ${tokens.space.md};
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

/**
 * Asks before an action that cannot be undone, on the kit's Modal like the kit's reset question. Cancel gets
 * the first focus: pressing Enter by habit loses nothing.
 */
export const ConfirmDialog = ({
  open,
  question,
  details,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  const questionId = useId();
  const detailsId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      labelledBy={questionId}
      describedBy={detailsId}
      initialFocus={cancel}
    >
      <Question id={questionId}>{question}</Question>
      <Details id={detailsId}>{details}</Details>
      <Actions>
        <SecondaryButton ref={cancel} type="button" onClick={onCancel}>
          {cancelLabel}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={onConfirm}>
          {confirmLabel}
        </PrimaryButton>
      </Actions>
    </Modal>
  );
};
