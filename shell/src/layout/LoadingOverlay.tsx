import { selectSpinnerVisible, useAppSelector, useTranslation } from '@qa/shared';
import styled, { keyframes } from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { theme } from '../theme/theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const appear = keyframes`
  to { opacity: 1; }
`;

/** Blocks input at once but shows itself only after 200 ms, so quick calls do not flash the page. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.6);
  opacity: 0;
  animation: ${appear} 150ms ease-out 200ms forwards;
`;

const Spinner = styled.span`
  width: 48px;
  height: 48px;
  border: 5px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The global loading indicator (SPEC §2): covers the page while the spinner slice is visible. */
export const LoadingOverlay = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const visible = useAppSelector(selectSpinnerVisible);
  if (!visible) return null;
  return (
    <Overlay role="progressbar" aria-label={t('loading')} aria-busy="true">
      <Spinner aria-hidden="true" />
    </Overlay>
  );
};
