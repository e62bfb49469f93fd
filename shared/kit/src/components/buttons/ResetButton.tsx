import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { setShowResetPopup, useAppDispatch } from '@qa/shared';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { secondaryButtonStyle } from './buttonStyles';

const Button = styled.button`
  ${secondaryButtonStyle}
`;

/** Asks before anything is cleared: it opens the reset confirmation (the store's reset popup flag). */
export const ResetButton = () => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const dispatch = useAppDispatch();
  return (
    <Button type="button" aria-haspopup="dialog" onClick={() => dispatch(setShowResetPopup(true))}>
      {t('reset')}
    </Button>
  );
};
