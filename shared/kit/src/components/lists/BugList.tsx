import { useTranslation } from '@qa/shared';
import type { CorrectAnswers } from '../../progress/progressState';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { CaseList } from './CaseList';
import type { ChallengeField } from '../form/challengeField';

export interface BugListProps {
  /** One slot per bug: its text once found, '' before. */
  slots: readonly string[];
  total: number;
  answers: CorrectAnswers;
  fields: readonly ChallengeField[];
}

/** The bugs found, numbered bug_{n}, with their counter; nothing for a challenge without bugs (SPEC §2). */
export const BugList = ({ slots, total, answers, fields }: BugListProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (total === 0) return null;
  return (
    <CaseList
      kind="bug"
      heading={t('bugsHeading')}
      counterLabel={t('bugsCounterLabel')}
      emptyText={t('noBugsFound')}
      slots={slots}
      total={total}
      answers={answers}
      fields={fields}
    />
  );
};
