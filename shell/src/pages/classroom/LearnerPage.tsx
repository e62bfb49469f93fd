import {
  Link,
  selectIsSignedIn,
  selectLanguage,
  useAppSelector,
  useParams,
  useTranslation,
} from '@qa/shared';
import { isApiError } from '@qa/shared/api';
import type { LearnerChallenge, LearnerDetail } from '@qa/shared/classroom';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { serverMessage } from '../common/serverMessage';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import { useFamilyName } from './AssignmentsCard';
import { classPath } from './classroomPaths';
import { useLearnerDetailQuery } from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useChallengeNameByStoreName } from '../common/useChallengeName';
import { LearnerChallengeCard, MissedLines } from './LearnerChallenge';
import { useDateFormat } from './useDateFormat';

const Untouched = styled.details`
  margin-bottom: ${theme.space.lg};

  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
  }

  h3 {
    margin: ${theme.space.md} 0 ${theme.space.xs};
    font-size: 1rem;
  }
`;

const Interviews = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};

  p {
    margin: 0;
  }
`;

/** A challenge the learner has done nothing in this term shows as one line of what is still to find. */
const isUntouched = ({ found, design, reports }: LearnerChallenge): boolean =>
  found.length === 0 && design === null && reports.length === 0;

/** Per assignment of the class: the best finished session, and how many were finished and abandoned. */
const InterviewsCard = ({ classId, detail }: { classId: string; detail: LearnerDetail }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const date = useDateFormat();
  const familyName = useFamilyName(classId);
  return (
    <Card aria-labelledby="learner-interviews">
      <CardTitle id="learner-interviews">{t('learner.interviewsTitle')}</CardTitle>
      {detail.interviews.length === 0 ? (
        <p>{t('learner.noInterviews')}</p>
      ) : (
        <Interviews>
          {detail.interviews.map(({ assignment, best, finished, abandoned }) => (
            <li key={assignment.id}>
              <strong>
                {t('class.interviewHeading', {
                  number: assignment.number,
                  name: familyName(assignment.family),
                })}
              </strong>
              <p>
                {best
                  ? t('learner.best', { total: best.total, date: date(best.finishedAt) })
                  : t('learner.noBest')}
              </p>
              <p>{t('learner.attempts', { finished, abandoned })}</p>
            </li>
          ))}
        </Interviews>
      )}
    </Card>
  );
};

const Detail = ({ classId, detail }: { classId: string; detail: LearnerDetail }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const date = useDateFormat();
  const challengeName = useChallengeNameByStoreName();
  const untouched = detail.challenges.filter(isUntouched);
  return (
    <>
      <PageTitle>{detail.name}</PageTitle>
      <CardNote>{t('learner.intro', { className: detail.className, date: date(detail.joinedAt) })}</CardNote>
      {detail.challenges
        .filter((challenge) => !isUntouched(challenge))
        .map((challenge) => (
          <LearnerChallengeCard key={challenge.storeName} challenge={challenge} />
        ))}
      {untouched.length > 0 && (
        <Untouched>
          <summary>{t('learner.untouched', { count: untouched.length })}</summary>
          {untouched.map(({ storeName, missed }) => (
            <div key={storeName}>
              <h3>{challengeName(storeName)}</h3>
              <MissedLines missed={missed} />
            </div>
          ))}
        </Untouched>
      )}
      <InterviewsCard classId={classId} detail={detail} />
    </>
  );
};

const Loaded = ({ classId, memberId }: { classId: string; memberId: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const detail = useLearnerDetailQuery({ classId, memberId, language }, { refetchOnMountOrArgChange: true });
  usePageTitle(detail.data && !detail.isError ? detail.data.name : t('title'));
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return missing ? (
      <p role="alert">{serverMessage(detail.error) ?? t('learner.notFound')}</p>
    ) : (
      <FailureNotice
        text={t('loadFailed', { reason: serverMessage(detail.error) ?? t('unreachable') })}
        retry={t('retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!detail.data) return <p role="status">{t('loading')}</p>;
  return <Detail classId={classId} detail={detail.data} />;
};

/**
 * /app/classroom/:classId/learners/:memberId: one learner of a trainer's class, by their name in it: per challenge of
 * the class what they found in this term (grouped by technique) and what is still to find (counted by technique
 * only), their best test design and bug reports, and their interview sessions; back to the class.
 */
export const LearnerPage = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const { classId = '', memberId = '' } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      <Link to={classPath(classId)}>{t('learner.back')}</Link>
      {signedIn ? (
        <Loaded classId={classId} memberId={memberId} />
      ) : (
        <SignInLinks namespace={CLASSROOM_PAGE_NAMESPACE} i18nKey="signedOut" />
      )}
    </>
  );
};
