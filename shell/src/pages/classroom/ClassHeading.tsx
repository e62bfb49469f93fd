import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import { useLocation, useTranslation } from '@qa/shared';
import type { ClassSummary } from '@qa/shared/classroom';
import { useEffect, useRef, useState } from 'react';
import { PageTitle } from '../common/PageTitle';
import { useDeleteClassMutation } from './classroomApi';
import { leaveClassroomNotice } from './classroomNotice';
import { ClassActions } from './ClassActions';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';
import { RenameClassForm } from './RenameClassForm';

/**
 * The class's heading with renaming it (a form in place, which gives focus back to its button on closing; the
 * renamed class replaces the loaded one) and deleting it (after a question; then back to the list of classes,
 * which announces it).
 */
export const ClassHeading = ({ summary }: { summary: ClassSummary }) => {
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
        <ClassActions>
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
        </ClassActions>
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
