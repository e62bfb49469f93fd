import { Link, useTranslation } from '@qa/shared';
import { Trans } from '@qa/shared/trans';

/**
 * A paragraph of the page's texts (`namespace:key`) whose <login> and <register> tags become the links to the
 * account's two screens: how a visitor is asked to sign in for what needs an account.
 */
export const SignInLinks = ({ namespace, i18nKey }: { namespace: string; i18nKey: string }) => {
  const { t, i18n } = useTranslation(namespace);
  return (
    <p>
      <Trans
        i18n={i18n}
        t={t}
        i18nKey={i18nKey}
        components={{
          login: <Link to="/app/account/login" />,
          register: <Link to="/app/account/register" />,
        }}
      />
    </p>
  );
};
