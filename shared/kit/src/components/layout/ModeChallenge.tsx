import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { storeName, useTranslation } from '@qa/shared';
import { builderChoices } from '../../modes/builderOptions';
import { profileOf, type ModeProfile } from '../../modes/modeProfile';
import { nextStep } from '../../progress/progressState';
import { useChallengeProgress, type ChallengeProgressKit } from '../../progress/useChallengeProgress';
import { useSandbox } from '../../progress/useSandbox';
import { lazyPart } from '../../page/lazyPart';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
// Type only, as for the sandbox panel: the generator and gherkin pages' list is in their chunk.
import type { BuilderCaseListProps } from '../lists/BuilderCaseList';
import { CaseList } from '../lists/CaseList';
import { AnswerDescription } from '../lists/AnswerValues';
import { ChallengeLayout } from './ChallengeLayout';
import type { ChallengeKitProps } from './challengeKitProps';
import { LearnPanel } from './LearnPanel';
// Type only: a value import would put the panel back into every page's first load.
import type { SandboxPanelProps } from './SandboxPanel';
import { ScriptedCaseList } from '../lists/ScriptedCaseList';

export type ModeChallengeProps = ChallengeKitProps;

const BuilderCaseList = lazyPart<BuilderCaseListProps>(() =>
  import('../form/builderParts').then((chunk) => chunk.BuilderCaseList),
);

/** Where the list will be while its chunk loads (an empty list's panel is this high), so nothing below moves. */
const ListSpace = styled.div`
  min-height: 12rem;
`;

// Only the API-testing pages have it: a chunk of their own, so the other pages do not carry it.
const SandboxPanel = lazyPart<SandboxPanelProps>(() =>
  import('./SandboxPanel').then((chunk) => chunk.SandboxPanel),
);

/** How the mode lists its cases: the public list, built rows or scenarios, or the cases found so far. */
const CasesPanel = ({
  profile,
  kit,
  fields,
}: {
  profile: ModeProfile;
  kit: ChallengeProgressKit;
  fields: ChallengeKitProps['fields'];
}) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { progress } = kit;
  const common = {
    slots: progress.cases,
    total: progress.casesTotal,
    answers: progress.correctAnswers,
    fields,
  };
  if (profile.publicList) return <ScriptedCaseList publicCases={progress.publicCases} {...common} />;
  if (profile.builder) {
    return (
      <Suspense fallback={<ListSpace />}>
        <BuilderCaseList
          builder={profile.builder}
          choices={builderChoices(progress)}
          outcomes={progress.foundAnswers}
          {...common}
        />
      </Suspense>
    );
  }
  return (
    <CaseList
      kind="case"
      heading={t('casesHeading')}
      counterLabel={t('casesCounterLabel')}
      emptyText={t('noneFound')}
      {...common}
    />
  );
};

/**
 * A challenge page of any mode (SPEC §2 "Challenge page"): the mode's profile decides the guide (learn steps),
 * the form (the challenge's fields, or the generator and gherkin dropdowns) and how found cases are listed.
 */
export const ModeChallenge = (props: ModeChallengeProps) => {
  const kit = useChallengeProgress(props.challenge, props.round);
  const profile = profileOf(props.challenge);
  const testerKey = useSandbox(props.challenge, profile.sandbox);
  // An app of its own starts over on Reset too: it is told by a counter it watches.
  const [resets, setResets] = useState(0);
  const { progress } = kit;
  const App = props.app;
  return (
    <AnswerDescription.Provider value={props.describeAnswer}>
      <ChallengeLayout
        // Keyed, so another challenge starts with fresh page state (hint level, open popover).
        key={storeName(props.challenge)}
        {...props}
        profile={profile}
        kit={kit}
        guide={
          <>
            {profile.sandbox && (
              <Suspense fallback={null}>
                <SandboxPanel testerKey={testerKey} tryIt={props.tryIt} />
              </Suspense>
            )}
            {profile.guided && (
              <LearnPanel
                instructions={progress.publicCases}
                step={nextStep(progress)}
                completed={progress.completed}
              />
            )}
          </>
        }
        cases={<CasesPanel profile={profile} kit={kit} fields={props.fields} />}
        app={
          App && (
            <App challenge={props.challenge} progress={progress} submit={kit.submitPayload} resets={resets} />
          )
        }
        onReset={() => {
          kit.reset();
          setResets((count) => count + 1);
        }}
      />
    </AnswerDescription.Provider>
  );
};

/** The learn and scripted pages of kit 1.0, kept so remotes built against it still find them. */
export const LearnChallenge = ModeChallenge;
export const ScriptedChallenge = ModeChallenge;
