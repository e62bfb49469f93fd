import { CATALOGUE_NAMESPACE, CHALLENGES, storeName, useTranslation, type ChallengeEntry } from '@qa/shared';
import { secondaryButtonStyle, VisuallyHidden } from '@qa/kit';
import type { ClassGrid, GridLearner } from '@qa/shared/classroom';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FigureRows } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { useChallengeName } from '../common/useChallengeName';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useDateFormat } from './useDateFormat';

/**
 * Wide by nature (a column per challenge): it scrolls within the card, the learner's name kept in view, and
 * takes keyboard focus so arrow keys scroll it.
 */
const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  thead th {
    vertical-align: bottom;
    min-width: 5.5rem;
    max-width: 8rem;
  }

  th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${theme.colors.surface};
    font-weight: 600;
    box-shadow: inset -1px 0 0 ${theme.colors.border};
  }

  td {
    white-space: nowrap;
  }

  td[data-found='0'] {
    color: ${theme.colors.muted};
  }

  td[data-interview='none'] {
    color: ${theme.colors.muted};
  }

  /* The best test-design run and the bug reports, under the finds: secondary to them. */
  td [data-design],
  td [data-reports] {
    display: block;
    font-size: 0.875em;
    font-weight: 400;
    color: ${theme.colors.muted};
  }

  td[data-complete='true'] {
    font-weight: 600;
    color: ${theme.colors.success};
    background: ${theme.colors.subtle};
  }

  /* Remove: only as wide as its word, so the grid stays narrow. */
  td button {
    ${secondaryButtonStyle}
    padding: ${theme.space.xs} ${theme.space.sm};
  }

  tfoot th,
  tfoot td {
    border-bottom: none;
    border-top: 2px solid ${theme.colors.border};
  }
`;

const GroupFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;

  label {
    font-weight: 600;
  }

  select {
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.sm};
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
`;

const ENTRY_BY_STORE_NAME: ReadonlyMap<string, ChallengeEntry> = new Map(
  CHALLENGES.map((entry) => [storeName(entry), entry]),
);

/** The challenge's name as the list shows it, or its store name for one this page does not know. */
export const useGridChallengeName = (): ((name: string) => string) => {
  const nameOf = useChallengeName();
  return (name) => {
    const entry = ENTRY_BY_STORE_NAME.get(name);
    return entry ? nameOf(entry) : name;
  };
};

/** A store name is `{group}_{key}`: the group is what a trainer filters by. */
const groupOf = (name: string): string => name.slice(0, name.indexOf('_'));

type GridChallenge = ClassGrid['challenges'][number];

const foundIn = (learner: GridLearner, challenge: GridChallenge) => learner.found[challenge.storeName] ?? 0;
const completes = (learner: GridLearner, challenge: GridChallenge) =>
  challenge.total > 0 && foundIn(learner, challenge) >= challenge.total;

export interface GridTableProps<Learner extends GridLearner> {
  grid: ClassGrid<Learner>;
  caption: string;
  /** The current term's grid: a button on each row asks to remove that learner. Archived grids have none. */
  onRemove?: (learner: Learner) => void;
  /** An interview family's name in the page's language; its key until the names have come. */
  familyName?: (family: string) => string;
}

const asKey = (family: string) => family;

/**
 * A grid of learners by challenge ("n of total", a completed challenge marked, the best test-design run and the bug
 * reports under it), with each learner's total and when they were last active, their best score in each of the
 * class's interview assignments, and per challenge how many learners finished it (per assignment, how many took
 * it); the trainer may show one group.
 */
