import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared';
import { VisuallyHidden } from '@qa/kit';
import type { ClassGrid } from '@qa/shared/classroom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FigureRows } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { useChallengeName } from '../useChallengeName';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useDateFormat } from './useDateFormat';

/** Wide by nature (a column per challenge): it scrolls within the page, the learner's name kept in view. */
const Scroller = styled.div`
  overflow-x: auto;

  th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    background: ${theme.colors.surface};
    font-weight: 600;
  }

  td {
    white-space: nowrap;
  }

  td[data-found='0'] {
    color: ${theme.colors.muted};
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

/** A grid of learners by challenge ("n of total"), with when each was last active. */
export const GridTable = ({ grid, caption }: { grid: ClassGrid; caption: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const challengeName = useGridChallengeName();
  const date = useDateFormat(true);
  return (
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <FigureRows>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{t('class.learner')}</th>
            <th scope="col">{t('class.lastActive')}</th>
            {grid.challenges.map((challenge) => (
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
              <td>{learner.lastActive ? date(learner.lastActive) : t('class.never')}</td>
              {grid.challenges.map((challenge) => {
                const found = learner.found[challenge.storeName] ?? 0;
                return (
                  <td key={challenge.storeName} data-found={found}>
                    {t('class.ofTotal', { found, total: challenge.total })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </FigureRows>
    </Scroller>
  );
};
