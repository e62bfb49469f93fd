import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import type { Assignment } from '@qa/shared/classroom';
import { useId, useRef, useState, type FormEvent } from 'react';
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

type Outcome = { ok: boolean; text: string } | undefined;

/**
 * The class's interview assignments: each with its due date and a button that deletes it, and a form that sets
 * one (a family from the server's list, an optional due date). A change loads the grid again, with its column.
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
  const heading = useRef<HTMLHeadingElement>(null);
  const failed = (key: string, error: unknown): Outcome => ({
    ok: false,
    text: t(key, { reason: serverMessage(error) ?? t('unreachable') }),
  });

  const families = list.data?.families ?? [];
  const family = chosen || families[0]?.key || '';
  const itemName = (assignment: Assignment, index: number) =>
    t('assignments.item', { number: index + 1, name: familyName(assignment.family) });

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

  const remove = async (assignment: Assignment, index: number) => {
    setOutcome(undefined);
    try {
      await deleteAssignment({ classId, assignmentId: assignment.id }).unwrap();
      // Its row goes, with the button that had focus: the card's heading takes it.
      heading.current?.focus();
      setOutcome({ ok: true, text: t('assignments.deleted', { number: index + 1 }) });
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
              {list.data.assignments.map((assignment, index) => (
                <li key={assignment.id}>
                  <span>
                    {itemName(assignment, index)} (
                    {assignment.dueAt
                      ? t('assignments.due', { date: date(assignment.dueAt) })
                      : t('assignments.noDue')}
                    )
                  </span>
                  <button
                    type="button"
                    aria-label={t('assignments.deleteLabel', {
                      number: index + 1,
                      name: familyName(assignment.family),
                    })}
                    onClick={() => void remove(assignment, index)}
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
      <p role={outcome?.ok === false ? 'alert' : 'status'}>{outcome?.text}</p>
    </Card>
  );
};