export const GridTable = <Learner extends GridLearner>({
  grid,
  caption,
  onRemove,
  familyName = asKey,
}: GridTableProps<Learner>) => {
  const { t } = useTranslation([CLASSROOM_PAGE_NAMESPACE, CATALOGUE_NAMESPACE]);
  const challengeName = useGridChallengeName();
  const date = useDateFormat(true);
  const filterId = useId();
  const [group, setGroup] = useState('');
  const groups = [...new Set(grid.challenges.map((challenge) => groupOf(challenge.storeName)))];
  const shown = grid.challenges.filter((challenge) => group === '' || groupOf(challenge.storeName) === group);
  const shownTotal = shown.reduce((sum, challenge) => sum + challenge.total, 0);
  const ofTotal = (found: number, total: number) => t('class.ofTotal', { found, total });
  // An archived term from before the grid showed assignments has none.
  const assignments = grid.assignments ?? [];

  return (
    <>
      <GroupFilter>
        <label htmlFor={filterId}>{t('class.group')}</label>
        <select id={filterId} value={group} onChange={(event) => setGroup(event.target.value)}>
          <option value="">{t('class.allGroups')}</option>
          {groups.map((each) => (
            <option key={each} value={each}>
              {t(`${CATALOGUE_NAMESPACE}:groups.${each}`, { defaultValue: each })}
            </option>
          ))}
        </select>
      </GroupFilter>
      <Scroller tabIndex={0} role="region" aria-label={caption}>
        <FigureRows>
          <VisuallyHidden as="caption">{caption}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">{t('class.learner')}</th>
              <th scope="col">{t('class.total')}</th>
              <th scope="col">{t('class.lastActive')}</th>
              {onRemove && (
                <th scope="col">
                  <VisuallyHidden>{t('remove.column')}</VisuallyHidden>
                </th>
              )}
              {assignments.map((assignment) => (
                <th scope="col" key={assignment.id}>
                  {t('class.interviewHeading', {
                    number: assignment.number,
                    name: familyName(assignment.family),
                  })}
                </th>
              ))}
              {shown.map((challenge) => (
                <th scope="col" key={challenge.storeName}>
                  {challengeName(challenge.storeName)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.learners.map((learner, index) => (
              // Names may repeat in a class: the row's place is its key.
              <tr key={index}>
                <th scope="row">{learner.name}</th>
                <td>
                  {ofTotal(
                    shown.reduce((sum, challenge) => sum + foundIn(learner, challenge), 0),
                    shownTotal,
                  )}
                </td>
                <td>{learner.lastActive ? date(learner.lastActive) : t('class.never')}</td>
                {onRemove && (
                  <td>
                    <button
                      type="button"
                      aria-label={t('remove.label', { name: learner.name })}
                      onClick={() => onRemove(learner)}
                    >
                      {t('remove.open')}
                    </button>
                  </td>
                )}
                {assignments.map((assignment) => {
                  const best = learner.interviews?.[assignment.id];
                  return best ? (
                    <td key={assignment.id} data-interview={best.total}>
                      <span aria-hidden="true">{t('class.interviewShort', { total: best.total })}</span>
                      <VisuallyHidden>
                        {t('class.interview', { total: best.total, date: date(best.finishedAt) })}
                      </VisuallyHidden>
                    </td>
                  ) : (
                    <td key={assignment.id} data-interview="none">
                      {t('class.never')}
                    </td>
                  );
                })}
                {shown.map((challenge) => {
                  const found = foundIn(learner, challenge);
                  const complete = completes(learner, challenge);
                  // An archived term from before the grid showed runs or reports has none.
                  const design = learner.designs?.[challenge.storeName];
                  const reported = learner.bugReports?.[challenge.storeName];
                  const reports = reported && { reports: reported.count, meanScore: reported.meanScore };
                  return (
                    <td key={challenge.storeName} data-found={found} data-complete={complete}>
                      {ofTotal(found, challenge.total)}
                      {complete && (
                        <>
                          {' ✓'}
                          <VisuallyHidden>{t('class.complete')}</VisuallyHidden>
                        </>
                      )}
                      {design && (
                        // Short to the eye in a narrow cell; said in full to a screen reader.
                        <span data-design>
                          <span aria-hidden="true">{t('class.designShort', { ...design })}</span>
                          <VisuallyHidden>{t('class.design', { ...design })}</VisuallyHidden>
                        </span>
                      )}
                      {reports && (
                        <span data-reports>
                          <span aria-hidden="true">{t('class.reportsShort', reports)}</span>
                          <VisuallyHidden>{t('class.reports', reports)}</VisuallyHidden>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('class.finishedBy')}</th>
              <td />
              <td />
              {onRemove && <td />}
              {assignments.map((assignment) => (
                <td key={assignment.id}>
                  {ofTotal(
                    grid.learners.filter((learner) => learner.interviews?.[assignment.id]).length,
                    grid.learners.length,
                  )}
                </td>
              ))}
              {shown.map((challenge) => (
                <td key={challenge.storeName}>
                  {ofTotal(
                    grid.learners.filter((learner) => completes(learner, challenge)).length,
                    grid.learners.length,
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </FigureRows>
      </Scroller>
    </>
  );
};
