import { ExternalLink } from '@qa/kit';
import { Trans } from '@qa/shared/trans';
import { useTranslation } from '@qa/shared';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { ACCOUNT_ROUTES } from '../routes';

export interface LegalLinksProps {
  /** A text of the 'account' namespace with <terms> and <privacy> around the two link texts. */
  i18nKey: 'login.legal' | 'fields.agreement';
}

/**
 * A sentence with the terms and the privacy policy as links. They open in a new tab, so what the user has
 * typed into the form is still there when they come back.
 */
export const LegalLinks = ({ i18nKey }: LegalLinksProps) => {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Trans
      i18n={i18n}
      t={t}
      i18nKey={i18nKey}
      components={{
        // Trans puts the translated link text in as the children.
        terms: <ExternalLink href={ACCOUNT_ROUTES.terms}>{null}</ExternalLink>,
        privacy: <ExternalLink href={ACCOUNT_ROUTES.privacy}>{null}</ExternalLink>,
      }}
    />
  );
};
