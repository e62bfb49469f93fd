// Over 300 lines because the grid's header, rows and class figures share the columns, the sort and the cell
// formats; split, each part would take the same dozen props.
import { CATALOGUE_NAMESPACE, Link, useTranslation } from '@qa/shared';
import { VisuallyHidden } from '@qa/kit';
import { languageTag, selectLanguage, useAppSelector } from '@qa/shared';
import type { Assignment, ClassGrid, GridLearner } from '@qa/shared/classroom';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FigureRows } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { useChallengeNameByStoreName } from '../common/useChallengeName';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import {
  completes,
  firstOrder,
  foundIn,
  interviewTotal,
  mean,
  nextOrder,
  sameColumn,
  sortLearners,
  totalOf,
  type GridChallenge,
  type SortColumn,
  type SortOrder,
} from './gridFigures';

/**
 * Narrow columns, so that a dozen challenges fit a laptop's width: the headings run upwards, the figures are short
 * to the eye and said in full to a screen reader. Wider than its card (a class that chose many challenges), the
 * grid scrolls within it, the learner column and its header cell kept in view. Positioned, so the visually hidden
 * texts of cells out of view are clipped by it rather than widening the page.
 */
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  max-width: 100%;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  table {
    width: auto;
  }

  th,
  td {
    padding: ${theme.space.xs};
  }

  thead th {
    vertical-align: bottom;
  }

  /* Upwards, two short lines at most: a column is as narrow as its figures. */
  thead th[data-upright] button {
    writing-mode: vertical-rl;
    transform: rotate(180deg);
    max-height: 12rem;
    font-size: 0.8125rem;
    line-height: 1.15;
    text-align: start;
  }

  th button {
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    min-width: 24px;
    min-height: 24px;
  }

  th button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }

  th[scope='row'],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${theme.colors.surface};
    box-shadow: inset -1px 0 0 ${theme.colors.border};
    min-width: 8rem;
    max-width: 12rem;
    overflow-wrap: anywhere;
  }

  th[scope='row'] {
    font-weight: 600;
  }

  thead th:first-child {
    z-index: 2;
  }

  td {
    white-space: nowrap;
    text-align: end;
  }

  td[data-found='0'],
  td[data-interview='none'] {
    color: ${theme.colors.muted};
  }

  /* The best test-design run and the bug reports, under the finds: secondary to them. */
  /* Under the figures, so a column is no wider than "12/12". */
  td [data-complete-mark],
  td [data-design],
  td [data-reports],
  td [data-attempts] {
    display: block;
    font-size: 0.8125em;
    color: ${theme.colors.muted};
  }

  td[data-complete='true'] {
    font-weight: 600;
    color: ${theme.colors.success};
    background: ${theme.colors.subtle};
  }

  td[data-complete='true'] [data-complete-mark] {
    color: inherit;
  }

  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin: 0;
  }

  tfoot th,
  tfoot td {
    border-bottom: none;
    border-top: 2px solid ${theme.colors.border};
    font-size: 0.875em;
  }

  tfoot tr + tr th,
  tfoot tr + tr td {
    border-top: none;
  }
