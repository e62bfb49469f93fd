import { Modal, primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import { isApiError } from '@qa/shared/api';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { useFinishRoundMutation } from './gameApi';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';

const FinishButton = styled.button`
  ${secondaryButtonStyle}
  margin-inline-start: auto;
`;

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

const Failure = styled.p`
  color: ${theme.colors.error};
`;

export interface FinishRoundProps {
  roundId: string;
  /** The server has ended the round (or its clock had): the page shows the report. */
  onFinished: () => void;
}

/**
 * Ends a round before its clock, once the player confirms: the score is final and the round cannot be resumed.
 * Cancel has the first focus, since it changes nothing.
 */
export const FinishRound = ({ roundId, onFinished }: FinishRoundProps) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [finishRound] = useFinishRoundMutation();

  const close = () => {
    setOpen(false);
    setFailure(undefined);
  };
  const confirm = async () => {
    // Not disabled while it runs: a disabled button would drop the keyboard's focus onto the page.
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await finishRound(roundId).unwrap();
      onFinished();
    } catch (error) {
      // The clock ended the round first: it is over either way, and the report says so.
      if (isApiError(error) && error.status === 409) {
        onFinished();
        return;
      }
      setFailure(t('round.finishFailed', { reason: serverMessage(error) ?? t('unreachable') }));
      setBusy(false);
    }
  };

  return (
    <>
      <FinishButton type="button" onClick={() => setOpen(true)}>
        {t('round.finish')}
      </FinishButton>
      <Modal open={open} onClose={close} labelledBy={`${id}-q`} describedBy={`${id}-d`} initialFocus={cancel}>
        <h2 id={`${id}-q`}>{t('round.finishQuestion')}</h2>
        <p id={`${id}-d`}>{t('round.finishDetails')}</p>
        {busy && <p role="status">{t('round.finishing')}</p>}
        {failure && <Failure role="alert">{failure}</Failure>}
        <Actions>
          <button ref={cancel} type="button" onClick={close}>
            {t('round.cancel')}
          </button>
          <button type="button" onClick={() => void confirm()}>
            {t('round.finishConfirm')}
          </button>
        </Actions>
      </Modal>
    </>
  );
};
