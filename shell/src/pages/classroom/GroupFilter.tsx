import { CATALOGUE_NAMESPACE, useTranslation } from '@qa/shared';
import type { ClassGrid } from '@qa/shared/classroom';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { groupOf, type GridChallenge } from './gridFigures';

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

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

export interface ShownChallenges {
  /** The group shown, '' for all. */
  group: string;
  setGroup: (group: string) => void;
  /** The groups the grid's challenges are of, in catalogue order. */
  groups: string[];
  /** The grid's challenges in the group shown: the grid's columns, and what its exports hold. */
  shown: GridChallenge[];
}

/** Which of the grid's challenges are shown: the trainer may show one group. */
export const useShownChallenges = (grid: Pick<ClassGrid, 'challenges'>): ShownChallenges => {
  const [group, setGroup] = useState('');
  const groups = [...new Set(grid.challenges.map((challenge) => groupOf(challenge.storeName)))];
  // A group the grid no longer has (the trainer chose other challenges) shows them all.
  const current = groups.includes(group) ? group : '';
  return {
    group: current,
    setGroup,
    groups,
    shown: grid.challenges.filter((challenge) => current === '' || groupOf(challenge.storeName) === current),
  };
};

/** The group filter above a grid; shown only when the grid has challenges of more than one group. */
export const GroupFilter = ({ group, setGroup, groups }: Omit<ShownChallenges, 'shown'>) => {
  const { t } = useTranslation([CLASSROOM_PAGE_NAMESPACE, CATALOGUE_NAMESPACE]);
  const id = useId();
  if (groups.length < 2) return null;
  return (
    <Filter>
      <label htmlFor={id}>{t('class.group')}</label>
      <select id={id} value={group} onChange={(event) => setGroup(event.target.value)}>
        <option value="">{t('class.allGroups')}</option>
        {groups.map((each) => (
          <option key={each} value={each}>
            {t(`${CATALOGUE_NAMESPACE}:groups.${each}`, { defaultValue: each })}
          </option>
        ))}
      </select>
    </Filter>
  );
};
