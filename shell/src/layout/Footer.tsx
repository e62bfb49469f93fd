import { Link, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { onDesktop, theme } from '../theme/theme';
import { ExternalLink } from '@qa/kit';
import { FEEDBACK_FORM_URL, SOCIAL_LINKS } from './externalLinks';

const Bar = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-size: 0.9rem;

  ${onDesktop} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space.lg};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Copyright = styled.p`
  margin: 0;
`;

/**
 * Footer of SPEC §2: how the simulator works (the groups explained), terms, privacy, the feedback form, three
 * social links and the copyright year.
 */
export const Footer = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  return (
    <Bar>
      <nav aria-label={t('footer.label')}>
        <Links>
          <li>
            <Link to="/app/about">{t('footer.about')}</Link>
          </li>
          <li>
            <Link to="/app/about/terms-and-conditions">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/app/about/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <ExternalLink href={FEEDBACK_FORM_URL}>{t('footer.feedback')}</ExternalLink>
          </li>
        </Links>
      </nav>
      <Links aria-label={t('footer.social')}>
        {SOCIAL_LINKS.map(({ name, url }) => (
          <li key={name}>
            <ExternalLink href={url}>{name}</ExternalLink>
          </li>
        ))}
      </Links>
      <Copyright>{t('footer.copyright', { year: new Date().getFullYear() })}</Copyright>
    </Bar>
  );
};
