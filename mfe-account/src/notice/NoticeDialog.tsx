import { Modal, tokens } from '@qa/kit';
import { useId, useRef } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { Notice } from '../errors/accountErrors';
import { PrimaryButton } from '../components/buttons';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { useNoticeText } from './useNoticeText';

export interface NoticeDialogProps {
  notice: Notice | null;
  /** OK, Escape and a click on the backdrop. */
  onClose: () => void;
}

const Message = styled.p`
  margin: 0 0 ${tokens.space.lg};
  font-size: 1.125rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** SPEC §2: every error and notice of the account screens, in a modal with OK. The message names it. */
export const NoticeDialog = ({ notice, onClose }: NoticeDialogProps) => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const noticeText = useNoticeText();
  const messageId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  const message = notice && noticeText(notice);
  return (
    <Modal open={notice !== null} onClose={onClose} labelledBy={messageId} initialFocus={ok}>
      <Message id={messageId}>{message}</Message>
      <Actions>
        <PrimaryButton ref={ok} type="button" onClick={onClose}>
          {t('ok')}
        </PrimaryButton>
      </Actions>
    </Modal>
  );
};
