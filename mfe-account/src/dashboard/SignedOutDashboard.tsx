import { useTranslation } from 'react-i18next';
import { Link } from '@qa/shared';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { ACCOUNT_ROUTES } from '../routes';
import { LinkList } from './LinkList';

/** Nobody signed in: the ways to sign in. */
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
      </LinkList>
    </>
  );
};
