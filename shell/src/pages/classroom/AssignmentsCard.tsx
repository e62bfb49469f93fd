import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import type { Assignment } from '@qa/shared/classroom';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import {
  useAssignmentsQuery,
  useCreateAssignmentMutation,
  useDeleteAssignmentMutation,
} from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';
import { useDateFormat } from './useDateFormat';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
  }

  button {
    ${secondaryButtonStyle}
    padding: ${theme.space.xs} ${theme.space.sm};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;

  select,
  input {
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.sm};
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }

  small {
    color: ${theme.colors.muted};
  }

  button {
    ${primaryButtonStyle}
    margin-top: ${theme.space.sm};
  }
`;

/** An interview family's name in the page's language, from the class's assignment list; its key until that has come. */
export const useFamilyName = (classId: string): ((family: string) => string) => {
  const { data } = useAssignmentsQuery(classId);
  return (family) => data?.families.find(({ key }) => key === family)?.name ?? family;
};

/**
 * The end of the chosen day in the trainer's time zone: a due date means the whole day. A date input gives
 * `YYYY-MM-DD`, which with a time and no zone is read as local time.
 */
const endOfDay = (day: string): string => new Date(`${day}T23:59:59`).toISOString();

/** Today in the trainer's time zone, as a date input writes it: the earliest due day offered. */
const today = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The class's interview assignments: each with its number (kept when another is deleted), its due date (marked
 * overdue once passed) and a button that deletes it once confirmed, and a form that sets one (a family from the
 * server's list, an optional due date from today on). A change loads the grid again, with its column.
 */
export const AssignmentsCard = ({ classId }: { classId: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const id = useId();
  const date = useDateFormat();
  const familyName = useFamilyName(classId);
  const list = useAssignmentsQuery(classId);
  const [createAssignment, { isLoading: creating }] = useCreateAssignmentMutation();
  const [deleteAssignment] = useDeleteAssignmentMutation();
  const [chosen, setChosen] = useState('');
  const [dueDay, setDueDay] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [deleting, setDeleting] = useState<Assignment>();
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted row's button is gone: focus goes to the heading then, and back to the button on a cancel.
  const confirmedDeletion = useRef(false);
  const afterDeletion = useCallback(() => (confirmedDeletion.current ? heading.current : null), []);
  const now = new Date();
  const failed = useFailure();

  const families = list.data?.families ?? [];
  const family = chosen || families[0]?.key || '';
  const named = (assignment: Assignment) => ({
    number: assignment.number,
    name: familyName(assignment.family),
  });
  const dueText = ({ dueAt }: Assignment) =>
    dueAt === null
      ? t('assignments.noDue')
      : t(Date.parse(dueAt) < now.getTime() ? 'assignments.overdue' : 'assignments.due', {
          date: date(dueAt),
        });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating || family === '') return;
    setOutcome(undefined);
    try {
      const assignment = { family, ...(dueDay !== '' && { dueAt: endOfDay(dueDay) }) };
      await createAssignment({ classId, assignment }).unwrap();
      setOutcome({ ok: true, text: t('assignments.created', { name: familyName(family) }) });
      setDueDay('');
    } catch (error) {
      setOutcome(failed('assignments.failed', error));
    }
  };

  const confirmDeletion = async () => {
    const assignment = deleting;
    confirmedDeletion.current = true;
    setDeleting(undefined);
    if (!assignment) return;
    setOutcome(undefined);
    try {
      await deleteAssignment({ classId, assignmentId: assignment.id }).unwrap();
      setOutcome({ ok: true, text: t('assignments.deleted', { number: assignment.number }) });
    } catch (error) {
      setOutcome(failed('assignments.deleteFailed', error));
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle ref={heading} id={`${id}-title`} tabIndex={-1}>
        {t('assignments.title')}
      </CardTitle>
      <CardNote>{t('assignments.intro')}</CardNote>
      {list.isError ? (
        <p role="alert">
          {t('assignments.loadFailed', { reason: serverMessage(list.error) ?? t('unreachable') })}
        </p>
      ) : !list.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          {list.data.assignments.length === 0 ? (
            <p>{t('assignments.empty')}</p>
          ) : (
            <List>
              {list.data.assignments.map((assignment) => (
                <li key={assignment.id}>
                  <span>
                    {t('assignments.item', named(assignment))} ({dueText(assignment)})
                  </span>
                  <button
                    type="button"
                    aria-label={t('assignments.deleteLabel', named(assignment))}
                    onClick={() => {
                      confirmedDeletion.current = false;
                      setDeleting(assignment);
                    }}
                  >
                    {t('assignments.delete')}
                  </button>
                </li>
              ))}
            </List>
          )}
          <Form noValidate onSubmit={(event) => void submit(event)}>
            <label htmlFor={`${id}-family`}>{t('assignments.family')}</label>
            <select id={`${id}-family`} value={family} onChange={(event) => setChosen(event.target.value)}>
              {families.map(({ key, name }) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-due`}>{t('assignments.dueAt')}</label>
            <input
              id={`${id}-due`}
              type="date"
              min={today(now)}
              value={dueDay}
              aria-describedby={`${id}-due-help`}
              onChange={(event) => setDueDay(event.target.value)}
            />
            <small id={`${id}-due-help`}>{t('assignments.dueHelp')}</small>
            <button type="submit" aria-disabled={creating}>
              {t('assignments.submit')}
            </button>
          </Form>
        </>
      )}
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={deleting !== undefined}
        question={deleting ? t('assignments.deleteQuestion', named(deleting)) : ''}
        details={t('assignments.deleteDetails')}
        cancelLabel={t('class.cancel')}
        confirmLabel={t('assignments.deleteConfirm')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDeletion()}
        returnFocusTo={afterDeletion}
      />
    </Card>
  );
};
