import { provideNotifier, useTranslation } from '@qa/shared';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { useIsDesktop } from '../../layout/useIsDesktop';
import { theme } from '../../theme/theme';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from '../chromeConstants';
import { showToast } from './showToast';
import { ToastCloseButton } from './ToastCloseButton';

/**
 * react-toastify 11 injects its own stylesheet (no CSS loader needed); these variables only bring the toasts in
 * line with the page's font and colours.
 */
const Container = styled(ToastContainer)`
  --toastify-font-family: ${theme.font};
  --toastify-text-color-light: ${theme.colors.text};
  --toastify-color-info: ${theme.colors.primary};
  --toastify-color-success: ${theme.colors.success};
  --toastify-color-error: ${theme.colors.error};

  /* On a phone the toasts sit under the top bar, never over the menu and account buttons. */
  &.Toastify__toast-container--top-left {
    top: calc(${theme.layout.topBarHeight} + env(safe-area-inset-top, 0px));
  }
`;

/** Where every part's notify() ends up (SPEC §9): at most three at once, bottom-left from 768 px, top-left below. */
export const ToastArea = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const isDesktop = useIsDesktop();
  // Runs after the container below has mounted (children's effects run first), so the notifications sent
  // before start-up, which notify() has queued, land in a container that shows them.
  useEffect(() => provideNotifier(showToast), []);
  return (
    <Container
      position={isDesktop ? 'bottom-left' : 'top-left'}
      limit={NOTIFICATION_LIMIT}
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      // The visible timer is labelled 'notification timer' in English only; hidden, it still times the toast.
      hideProgressBar
      aria-label={t('notifications.label')}
      closeButton={({ closeToast }) => (
        <ToastCloseButton label={t('notifications.close')} onClose={closeToast} />
      )}
    />
  );
};
