import { primaryButtonStyle } from '@qa/kit';
import { BugReportView, TestTableView } from '@qa/kit/tool-views';
import type { InterviewSession } from '@qa/shared/interview/schema';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { Countdown } from '../common/Countdown';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';
import { TryForm, type Sent } from './TryForm';
import { useInterviewTools } from './useInterviewTools';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
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
 * A running session on one screen: the clock and Finish, the requirements as handed over, the form to try, the
 * test table and the bug report, each tool on the session's own calls and its submissions.
 */
export const SessionScreen = ({ session, deadline, scoring, onEnd }: SessionScreenProps) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const [sent, setSent] = useState<Sent[]>([]);
  const tools = useInterviewTools(session, sent);
  const clockEnded = useCallback(() => onEnd(false), [onEnd]);
  const tasks = [t('tasks.design'), t('tasks.find'), t('tasks.report')];
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
        <button type="button" aria-disabled={scoring} onClick={() => !scoring && onEnd(true)}>
          {t('finish')}
        </button>
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
      <TryForm session={session} sent={sent} onSent={(one) => setSent((all) => [one, ...all])} />
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
