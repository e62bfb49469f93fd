import { addTexts, type AccountPageProps } from '@qa/shared';
import { useTranslation } from 'react-i18next';
import { accountTexts } from './i18n/accountTexts';

addTexts('account', accountTexts);

const ACTIONS = ['login', 'register', 'restore', 'dashboard'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);

/** The page this remote exposes for /app/account/{currentAction}; the forms come in a later issue. */
const AccountPage = ({ currentAction }: AccountPageProps) => {
  const { t } = useTranslation('account');
  if (!isAction(currentAction)) return <p>{t('unknownAction')}</p>;
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t(`title.${currentAction}`)}</h1>
      <p>{t('comingSoon')}</p>
    </section>
  );
};

export default AccountPage;
