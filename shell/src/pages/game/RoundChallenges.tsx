import { useState } from 'react';
import styled from 'styled-components';
import {
  findChallenge,
  REMOTE_BY_GROUP,
  useTranslation,
  type ChallengePageProps,
  type ChallengeRound,
} from '@qa/shared';
import { ROUND_CONTRACT_VERSION, type GameChallenge } from '@qa/shared/game';
import { RemotePage } from '../../federation/RemotePage';
import { theme } from '../../theme/theme';
import { useChallengeName } from '../common/useChallengeName';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';

const Switcher = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0 ${theme.space.lg};
`;

const Choice = styled.button`
  display: grid;
  gap: 2px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.activeLink};
  }

  small {
    color: ${theme.colors.muted};
  }
`;

const panelId = ({ storeName }: GameChallenge) => `round-challenge-${storeName}`;

export interface RoundChallengesProps {
  challenges: readonly GameChallenge[];
  /** The binding of each challenge (by store name) to the round. */
  rounds: Readonly<Record<string, ChallengeRound>>;
  found: Readonly<Record<string, readonly string[]>>;
}

/**
 * The round's challenges, one shown at a time, each the real page of its mode's remote judged by the round.
 * All stay mounted, so switching keeps what was typed and found, and every remote loads at the start.
 */
export const RoundChallenges = ({ challenges, rounds, found }: RoundChallengesProps) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const nameOf = useChallengeName();
  const [shown, setShown] = useState(0);
  return (
    <>
      <Switcher role="group" aria-label={t('round.challenges')}>
        {challenges.map((challenge, index) => {
          const entry = findChallenge(challenge.type, challenge.key);
          return (
            <Choice
              key={challenge.storeName}
              type="button"
              aria-pressed={index === shown}
              aria-controls={panelId(challenge)}
              onClick={() => setShown(index)}
            >
              <span>
                {index + 1}. {entry ? nameOf(entry) : challenge.key}
              </span>
              <small>
                {t('round.found', {
                  found: found[challenge.storeName]?.length ?? 0,
                  total: challenge.cases + challenge.bugs,
                })}
              </small>
            </Choice>
          );
        })}
      </Switcher>
      {challenges.map((challenge, index) => (
        <div key={challenge.storeName} id={panelId(challenge)} hidden={index !== shown}>
          <RemotePage<ChallengePageProps>
            remote={REMOTE_BY_GROUP[challenge.type]}
            exposed="ChallengePage"
            needed={ROUND_CONTRACT_VERSION}
            part
            pageProps={{
              group: challenge.type,
              challengeKey: challenge.key,
              round: rounds[challenge.storeName],
            }}
          />
        </div>
      ))}
    </>
  );
};
