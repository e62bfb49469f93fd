import {
  CATALOGUE_NAMESPACE,
  CHALLENGE_GROUPS,
  selectIsSignedIn,
  useAppSelector,
  Link,
  useTranslation,
} from '@qa/shared';
import styled from 'styled-components';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';

const GroupTitle = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.xs};
  font-size: 1.15rem;
`;

const Group = styled.p`
  margin: 0;
`;

const Answers = styled.section`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.md} ${theme.space.lg};
  border-radius: ${theme.radius};
  background: ${theme.colors.activeLink};
`;

/** Answers are for signed-in users only (SPEC §1), so visitors get the way to sign in instead. */
const AnswersAccess = () => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Link to="/app/about/answers">{t('about.answers')}</Link>;
  return <SignInLinks namespace={PAGES_NAMESPACE} i18nKey="about.signInNote" />;
};

/** /app/about (SPEC §2): what each challenge group teaches, and the way to the answers. */
export const AboutPage = () => {
  const { t } = useTranslation([PAGES_NAMESPACE, CATALOGUE_NAMESPACE]);
  usePageTitle(t('about.title'));
  return (
    <section>
      <PageTitle>{t('about.title')}</PageTitle>
      <p>{t('about.intro')}</p>
      {CHALLENGE_GROUPS.map((type) => (
        <div key={type}>
          <GroupTitle>{t(`${CATALOGUE_NAMESPACE}:groups.${type}`)}</GroupTitle>
          <Group>{t(`about.groups.${type}`)}</Group>
        </div>
      ))}
      <Answers aria-labelledby="about-answers">
        <GroupTitle id="about-answers">{t('about.answersTitle')}</GroupTitle>
        <AnswersAccess />
      </Answers>
    </section>
  );
};