`;

/** The current term's learners the trainer has ticked (to remove them), by membership id. */
export interface GridSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

export interface GridTableProps<Learner extends GridLearner> {
  grid: ClassGrid<Learner>;
  /** The challenges shown (the group filter's), in the grid's order. */
  shown: readonly GridChallenge[];
  caption: string;
  /** An interview family's name in the page's language; its key until the names have come. */
  familyName?: (family: string) => string;
  /** The current term's grid: where a learner's name leads (their detail), and ticking learners. */
  learnerHref?: (learner: Learner) => string;
  selection?: GridSelection & { idOf: (learner: Learner) => string };
  /** The current term's grid: where a learner's best session of an assignment leads (its scorecard). */
  interviewHref?: (learner: Learner, assignmentId: string) => string | undefined;
}

const asKey = (family: string) => family;

/** An assignment the learner has not finished a session of. */
const NoInterview = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  return (
    <td data-interview="none">
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('class.never')}</VisuallyHidden>
    </td>
  );
};

/** A column heading that sorts the grid, telling assistive technology how it is sorted now. */
const SortHeading = ({
  column,
  order,
  onSort,
  upright = false,
  children,
}: {
  column: SortColumn;
  order: SortOrder;
  onSort: (column: SortColumn) => void;
  upright?: boolean;
  children: ReactNode;
}) => {
  const sorted = sameColumn(order.column, column);
  return (
    <th
      scope="col"
      data-upright={upright || undefined}
      aria-sort={sorted ? (order.descending ? 'descending' : 'ascending') : undefined}
    >
      <button type="button" onClick={() => onSort(column)}>
        {children}
        {sorted && <span aria-hidden="true">{order.descending ? ' ↓' : ' ↑'}</span>}
      </button>
    </th>
  );
};

/**
 * A grid of learners by challenge: per challenge the cases and bugs found of all (a completed one marked), the
 * best test-design run and the bug reports under it; each learner's total over the challenges shown and when they
 * were last active; their best score in each interview assignment. Any column sorts it; below, the class's
 * average per column and how many completed it.
 */
export const GridTable = <Learner extends GridLearner>({
  grid,
  shown,
  caption,
  familyName = asKey,
  learnerHref,
  selection,
  interviewHref,
}: GridTableProps<Learner>) => {
  const { t } = useTranslation([CLASSROOM_PAGE_NAMESPACE, CATALOGUE_NAMESPACE]);
  const language = useAppSelector(selectLanguage);
  const challengeName = useChallengeNameByStoreName();
  const [order, setOrder] = useState<SortOrder>(firstOrder({ by: 'name' }));
  const tag = languageTag(language);
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
  const fullDate = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const compareNames = new Intl.Collator(tag).compare;
  // An archived term from before the grid showed assignments has none.
  const assignments: readonly Assignment[] = grid.assignments ?? [];
  const learners = sortLearners(grid.learners, order, shown, compareNames);
  const sortBy = (column: SortColumn) => setOrder((current) => nextOrder(current, column));
  const heading = { order, onSort: sortBy };
  const count = grid.learners.length;

  const ids = selection ? grid.learners.map(selection.idOf) : [];
  const allTicked = ids.length > 0 && ids.every((id) => selection?.selected.has(id));
  const tick = (id: string, ticked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (ticked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  /** "n/m" to the eye, "n of m" to a screen reader. */
  const ofTotal = (found: number | string, total: number) => (
    <>
      <span aria-hidden="true">{t('class.ofTotalShort', { found, total })}</span>
      <VisuallyHidden>{t('class.ofTotal', { found, total })}</VisuallyHidden>
    </>
  );
  const averageOf = (figures: readonly number[]) => {
    const value = mean(figures);
    return value === undefined ? undefined : decimal.format(value);
  };
  const totals = grid.learners.map((learner) => totalOf(learner, shown).found);
  const shownTotal = shown.reduce((sum, challenge) => sum + challenge.total, 0);

  return (
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <FigureRows>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <SortHeading column={{ by: 'name' }} {...heading}>
              {t('class.learner')}
            </SortHeading>
            {selection && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('remove.selectAll')}
                  checked={allTicked}
                  onChange={(event) => selection.onChange(new Set(event.target.checked ? ids : []))}
                />
              </th>
            )}
            <SortHeading column={{ by: 'total' }} upright {...heading}>
              {t('class.total')}
            </SortHeading>
            <SortHeading column={{ by: 'lastActive' }} upright {...heading}>
              {t('class.lastActive')}
            </SortHeading>
            {assignments.map((assignment) => (
              <SortHeading
                key={assignment.id}
                column={{ by: 'interview', assignmentId: assignment.id }}
                upright
                {...heading}
              >
                {t('class.interviewHeading', {
                  number: assignment.number,
                  name: familyName(assignment.family),
                })}
              </SortHeading>
            ))}
            {shown.map((challenge) => (
              <SortHeading
                key={challenge.storeName}
                column={{ by: 'challenge', storeName: challenge.storeName }}
                upright
                {...heading}
              >
                {challengeName(challenge.storeName)}
              </SortHeading>
            ))}
          </tr>
        </thead>
        <tbody>
          {learners.map((learner, index) => {
            const id = selection?.idOf(learner);
            const total = totalOf(learner, shown);
            return (
              // Names may repeat in a class: an archived row has no other key.
              <tr key={id ?? index}>
                <th scope="row">
                  {learnerHref ? <Link to={learnerHref(learner)}>{learner.name}</Link> : learner.name}
                </th>
                {selection && id !== undefined && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('remove.select', { name: learner.name })}
                      checked={selection.selected.has(id)}
                      onChange={(event) => tick(id, event.target.checked)}
                    />
                  </td>
                )}
                <td>{ofTotal(total.found, total.total)}</td>
                <td>
                  {learner.lastActive ? (
                    <>
                      <span aria-hidden="true">{day.format(new Date(learner.lastActive))}</span>
                      <VisuallyHidden>{fullDate.format(new Date(learner.lastActive))}</VisuallyHidden>
                    </>
                  ) : (
                    t('class.never')
                  )}
                </td>
                {assignments.map((assignment) => {
                  const best = learner.interviews?.[assignment.id];
                  if (!best) return <NoInterview key={assignment.id} />;
                  const date = fullDate.format(new Date(best.finishedAt));
                  const { attempts, abandoned } = best;
                  // An archived term from before the grid counted sessions has no counts; none has a link.
                  const counted = attempts !== undefined && abandoned !== undefined;
                  const score = (
                    <>
                      <span aria-hidden="true">{best.total}</span>
                      <VisuallyHidden>
                        {counted
                          ? t('interviewResult.full', { total: best.total, date, attempts, abandoned })
                          : t('class.interview', { total: best.total, date })}
                      </VisuallyHidden>
                    </>
                  );
                  const href = interviewHref?.(learner, assignment.id);
                  return (
                    <td key={assignment.id} data-interview={best.total}>
                      {href ? <Link to={href}>{score}</Link> : score}
                      {counted && (
                        <span data-attempts aria-hidden="true">
                          {t('class.attemptsShort', { attempts })}
                          {abandoned > 0 && ` ${t('class.abandonedShort', { abandoned })}`}
                        </span>
                      )}
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
                          <span data-complete-mark aria-hidden="true">
                            ✓
                          </span>
                          <VisuallyHidden>{t('class.complete')}</VisuallyHidden>
                        </>
                      )}
                      {design && (
                        <span data-design>
                          <span aria-hidden="true">{t('class.designShort', { ...design })}</span>
                          <VisuallyHidden>
                            {t('class.design', { caught: design.caught, count: design.total })}
                          </VisuallyHidden>
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
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('class.average')}</th>
            {selection && <td />}
            <td>{ofTotal(averageOf(totals) ?? '–', shownTotal)}</td>
            <td />
            {assignments.map((assignment) => {
              const scores = grid.learners.flatMap((learner) => interviewTotal(learner, assignment.id) ?? []);
              return <td key={assignment.id}>{averageOf(scores) ?? '–'}</td>;
            })}
            {shown.map((challenge) => (
              <td key={challenge.storeName}>
                {ofTotal(
                  averageOf(grid.learners.map((learner) => foundIn(learner, challenge))) ?? '–',
                  challenge.total,
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('class.completedBy')}</th>
            {selection && <td />}
            <td />
            <td />
            {assignments.map((assignment) => {
              const took = grid.learners.filter((learner) => learner.interviews?.[assignment.id]).length;
              return <td key={assignment.id}>{ofTotal(took, count)}</td>;
            })}
            {shown.map((challenge) => (
              <td key={challenge.storeName}>
                {ofTotal(grid.learners.filter((learner) => completes(learner, challenge)).length, count)}
              </td>
            ))}
          </tr>
        </tfoot>
      </FigureRows>
    </Scroller>
  );
};
