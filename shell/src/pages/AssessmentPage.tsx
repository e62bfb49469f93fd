import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { theme } from '../theme/theme';
import { PageTitle } from './PageTitle';
import { usePageTitle } from './usePageTitle';

const Note = styled.p`
  padding: ${theme.space.md} ${theme.space.lg};
  border-inline-start: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.activeLink};
`;

/** /app/assessment (SPEC §2): title and description; the subscriber content comes with a later issue. */
export const AssessmentPage = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  usePageTitle(t('assessment.title'));
  return (
    <section>
      <PageTitle>{t('assessment.title')}</PageTitle>
      <p>{t('assessment.description')}</p>
      <Note>{t('assessment.subscribersOnly')}</Note>
    </section>
  );
};
