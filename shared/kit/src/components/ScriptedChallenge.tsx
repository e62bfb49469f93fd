import { storeName } from '@qa/shared';
import { useChallengeProgress } from '../progress/useChallengeProgress';
import { ChallengeLayout } from './ChallengeLayout';
import type { ChallengeKitProps } from './challengeKitProps';
import { ScriptedCaseList } from './ScriptedCaseList';

export type ScriptedChallengeProps = ChallengeKitProps;

/** A scripted challenge page (SPEC §4 "Scripted"): the public list of cases, found in any order, checked off. */
export const ScriptedChallenge = (props: ScriptedChallengeProps) => {
  const kit = useChallengeProgress(props.challenge);
  const { progress } = kit;
  return (
    <ChallengeLayout
      // Keyed, so another challenge starts with fresh page state (hint level, open popover).
      key={storeName(props.challenge)}
      {...props}
      kit={kit}
      scripted
      cases={
        <ScriptedCaseList
          publicCases={progress.publicCases}
          slots={progress.cases}
          total={progress.casesTotal}
          answers={progress.correctAnswers}
          fields={props.fields}
        />
      }
    />
  );
};
