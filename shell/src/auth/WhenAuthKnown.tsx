import { selectAuthChecked, useAppSelector, useTranslation } from '@qa/shared';
import type { ReactNode } from 'react';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';

/**
 * Renders its children once the identity client has reported who is signed in; before that a signed-in user
 * would briefly see the signed-out version of the page.
 */
export const WhenAuthKnown = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const known = useAppSelector(selectAuthChecked);
  return known ? children : <p aria-busy="true">{t('loading')}</p>;
};
