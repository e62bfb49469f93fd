import { selectIsEmailVerified, useAppSelector, Link, useTranslation } from '@qa/shared';
import { Trans } from '@qa/shared/trans';
import { ExternalLink, FEEDBACK_FORM_URL } from '@qa/kit';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { theme } from '../../theme/theme';
import type { AssessmentContent } from './fetchAssessment';
import { useAssessment } from './useAssessment';
import { PageTitle } from '../common/PageTitle';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';

const Note = styled.div`
  padding: ${theme.space.md} ${theme.space.lg};
  border-inline-start: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.activeLink};

  p {
    margin: 0 0 ${theme.space.sm};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

const NoteTitle = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.15rem;
`;

const ContentTitle = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-size: 1.4rem;
`;

const Image = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: ${theme.radius};
`;

const Content = ({ content }: { content: AssessmentContent }) => (
  <article aria-labelledby="assessment-content">
    <ContentTitle id="assessment-content">{content.title}</ContentTitle>
    <p>{content.description}</p>
    {/* An illustration only: the text says everything, so a screen reader skips it. */}
    {content.imageUrl && <Image src={content.imageUrl} alt="" />}
  </article>
);

const SignInNote = () => {
  const { t } = useTranslation([PAGES_NAMESPACE, CHROME_NAMESPACE]);
  return (
    <Note>
      <p>{t(`${CHROME_NAMESPACE}:assessment.subscribersOnly`)}</p>
      <SignInLinks namespace={PAGES_NAMESPACE} i18nKey="assessment.signInNote" />
    </Note>
  );
};

/** What a signed-in user without the subscription claim needs to do (DESIGN.md: the subscribe prompt). */
const SubscribePrompt = () => {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const verified = useAppSelector(selectIsEmailVerified);
  return (
    <Note as="section" aria-labelledby="assessment-subscribe">
      <NoteTitle id="assessment-subscribe">{t('assessment.subscribeTitle')}</NoteTitle>
      <p>{t('assessment.subscribeText')}</p>
      <p>
        <ExternalLink href={FEEDBACK_FORM_URL}>{t('assessment.feedback')}</ExternalLink>
      </p>
      {!verified && (
        <p>
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="assessment.verifyNote"
            components={{ dashboard: <Link to="/app/account/dashboard" /> }}
          />
        </p>
      )}
    </Note>
  );
};

/**
 * /app/assessment (SPEC §2, §6): for registered users with an active subscription, the server's title,
 * description and image; everyone else is told what they need to do.
 */
export const AssessmentPage = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const assessment = useAssessment();
  usePageTitle(t('assessment.title'));
  return (
    <section>
      <PageTitle>{t('assessment.title')}</PageTitle>
      <p>{t('assessment.description')}</p>
      {assessment.kind === 'content' && <Content content={assessment.content} />}
      {assessment.kind === 'subscribe' && <SubscribePrompt />}
      {(assessment.kind === 'signedOut' || assessment.kind === 'signIn') && <SignInNote />}
    </section>
  );
};
