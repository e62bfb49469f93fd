import { Link, useTranslation } from '@qa/shared';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { ACCOUNT_ROUTES } from '../routes';
import { LinkList } from './LinkList';

/** Nobody signed in: the ways to sign in, and the progress page (kept in this browser). */
export const SignedOutDashboard = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <>
      <p>{t('dashboard.signedOut')}</p>
      <LinkList>
        <li>
          <Link to={ACCOUNT_ROUTES.login}>{t('dashboard.login')}</Link>
        </li>
        <li>
          <Link to={ACCOUNT_ROUTES.register}>{t('dashboard.register')}</Link>
        </li>
        <li>
          <Link to={ACCOUNT_ROUTES.progress}>{t('dashboard.progress')}</Link>
        </li>
      </LinkList>
    </>
  );
};
