import { selectPageTitle, useAppSelector, useTranslation } from '@qa/shared';
import { useEffect } from 'react';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';

/** Keeps the browser tab's title in step with the page slice: "Page title | QA Practice Simulator". */
export const useDocumentTitle = (): void => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const pageTitle = useAppSelector(selectPageTitle);
  const appName = t('appName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, appName]);
};
