import { useId, useRef } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { Modal } from '../../dialog/Modal';
import { PARTS_NAMESPACE } from '../../parts/partTexts';
import { primaryButtonStyle } from '../buttons/buttonStyles';
import { tokens } from '../../theme/tokens';

export interface BlockedFieldDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the control to choose first: focus goes there on closing. */
  requiredId: string;
}

const Message = styled.p`
  margin: 0 0 ${tokens.space.lg};
  font-size: 1.125rem;
`;

const Ok = styled.button`
  ${primaryButtonStyle}
  float: right;
`;

/** SPEC §5: a blocked textarea says selectMethod in a dialog on focus; closing it leads to the method. */
export const BlockedFieldDialog = ({ open, onClose, requiredId }: BlockedFieldDialogProps) => {
  const { t } = useTranslation(PARTS_NAMESPACE);
  const messageId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={messageId}
      initialFocus={ok}
      returnFocusTo={() => document.getElementById(requiredId)}
    >
      <Message id={messageId}>{t('selectMethod')}</Message>
      <Ok ref={ok} type="button" onClick={onClose}>
        {t('ok')}
      </Ok>
    </Modal>
  );
};
