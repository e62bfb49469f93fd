import { focusPageHeading } from '@qa/kit';
import { Link, selectIsSignedIn, useAppSelector, useTranslation } from '@qa/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { serverMessage } from '../common/serverMessage';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import { useClassesQuery } from './classroomApi';
import { classPath } from './classroomPaths';
import { hasClassroomNotice, takeClassroomNotice } from './classroomNotice';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { CreateClassForm } from './CreateClassForm';
import { useDateFormat } from './useDateFormat';

const Classes = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Code = styled.code`
  font-size: 1.1rem;
  font-weight: 700;
  letter-spacing: 0.12em;
`;

/**
 * The trainer's classes, newest first, each with its code and a way into its grid: loaded on entry, a created
 * class put first as the server answered it.
 */
const ClassList = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const date = useDateFormat();
  const {
    data: classes,
    error,
    isError,
    isLoading,
    refetch,
  } = useClassesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Card aria-labelledby="classroom-classes">
      <CardTitle id="classroom-classes">{t('classes.title')}</CardTitle>
      {isLoading && <p role="status">{t('loading')}</p>}
      {isError && (
        <FailureNotice
          text={t('loadFailed', { reason: serverMessage(error) ?? t('unreachable') })}
          retry={t('retry')}
          onRetry={() => void refetch()}
        />
      )}
      {classes && !isError && classes.length === 0 && <CardNote>{t('classes.empty')}</CardNote>}
      {classes && !isError && classes.length > 0 && (
        <Classes>
          {classes.map((item) => (
            <li key={item.id}>
              <Link to={classPath(item.id)} aria-label={t('classes.open', { name: item.name })}>
                {item.name}
              </Link>{' '}
              · {t('classes.code')} <Code>{item.code}</Code>
              <br />
              <small>
                {t('classes.members', { count: item.members })} ·{' '}
                {t('classes.term', { term: item.term, date: date(item.termStartedAt) })}
              </small>
            </li>
          ))}
        </Classes>
      )}
    </Card>
  );
};

/**
 * /app/classroom: a signed-in trainer creates classes and opens their grids; it says which class
 * was deleted when the class's page sends the trainer back here.
 */
export const ClassroomPage = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  usePageTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const [notice, setNotice] = useState<string>();

  // The page's heading takes the focus the deleted class's page had; the notice goes into the status line a
  // moment after the line is on the page, so screen readers announce it. Taken in the timer, so a development
  // build's second run of the effect (Strict Mode) still finds it.
  useEffect(() => {
    if (!hasClassroomNotice()) return;
    focusPageHeading();
    const timer = setTimeout(() => setNotice(takeClassroomNotice()));
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div role="status">{notice && <p>{notice}</p>}</div>
      <p>{t('intro')}</p>
      {signedIn ? (
        <>
          <CreateClassForm />
          <ClassList />
        </>
      ) : (
        <SignInLinks namespace={CLASSROOM_PAGE_NAMESPACE} i18nKey="signedOut" />
      )}
    </>
  );
};
