import { primaryButtonStyle } from '@qa/kit';
import { selectIsSignedIn, useAppSelector, useSearch, useTranslation } from '@qa/shared';
import { DEFAULT_INTERVIEW_SECONDS, INTERVIEW_BUGS } from '@qa/shared/interview';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import { INTERVIEW_PAGE_NAMESPACE, interviewIntro } from './interviewPageTexts';
import { ScorecardView } from './ScorecardView';
import { SessionScreen } from './SessionScreen';
import { useFamiliesQuery } from './interviewApi';
import { useInterviewSession } from './useInterviewSession';

const StartButton = styled.button`
  ${primaryButtonStyle}
  margin: ${theme.space.sm} 0 ${theme.space.lg};
`;

const FamilyChoice = styled.label`
  display: grid;
  gap: ${theme.space.xs};
  max-width: 24rem;

  select {
    min-height: 44px;
    font: inherit;
  }
`;

/** The form the session is taken on: one the learner picks, or one drawn for them. */
const ChooseFamily = ({ value, onChange }: { value: string; onChange: (family: string) => void }) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const id = useId();
  const { data: families = [] } = useFamiliesQuery();
  return (
    <FamilyChoice htmlFor={id}>
      {t('familyLabel')}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('familyDrawn')}</option>
        {families.map(({ key, name }) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </FamilyChoice>
  );
};

/**
 * /app/interview: a timed session as in a QA interview, on a form whose bugs are drawn for it (the one running is
 * taken up again), then the scorecard and a link to share it.
 */
export const InterviewPage = () => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  usePageTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  // From a class's page of the account: the session answers that assignment, and its trainer sees the scorecard.
  const assignmentId = new URLSearchParams(useSearch()).get('assignment') ?? undefined;
  const { state, start, end } = useInterviewSession(assignmentId);
  const [family, setFamily] = useState('');
  const begin = () => void start(family === '' ? undefined : family);
  const sessionId = state.phase === 'running' ? state.session.sessionId : undefined;
  const ended = useCallback(
    (early: boolean) => {
      if (sessionId !== undefined) void end(sessionId, early);
    },
    [end, sessionId],
  );

  // The scorecard replaces the session: focus moves to its heading, as a page change would.
  useEffect(() => {
    if (state.phase === 'over') document.querySelector<HTMLElement>('section > h2[tabindex="-1"]')?.focus();
  }, [state.phase]);

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {state.phase === 'running' ? (
        <SessionScreen
          session={state.session}
          deadline={state.deadline}
          scoring={state.scoring}
          onEnd={ended}
        />
      ) : state.phase === 'over' ? (
        <ScorecardView scorecard={state.scorecard} sessionId={state.sessionId}>
          <StartButton type="button" onClick={begin}>
            {t('again')}
          </StartButton>
        </ScorecardView>
      ) : state.phase === 'restoring' ? (
        <p role="status">{t('restoring')}</p>
      ) : (
        <>
          {/* The server may be set to another length; the clock then shows the real one. */}
          <p>{interviewIntro(t, { minutes: DEFAULT_INTERVIEW_SECONDS / 60, bugs: INTERVIEW_BUGS })}</p>
          {assignmentId !== undefined ? (
            <p>{t('assigned')}</p>
          ) : (
            <ChooseFamily value={family} onChange={setFamily} />
          )}
          {state.phase === 'failed' && (
            <FailureNotice
              text={t('startFailed', { reason: state.reason ?? t('unreachable') })}
              retry={t('retry')}
              onRetry={begin}
            />
          )}
          <StartButton type="button" onClick={begin} disabled={state.phase === 'starting'}>
            {t('start')}
          </StartButton>
          {state.phase === 'starting' && <p role="status">{t('starting')}</p>}
          {!signedIn && <SignInLinks namespace={INTERVIEW_PAGE_NAMESPACE} i18nKey="signedOut" />}
          {!signedIn && <p>{t('anonymousNotCounted')}</p>}
        </>
      )}
    </>
  );
};
