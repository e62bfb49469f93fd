import { secondaryButtonStyle } from '@qa/kit';
import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import { Link, selectIsSignedIn, useAppSelector, useLocation, useParams, useTranslation } from '@qa/shared';
import { isApiError } from '@qa/shared/api';
import type { ClassDetails, ClassSummary, CurrentGridLearner } from '@qa/shared/classroom';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { serverMessage } from '../common/serverMessage';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import {
  useClassDetailsQuery,
  useDeleteClassMutation,
  useRemoveMemberMutation,
  useStartAfreshMutation,
  useTermsQuery,
} from './classroomApi';
import { AssignmentsCard, useFamilyName } from './AssignmentsCard';
import { leaveClassroomNotice } from './classroomNotice';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { GridTable } from './GridTable';
import { JoinCode } from './JoinCode';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';
import { RenameClassForm } from './RenameClassForm';
import { useCsvExport } from './useCsvExport';
import { useDateFormat } from './useDateFormat';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};

  button {
    ${secondaryButtonStyle}
  }
`;

/**
 * The class's heading with renaming it (a form in place, which gives focus back to its button on closing; the
 * renamed class replaces the loaded one) and deleting it (after a question; then back to the list of classes,
 * which announces it).
 */
const ClassHeading = ({ summary }: { summary: ClassSummary }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const failure = useFailure();
  const [, navigate] = useLocation();
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const renameButton = useRef<HTMLButtonElement>(null);
  const closedForm = useRef(false);
  const [deleteClass] = useDeleteClassMutation();

  // The form's buttons are gone once it closes: the keyboard goes on from the button that opened it.
  useEffect(() => {
    if (renaming || !closedForm.current) return;
    closedForm.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const closeForm = () => {
    closedForm.current = true;
    setRenaming(false);
  };
  const renamed = (next: ClassSummary) => {
    setOutcome({ ok: true, text: t('rename.done', { name: next.name }) });
    closeForm();
  };
  const confirmDelete = async () => {
    setAsking(false);
    try {
      await deleteClass(summary.id).unwrap();
      leaveClassroomNotice(t('delete.done', { name: summary.name }));
      navigate('/app/classroom');
    } catch (error) {
      setOutcome(failure('delete.failed', error));
    }
  };

  return (
    <>
      <PageTitle>{summary.name}</PageTitle>
      {renaming ? (
        <RenameClassForm summary={summary} onRenamed={renamed} onCancel={closeForm} />
      ) : (
        <Actions>
          <button
            ref={renameButton}
            type="button"
            onClick={() => {
              setOutcome(undefined);
              setRenaming(true);
            }}
          >
            {t('rename.open')}
          </button>
          <button type="button" onClick={() => setAsking(true)}>
            {t('delete.open')}
          </button>
        </Actions>
      )}
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={asking}
        question={t('delete.question', { name: summary.name })}
        details={t('delete.details')}
        cancelLabel={t('class.cancel')}
        confirmLabel={t('delete.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
};

/** The current term's grid; a fresh start, a removed learner or a changed assignment loads the class again (its tag). */
const ClassView = ({ details }: { details: ClassDetails }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const failure = useFailure();
  const familyName = useFamilyName(details.class.id);
  const exportCsv = useCsvExport(details, familyName);
  // Which new term the trainer is asked about: with the class's learners, or for a new cohort without them.
  const [newTerm, setNewTerm] = useState<'afresh' | 'cohort'>();
  const [removing, setRemoving] = useState<CurrentGridLearner>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [startAfresh] = useStartAfreshMutation();
  const [removeMember] = useRemoveMemberMutation();
  const { class: summary, grid } = details;
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmedRemoval = useRef(false);
  // A removed learner's row goes, with the button that opened the question: the grid's heading takes focus.
  const afterRemoval = useCallback(() => (confirmedRemoval.current ? heading.current : null), []);

  const confirmNewTerm = async () => {
    const kind = newTerm;
    setNewTerm(undefined);
    try {
      const next = await startAfresh({ classId: summary.id, withoutMembers: kind === 'cohort' }).unwrap();
      setOutcome({ ok: true, text: t(`class.${kind}Done`, { term: next.term }) });
    } catch (error) {
      setOutcome(failure('class.afreshFailed', error));
    }
  };

  const askRemoval = (learner: CurrentGridLearner) => {
    confirmedRemoval.current = false;
    setRemoving(learner);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    confirmedRemoval.current = true;
    setRemoving(undefined);
    try {
      await removeMember({ classId: summary.id, memberId: removing.memberId }).unwrap();
      setOutcome({ ok: true, text: t('remove.done', { name: removing.name }) });
    } catch (error) {
      setOutcome(failure('remove.failed', error, { name: removing.name }));
    }
  };

  return (
    <Card aria-labelledby="class-grid">
      <CardTitle ref={heading} id="class-grid" tabIndex={-1}>
        {t('class.gridTitle')}
      </CardTitle>
      <CardNote>{t('class.gridIntro')}</CardNote>
      {grid.learners.length === 0 ? (
        <p>{t('class.noLearners')}</p>
      ) : (
        <GridTable grid={grid} caption={t('class.table')} onRemove={askRemoval} familyName={familyName} />
      )}
      <Actions>
        <button type="button" onClick={() => void exportCsv()}>
          {t('class.export')}
        </button>
        <button type="button" onClick={() => setNewTerm('afresh')}>
          {t('class.startAfresh')}
        </button>
        <button type="button" onClick={() => setNewTerm('cohort')}>
          {t('class.newCohort')}
        </button>
      </Actions>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={newTerm !== undefined}
        question={t(`class.${newTerm}Question`, { name: summary.name })}
        details={t(`class.${newTerm}Details`)}
        cancelLabel={t('class.cancel')}
        confirmLabel={t(`class.${newTerm}Confirm`)}
        onCancel={() => setNewTerm(undefined)}
        onConfirm={() => void confirmNewTerm()}
      />
      <ConfirmDialog
        open={removing !== undefined}
        question={t('remove.question', { name: removing?.name ?? '' })}
        details={t('remove.details')}
        cancelLabel={t('class.cancel')}
        confirmLabel={t('remove.confirm')}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => void confirmRemoval()}
        returnFocusTo={afterRemoval}
      />
    </Card>
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
                <GridTable grid={term.grid} caption={heading} familyName={familyName} />
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
