import {
  Link,
  selectIsSignedIn,
  selectLanguage,
  useAppSelector,
  useParams,
  useTranslation,
} from '@qa/shared';
import { PageTitle } from '../common/PageTitle';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import { ScorecardFrame } from '../interview/ScorecardFrame';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { classPath } from './classroomPaths';
import { useMemberScorecardQuery, type MemberScorecardArgs } from './memberScorecardApi';

const Loaded = (args: Omit<MemberScorecardArgs, 'language'>) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const query = useMemberScorecardQuery({ ...args, language });
  const takenBy = query.data?.takenBy;
  const title =
    takenBy === undefined ? t('interviewResult.title') : t('interviewResult.titleOf', { name: takenBy });
  usePageTitle(title);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {/* The trainer reads it: the share link is the learner's to make. */}
      <ScorecardFrame
        query={query}
        namespace={CLASSROOM_PAGE_NAMESPACE}
        loadingKey="interviewResult.loading"
        failedKey="interviewResult.loadFailed"
        notFoundKey="interviewResult.notFound"
      />
    </>
  );
};

/**
 * /app/classroom/:classId/learners/:memberId/interviews/:sessionId: the scorecard of a learner's session of one of
 * the class's interviews, as its trainer reads it from the grid, in the page's language and naming the learner as
 * the class does. Anyone else, or any other session, is told it was not found.
 */
export const MemberScorecardPage = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const { classId = '', memberId = '', sessionId = '' } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      <Link to={classPath(classId)}>{t('interviewResult.back')}</Link>
      {signedIn ? (
        <Loaded classId={classId} memberId={memberId} sessionId={sessionId} />
      ) : (
        <SignInLinks namespace={CLASSROOM_PAGE_NAMESPACE} i18nKey="signedOut" />
      )}
    </>
  );
};
