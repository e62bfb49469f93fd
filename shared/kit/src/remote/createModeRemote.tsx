import {
  findChallenge,
  type ChallengeEntry,
  type ChallengePageProps,
  type ChallengeRound,
  type ChallengeType,
} from '@qa/shared';
import type { ComponentType } from 'react';
import { ModeChallenge } from '../components/ModeChallenge';
import { ModeOverview } from '../components/ModeOverview';
import { usePageTitle } from '../page/usePageTitle';
import type { ModeChallengeDefinition } from './modeDefinition';
import { ModeNotFound } from './ModeNotFound';
import { useChallengeTexts } from './useChallengeTexts';

/** What makes a mode remote: its texts' namespace, the challenge types it serves and its challenges' fields. */
export interface ModeRemote {
  namespace: string;
  types: readonly ChallengeType[];
  challenges: readonly ModeChallengeDefinition[];
}

/**
 * The page a mode remote exposes as './ChallengePage' (DESIGN.md "A mode remote"): a challenge of its types with
 * its texts in the current language, the coming-soon overview for one of its catalogue challenges it does not
 * have yet, or the not-found page for any other key.
 */
export const createModeRemote = ({
  namespace,
  types,
  challenges,
}: ModeRemote): ComponentType<ChallengePageProps> => {
  const RemoteChallenge = ({
    entry,
    definition,
    round,
  }: {
    entry: ChallengeEntry;
    definition: ModeChallengeDefinition;
    round?: ChallengeRound;
  }) => {
    const { title, description, hint, fields } = useChallengeTexts(namespace, definition, entry.type);
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
        round={round}
      />
    );
  };

  const ChallengePage = ({ challengeType, challengeKey, round }: ChallengePageProps) => {
    const entry = types.includes(challengeType) ? findChallenge(challengeType, challengeKey) : undefined;
    const definition = challenges.find((challenge) => challenge.key === challengeKey);
    if (entry && definition) {
      // Keyed, so moving to another challenge starts a fresh page rather than reusing this one's state.
      return <RemoteChallenge key={entry.key} entry={entry} definition={definition} round={round} />;
    }
    // A catalogue challenge the remote does not have yet is announced, not denied.
    if (entry) return <ModeOverview types={types} current={entry.key} />;
    return <ModeNotFound types={types} />;
  };
  return ChallengePage;
};
