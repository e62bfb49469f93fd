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

export interface StartAfreshDialogProps {
  open: boolean;
  className: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a class starts afresh; Cancel has the first focus, since it changes nothing. */
export const StartAfreshDialog = ({ open, className, onCancel, onConfirm }: StartAfreshDialogProps) => {
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
    >
      <h2 id={`${id}-q`}>{t('class.afreshQuestion', { name: className })}</h2>
      <p id={`${id}-d`}>{t('class.afreshDetails')}</p>
      <Actions>
        <button ref={cancel} type="button" onClick={onCancel}>
          {t('class.cancel')}
        </button>
        <button type="button" onClick={onConfirm}>
          {t('class.afreshConfirm')}
        </button>
      </Actions>
    </Modal>
  );
};
