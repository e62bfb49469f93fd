import { Link, useTranslation } from '@qa/shared';
import { Trans } from '@qa/shared/trans';
import { LOGIN_ROUTE, REGISTER_ROUTE } from '../links/kitRoutes';
import { KIT_NAMESPACE } from '../texts/kitTexts';

/** Why a hint needs an account, with links to sign in and to register: loaded once a signed-out learner asks. */
export const HintSignIn = () => {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  return (
    <Trans
      i18n={i18n}
      t={t}
      i18nKey="hintSignIn"
      components={{ login: <Link to={LOGIN_ROUTE} />, register: <Link to={REGISTER_ROUTE} /> }}
    />
  );
};
