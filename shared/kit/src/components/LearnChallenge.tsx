import { useTranslation } from 'react-i18next';
import { storeName } from '@qa/shared';
import { nextStep } from '../progress/progressState';
import { useChallengeProgress } from '../progress/useChallengeProgress';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { CaseList } from './CaseList';
import { ChallengeLayout } from './ChallengeLayout';
import type { ChallengeKitProps } from './challengeKitProps';
import { LearnPanel } from './LearnPanel';

export type LearnChallengeProps = ChallengeKitProps;

/** A learn-mode challenge page: the instruction of the current step above the form, the cases found beside it. */
export const LearnChallenge = (props: LearnChallengeProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const kit = useChallengeProgress(props.challenge);
  const { progress } = kit;
  return (
    <ChallengeLayout
      // Keyed, so another challenge starts with fresh page state (hint level, open popover).
      key={storeName(props.challenge)}
      {...props}
      kit={kit}
      // The learn panel already says that all cases are found.
      hiddenNotices={['allCases']}
      guide={
        <LearnPanel
          instructions={progress.publicCases}
          step={nextStep(progress)}
          completed={progress.completed}
        />
      }
      cases={
        <CaseList
          kind="case"
          heading={t('casesHeading')}
          counterLabel={t('casesCounterLabel')}
          emptyText={t('noneFound')}
          slots={progress.cases}
          total={progress.casesTotal}
          answers={progress.correctAnswers}
          fields={props.fields}
        />
      }
    />
  );
};
