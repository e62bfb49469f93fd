import { useTranslation } from '@qa/shared';

/** What the main area says while a page's code is on its way. */
export const PageLoading = () => {
  const { t } = useTranslation('chrome');
  return <p aria-busy="true">{t('loading')}</p>;
};
