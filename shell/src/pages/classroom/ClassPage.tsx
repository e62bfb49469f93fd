import { secondaryButtonStyle } from '@qa/kit';
import { Link, selectIsSignedIn, useAppSelector, useParams } from '@qa/shared';
import type { ClassDetails } from '@qa/shared/classroom';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { PageTitle } from '../PageTitle';
import { serverMessage } from '../serverMessage';
import { SignInLinks } from '../SignInLinks';
import { usePageTitle } from '../usePageTitle';
import { startAfresh } from './classroomCalls';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { GridTable, useGridChallengeName } from './GridTable';
import { StartAfreshDialog } from './StartAfreshDialog';
import { useClassData } from './useClassData';
import { useDateFormat } from './useDateFormat';

const CodeLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  p {
    margin: 0;
  }

  button {
    ${secondaryButtonStyle}
  }
`;

/** The join code with a button that copies it, for the trainer to paste into the group's chat. */
const JoinCode = ({ code }: { code: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code stays on screen to select.
      setCopied(false);
    }
  };
  return (
    <>
      <CodeLine>
        <p>{t('class.codeNote', { code })}</p>
        <button type="button" onClick={() => void copy()}>
          {t('class.copyCode')}
        </button>
      </CodeLine>
      <p role={copied === false ? 'alert' : 'status'}>
        {copied === undefined ? '' : copied ? t('class.codeCopied', { code }) : t('class.copyFailed')}
      </p>
    </>
  );
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};

  button {
    ${secondaryButtonStyle}
  }
`;

/** The grid as a CSV file: Papa Parse and the file code load when the trainer asks for one. */
const useCsvExport = (details: ClassDetails) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const challengeName = useGridChallengeName();
  return async () => {
    const [{ gridCsv }, { datedFileName, downloadText }] = await Promise.all([
      import('./gridCsv'),
      import('@qa/shared/files'),
    ]);
    const csv = gridCsv(details.grid, {
      learner: t('csv.learner'),
      joined: t('csv.joined'),
      lastActive: t('csv.lastActive'),
      challenge: challengeName,
    });
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    downloadText(datedFileName(`class-${details.class.code}`, new Date(), 'csv'), `\uFEFF${csv}`, 'text/csv');
  };
};

const ClassView = ({ details, onChanged }: { details: ClassDetails; onChanged: () => void }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const exportCsv = useCsvExport(details);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const { class: summary, grid } = details;

  const confirm = async () => {
    setAsking(false);
    try {
      const next = await startAfresh(summary.id);
      setOutcome({ ok: true, text: t('class.afreshDone', { term: next.term }) });
      onChanged();
    } catch (error) {
      setOutcome({
        ok: false,
        text: t('class.afreshFailed', { reason: serverMessage(error) ?? t('unreachable') }),
      });
    }
  };

  return (
    <Card aria-labelledby="class-grid">
      <CardTitle id="class-grid">{t('class.gridTitle')}</CardTitle>
      <CardNote>{t('class.gridIntro')}</CardNote>
      {grid.learners.length === 0 ? (
        <p>{t('class.noLearners')}</p>
      ) : (
        <GridTable grid={grid} caption={t('class.table')} />
      )}
      <Actions>
        <button type="button" onClick={() => void exportCsv()}>
          {t('class.export')}
        </button>
        <button type="button" onClick={() => setAsking(true)}>
          {t('class.startAfresh')}
        </button>
      </Actions>
      <p role={outcome?.ok === false ? 'alert' : 'status'}>{outcome?.text}</p>
      <StartAfreshDialog
        open={asking}
        className={summary.name}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
};

const Loaded = ({ classId }: { classId: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const { state, reload, retry } = useClassData(classId);
  const date = useDateFormat();
  usePageTitle(state.status === 'ready' ? state.details.class.name : t('title'));
  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'failed') {
    return state.missing ? (
      <p role="alert">{t('class.notFound')}</p>
    ) : (
      <FailureNotice
        text={t('loadFailed', { reason: state.reason ?? t('unreachable') })}
        retry={t('retry')}
        onRetry={retry}
      />
    );
  }
  const { details, terms } = state;
  return (
    <>
      <PageTitle>{details.class.name}</PageTitle>
      <JoinCode code={details.class.code} />
      <p>{t('classes.term', { term: details.class.term, date: date(details.class.termStartedAt) })}</p>
      <ClassView details={details} onChanged={reload} />
      {terms.length > 0 && (
        <Card aria-labelledby="class-terms">
          <CardTitle id="class-terms">{t('class.archiveTitle')}</CardTitle>
          {terms.map((term) => {
            const heading = t('class.archivedTerm', {
              term: term.term,
              from: date(term.startedAt),
              to: date(term.endedAt),
            });
            return (
              <details key={term.term}>
                <summary>{heading}</summary>
                <GridTable grid={term.grid} caption={heading} />
              </details>
            );
          })}
        </Card>
      )}
    </>
  );
};

/** /app/classroom/:classId (issue 14 §4): the trainer's grid of one class, its CSV, a fresh start, its past. */
export const ClassPage = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const { classId = '' } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      <Link to="/app/classroom">{t('class.back')}</Link>
      {signedIn ? (
        <Loaded classId={classId} />
      ) : (
        <SignInLinks namespace={CLASSROOM_PAGE_NAMESPACE} i18nKey="signedOut" />
      )}
    </>
  );
};
