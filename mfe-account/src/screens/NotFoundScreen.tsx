import { Link, useTranslation } from '@qa/shared';
import { AccountScreen } from '../components/AccountScreen';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { ACCOUNT_ROUTES } from '../routes';

/** An action the account page does not know (SPEC §2 "Not Found"), with a way back home. */
export const NotFoundScreen = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AccountScreen title={t('title.notFound')}>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={ACCOUNT_ROUTES.home}>{t('notFound.home')}</Link>
      </p>
    </AccountScreen>
  );
};
