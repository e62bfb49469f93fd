import type {
  BroughtGroup,
  ChallengeEntry,
  ChallengePageProps,
  ChallengeRound,
  ChallengeGroup,
} from '@qa/shared';
import { Suspense, type ComponentType } from 'react';
import { ModeChallenge } from '../components/layout/ModeChallenge';
// Types only: the pages of a key without a challenge are rare, and stay off every challenge page's first load.
import type { ModeOverviewProps } from '../components/layout/ModeOverview';
import { lazyPart } from '../page/lazyPart';
import { usePageTitle } from '../page/usePageTitle';
import { formDefinition } from './formDefinition';
import type { ModeChallengeDefinition } from './modeDefinition';
import { modeCatalogue } from './modeCatalogue';
import type { ModeNotFoundProps } from './ModeNotFound';
import { useChallengeTexts } from './useChallengeTexts';

const ModeOverview = lazyPart<ModeOverviewProps>(() =>
  import('../components/layout/ModeOverview').then((chunk) => chunk.ModeOverview),
);

const ModeNotFound = lazyPart<ModeNotFoundProps>(() =>
  import('./ModeNotFound').then((chunk) => chunk.ModeNotFound),
);

/**
 * What makes a mode remote: its texts' namespace, the challenge types it serves, and the challenges whose page
 * the catalogue's form cannot describe (an app, a request to try).
 */
export interface ModeRemote {
  namespace: string;
  /** Built-in groups; a remote that brings a group names its `mode` instead. */
  types?: readonly ChallengeGroup[];
  /**
   * Only the challenges whose page is more than a form: any other is rendered from its catalogue entry's form,
   * a brought group's (BROUGHT_CHALLENGES) as a built-in group's, so a remote of form challenges passes none.
   */
  challenges?: readonly ModeChallengeDefinition[];
  /**
   * The mode this remote brings to a shell built without it (docs/adding-a-remote.md). Its names are the shell's
   * once it has read './Mode'; the remote adds them too (`@qa/kit/group-names`) for when it runs on its own.
   */
  mode?: BroughtGroup;
}

/**
 * The page a mode remote exposes as './ChallengePage' (DESIGN.md "A mode remote"): a challenge of its types with
 * its texts in the current language, the coming-soon overview for one of its catalogue challenges it does not
 * have yet, or the not-found page for any other key.
 */
export const createModeRemote = ({
  namespace,
  types: builtIn = [],
  challenges = [],
  mode,
}: ModeRemote): ComponentType<ChallengePageProps> => {
  const types: readonly string[] = mode ? [...builtIn, mode.group] : builtIn;
  const catalogue = modeCatalogue(types, mode);

  const RemoteChallenge = ({
    entry,
    definition,
    round,
  }: {
    entry: ChallengeEntry<string>;
    definition: ModeChallengeDefinition;
    round?: ChallengeRound;
  }) => {
    const { title, description, hint, fields } = useChallengeTexts(namespace, definition, entry.group);
    // A round's page has its own title; its challenges do not take the tab's.
    usePageTitle(title, !round);
    return (
      <ModeChallenge
        challenge={entry}
        title={title}
        description={description}
        hint={hint}
        fields={fields}
        tryIt={definition.tryIt}
        app={definition.app}
        describeAnswer={definition.describeAnswer}
        round={round}
      />
    );
  };

  const ChallengePage = ({ group, challengeKey, round }: ChallengePageProps) => {
    const entry = catalogue.find((one) => one.group === group && one.key === challengeKey);
    const definition =
      challenges.find((challenge) => challenge.key === challengeKey) ?? (entry && formDefinition(entry));
    if (entry && definition) {
      // Keyed, so moving to another challenge starts a fresh page rather than reusing this one's state.
      return <RemoteChallenge key={entry.key} entry={entry} definition={definition} round={round} />;
    }
    // A catalogue challenge the remote does not have yet is announced, not denied.
    return (
      <Suspense fallback={null}>
        {entry ? (
          <ModeOverview types={types} catalogue={catalogue} current={entry.key} />
        ) : (
          <ModeNotFound types={types} catalogue={catalogue} />
        )}
      </Suspense>
    );
  };
  return ChallengePage;
};
