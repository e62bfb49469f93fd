import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import { BugReportView, TestTableView } from '@qa/kit/tool-views';
import type { InterviewSession } from '@qa/shared/interview/schema';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { Countdown } from '../common/Countdown';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';
import { sentOf, TryForm, type Sent } from './TryForm';
import { useInterviewTools } from './useInterviewTools';
import { useLeaveWarning } from './useLeaveWarning';

// Under the page's top bar, which is sticky too: the clock stays in sight however far the learner scrolls.
const Bar = styled.div`
  position: sticky;
  top: ${theme.layout.topBarHeight};
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} 0;
  background: ${theme.colors.background};

  button {
    ${primaryButtonStyle}
  }

  button.keep {
    ${secondaryButtonStyle}
  }
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  flex-basis: 100%;
`;

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  h2 {
    margin: 0 0 ${theme.space.sm};
  }
`;

interface SessionScreenProps {
  session: InterviewSession;
  /** The session's end on this browser's clock. */
  deadline: number;
  scoring: boolean;
  /** The learner finishes (`early`), or the clock ends the session. */
  onEnd: (early: boolean) => void;
}

/**
 * A running session on one screen: the clock and Finish (asked twice), the requirements as handed over, the form
 * to try with its log, the test table and the bug report, each tool on the session's own calls and its
 * submissions, all as the server keeps them. Leaving the page is warned of: the session runs on without the learner.
 */
export const SessionScreen = ({ session, deadline, scoring, onEnd }: SessionScreenProps) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const [sent, setSent] = useState<Sent[]>(() => sentOf(session));
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const tools = useInterviewTools(session, sent);
  const clockEnded = useCallback(() => onEnd(false), [onEnd]);
  useLeaveWarning(t('leaveWarning'));
  const tasks = [t('tasks.design'), t('tasks.find'), t('tasks.report')];

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const keepWorking = () => {
    setConfirming(false);
    finishRef.current?.focus();
  };

  return (
    <Sections>
      <Bar>
        <Countdown
          deadline={deadline}
          onEnd={clockEnded}
          texts={{
            timeLeft: t('clock.timeLeft'),
            oneMinute: t('clock.oneMinute'),
            tenSeconds: t('clock.tenSeconds'),
          }}
        />
        <button
          ref={finishRef}
          type="button"
          aria-disabled={scoring || confirming}
          onClick={() => !scoring && setConfirming(true)}
        >
          {t('finish')}
        </button>
        {confirming && (
          <Confirm
            role="group"
            aria-label={t('finishConfirm')}
            onKeyDown={(event) => event.key === 'Escape' && keepWorking()}
          >
            <p>{t('finishConfirm')}</p>
            <button ref={confirmRef} type="button" onClick={() => !scoring && onEnd(true)}>
              {t('finishNow')}
            </button>
            <button className="keep" type="button" onClick={keepWorking}>
              {t('keepWorking')}
            </button>
          </Confirm>
        )}
      </Bar>
      {scoring && <p role="status">{t('finishing')}</p>}
      <section aria-labelledby="interview-requirements">
        <h2 id="interview-requirements">{t('requirements')}</h2>
        <h3>{session.title}</h3>
        <p>{session.requirements.intro}</p>
        <ul>
          {session.requirements.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <h3>{t('tasksHeading')}</h3>
        <ol>
          {tasks.map((task) => (
            <li key={task}>{task}</li>
          ))}
        </ol>
      </section>
      <TryForm
        session={session}
        sent={sent}
        onSent={(one) => setSent((all) => [one, ...all])}
        onMarked={(send, marked) =>
          setSent((all) => all.map((each) => (each.send === send ? { ...each, marked } : each)))
        }
      />
      <section aria-labelledby="interview-table">
        <h2 id="interview-table">{t('tableHeading')}</h2>
        <Suspense fallback={null}>
          <TestTableView
            source={tools.table}
            fields={tools.fields}
            values={sent[0]?.values ?? []}
            hidden={false}
          />
        </Suspense>
      </section>
      <section aria-labelledby="interview-report">
        <h2 id="interview-report">{t('reportHeading')}</h2>
        <Suspense fallback={null}>
          <BugReportView
            source={tools.report}
            fields={tools.fields}
            values={sent[0]?.values ?? []}
            hidden={false}
          />
        </Suspense>
      </section>
    </Sections>
  );
};
