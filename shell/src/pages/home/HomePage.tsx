import { Link, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';

/** SPEC §2: the start button leads to the first learn challenge. */
const FIRST_CHALLENGE = '/app/challenge/learn/adder';

const Lead = styled.p`
  margin: 0 0 ${theme.space.md};
  font-size: 1.1rem;
`;

/** A link (it navigates) that looks like the page's main button. */
const StartButton = styled(Link)`
  display: inline-block;
  margin: ${theme.space.sm} 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.xl};
  border-radius: ${theme.radius};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: 1.1rem;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.primaryHover};
  }
`;

/** Home (SPEC §2): title, description, the start button after the second paragraph, the list link. */
export const HomePage = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  usePageTitle(t('menu.home'));
  return (
    <section>
      <PageTitle>{t('home.title')}</PageTitle>
      <Lead>{t('home.intro')}</Lead>
      <Lead>{t('home.learn')}</Lead>
      <StartButton to={FIRST_CHALLENGE}>{t('home.start')}</StartButton>
      <p>{t('home.more')}</p>
      <Link to="/app/list">{t('home.allChallenges')}</Link>
    </section>
  );
};
