import { Link, useTranslation } from '@qa/shared';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';

/** Shown for any unknown path (SPEC §2), with a way back home. */
export const NotFoundPage = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  usePageTitle(t('notFound.title'));
  return (
    <section>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <Link to="/app/">{t('notFound.home')}</Link>
    </section>
  );
};
