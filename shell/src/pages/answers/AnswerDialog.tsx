import { CATALOGUE_NAMESPACE, useTranslation } from '@qa/shared';
import { Modal, primaryButtonStyle } from '@qa/kit';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { theme } from '../../theme/theme';
import type { ShownAnswer } from './useAnswer';

const Title = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: 1.25rem;
`;

const Items = styled.ul`
  margin: 0 0 ${theme.space.lg};
  padding-inline-start: ${theme.space.lg};
  line-height: 1.5;

  li + li {
    margin-top: ${theme.space.xs};
  }
`;

const Message = styled.p`
  margin: 0 0 ${theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Ok = styled.button`
  ${primaryButtonStyle}
`;

interface AnswerDialogProps {
  shown: ShownAnswer | null;
  onClose: () => void;
}

/** A challenge's answers in a modal (SPEC §2): a list as bullet items, or the server's message; OK closes. */
export const AnswerDialog = ({ shown, onClose }: AnswerDialogProps) => {
  const { t } = useTranslation([PAGES_NAMESPACE, CATALOGUE_NAMESPACE]);
  const headingId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={shown !== null} onClose={onClose} labelledBy={headingId} initialFocus={ok}>
      {shown && (
        <>
          <Title id={headingId}>
            {t('answers.dialogTitle', {
              challenge: t(`${CATALOGUE_NAMESPACE}:challenges.${shown.challengeKey}`),
            })}
          </Title>
          {shown.answer.kind === 'list' ? (
            <Items>
              {shown.answer.items.map((item, index) => (
                // Answer lines may repeat (two cases with the same example), so the position keeps them apart.
                <li key={index}>{item}</li>
              ))}
            </Items>
          ) : (
            <Message>{shown.answer.text}</Message>
          )}
          <Actions>
            <Ok ref={ok} type="button" onClick={onClose}>
              {t('answers.ok')}
            </Ok>
          </Actions>
        </>
      )}
    </Modal>
  );
};
