import { secondaryButtonStyle } from '@qa/kit';
import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import { Link, selectIsSignedIn, useAppSelector, useParams, useTranslation } from '@qa/shared';
import { isApiError } from '@qa/shared/api';
import type { ClassDetails, GridLearner } from '@qa/shared/classroom';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import {
  useClassDetailsQuery,
  useRemoveMembersMutation,
  useStartAfreshMutation,
  useTermsQuery,
} from './classroomApi';
import { AssignmentsCard, useFamilyName } from './AssignmentsCard';
import { ClassActions } from './ClassActions';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { learnerPath, memberScorecardPath } from './classroomPaths';
import { ChallengePicker } from './ChallengePicker';
import { GridTable, type GridTableProps } from './GridTable';
import { GroupFilter, useShownChallenges } from './GroupFilter';
import { JoinCode } from './JoinCode';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';
import { ClassHeading } from './ClassHeading';
import { ExportMenu } from './ExportMenu';
import { useDateFormat } from './useDateFormat';
import { WeakSpots } from './WeakSpots';

/** The learner detail's address, from the class's grid. */

const GridTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;

  > button {
    ${secondaryButtonStyle}
  }
`;

/**
 * The current term's grid with the challenges it shows; a fresh start, removed learners or a changed assignment
 * load the class again (its tag).
 */
const ClassView = ({ details }: { details: ClassDetails }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const failure = useFailure();
  const familyName = useFamilyName(details.class.id);
  const { class: summary, grid } = details;
  const filter = useShownChallenges(grid);
  // Which new term the trainer is asked about: with the class's learners, or for a new cohort without them.
  const [newTerm, setNewTerm] = useState<'afresh' | 'cohort'>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [startAfresh] = useStartAfreshMutation();
  const [removeMembers] = useRemoveMembersMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmedRemoval = useRef(false);
  // The removed learners' rows go, with their boxes: the grid's heading takes focus.
  const afterRemoval = useCallback(() => (confirmedRemoval.current ? heading.current : null), []);
  // Ticked learners the grid no longer has (removed in another tab) are not asked about.
  const ticked = grid.learners.filter((learner) => selected.has(learner.memberId));
  const names = ticked.map((learner) => learner.name).join(', ');

  const confirmNewTerm = async () => {
    const kind = newTerm;
    setNewTerm(undefined);
    try {
      const next = await startAfresh({ classId: summary.id, withoutMembers: kind === 'cohort' }).unwrap();
      setOutcome({
        ok: true,
        text: t(kind === 'cohort' ? 'class.cohortDone' : 'class.afreshDone', { term: next.term }),
      });
    } catch (error) {
      setOutcome(failure('class.afreshFailed', error));
    }
  };

  const confirmRemoval = async () => {
    confirmedRemoval.current = true;
    setAsking(false);
    try {
      await removeMembers({
        classId: summary.id,
        memberIds: ticked.map((learner) => learner.memberId),
      }).unwrap();
      setSelected(new Set());
      setOutcome({ ok: true, text: t('remove.done', { names }) });
    } catch (error) {
      setOutcome(failure('remove.failed', error));
    }
  };

  return (
    <Card aria-labelledby="class-grid" data-wide-page>
      <CardTitle ref={heading} id="class-grid" tabIndex={-1}>
        {t('class.gridTitle')}
      </CardTitle>
      <CardNote>{t('class.gridIntro')}</CardNote>
      <ChallengePicker
        classId={summary.id}
        chosen={grid.challenges.map((challenge) => challenge.storeName)}
      />
      {grid.learners.length === 0 ? (
        <p>{t('class.noLearners')}</p>
      ) : (
        <>
          <GridTools>
            <GroupFilter {...filter} />
            <button
              type="button"
              disabled={ticked.length === 0}
              onClick={() => {
                confirmedRemoval.current = false;
                setAsking(true);
              }}
            >
              {t('remove.open', { number: ticked.length })}
            </button>
          </GridTools>
          <CardNote>{t('class.legend')}</CardNote>
          <GridTable
            grid={grid}
            shown={filter.shown}
            caption={t('class.table')}
            familyName={familyName}
            learnerHref={(learner) => learnerPath(summary.id, learner.memberId)}
            interviewHref={(learner, assignmentId) => {
              const best = learner.interviews[assignmentId];
              return best && memberScorecardPath(summary.id, learner.memberId, best.sessionId);
            }}
            selection={{ selected, onChange: setSelected, idOf: (learner) => learner.memberId }}
          />
        </>
      )}
      <ExportMenu
        grid={grid}
        shown={filter.shown}
        fileBase={`class-${summary.code}`}
        familyName={familyName}
      />
      <ClassActions>
        <button type="button" onClick={() => setNewTerm('afresh')}>
          {t('class.startAfresh')}
        </button>
        <button type="button" onClick={() => setNewTerm('cohort')}>
          {t('class.newCohort')}
        </button>
      </ClassActions>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={newTerm !== undefined}
        question={t(newTerm === 'cohort' ? 'class.cohortQuestion' : 'class.afreshQuestion', {
          name: summary.name,
        })}
        details={t(newTerm === 'cohort' ? 'class.cohortDetails' : 'class.afreshDetails')}
        cancelLabel={t('class.cancel')}
        confirmLabel={t(newTerm === 'cohort' ? 'class.cohortConfirm' : 'class.afreshConfirm')}
        onCancel={() => setNewTerm(undefined)}
        onConfirm={() => void confirmNewTerm()}
      />
      <ConfirmDialog
        open={asking}
        question={t('remove.question', { names })}
        details={t('remove.details')}
        cancelLabel={t('class.cancel')}
        confirmLabel={t('remove.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmRemoval()}
        returnFocusTo={afterRemoval}
      />
    </Card>
  );
};

/** An earlier term's grid, with the columns it had, its own group filter and its exports. */
const ArchivedGrid = ({
  fileBase,
  ...props
}: Omit<GridTableProps<GridLearner>, 'shown'> & { fileBase: string }) => {
  const filter = useShownChallenges(props.grid);
  return (
    <>
      <GroupFilter {...filter} />
      <GridTable {...props} shown={filter.shown} />
      <ExportMenu grid={props.grid} shown={filter.shown} fileBase={fileBase} familyName={props.familyName} />
    </>
  );
};

const Loaded = ({ classId }: { classId: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  // Loaded on entry; the grid and the archived terms are shown together, once both have come.
  const loaded = { refetchOnMountOrArgChange: true };
  const details = useClassDetailsQuery(classId, loaded);
  const archived = useTermsQuery(classId, loaded);
  const date = useDateFormat();
  const familyName = useFamilyName(classId);
  const ready = details.data && archived.data && !details.isError && !archived.isError;
  usePageTitle(ready && details.data ? details.data.class.name : t('title'));
  const error = details.error ?? archived.error;
  if (details.isError || archived.isError) {
    const retry = () => {
      if (details.isError) void details.refetch();
      if (archived.isError) void archived.refetch();
    };
    const missing = [details.error, archived.error].some((e) => isApiError(e) && e.status === 404);
    return missing ? (
      <p role="alert">{t('class.notFound')}</p>
    ) : (
      <FailureNotice
        text={t('loadFailed', { reason: serverMessage(error) ?? t('unreachable') })}
        retry={t('retry')}
        onRetry={retry}
      />
    );
  }
  if (!details.data || !archived.data) return <p role="status">{t('loading')}</p>;
  const terms = archived.data;
  const { class: summary } = details.data;
  return (
    <>
      <ClassHeading summary={summary} />
      <JoinCode classId={summary.id} code={summary.code} />
      <p>{t('classes.term', { term: summary.term, date: date(summary.termStartedAt) })}</p>
      <ClassView details={details.data} />
      <WeakSpots classId={summary.id} />
      <AssignmentsCard classId={summary.id} />
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
                <ArchivedGrid
                  grid={term.grid}
                  caption={heading}
                  familyName={familyName}
                  fileBase={`class-${summary.code}-term-${term.term}`}
                />
              </details>
            );
          })}
        </Card>
      )}
    </>
  );
};

/**
 * /app/classroom/:classId: the trainer's grid of one class, its CSV, a fresh start, its past, its interview
 * assignments; renaming and deleting the class, removing a learner from it.
 */
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
