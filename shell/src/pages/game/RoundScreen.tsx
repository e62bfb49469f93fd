import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { ChallengeRound } from '@qa/shared';
import { theme } from '../../theme/theme';
import { FinishRound } from './FinishRound';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';
import { RoundChallenges } from './RoundChallenges';
import { Countdown } from '../common/Countdown';
import type { PlayingRound } from './useGameRound';

/** Below the sticky top bar, so the clock and the score stay in sight while the learner scrolls a form. */
const Bar = styled.section`
  position: sticky;
  top: ${theme.layout.topBarHeight};
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const Score = styled.div`
  display: grid;

  span {
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }

  output {
    font-size: 1.6rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Scored = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-weight: 600;
`;

export interface RoundScreenProps {
  playing: PlayingRound;
  rounds: Readonly<Record<string, ChallengeRound>>;
  /** The clock reached zero, or the player finished the round early. */
  onEnd: () => void;
}

/**
 * A round being played: the clock, the score the server keeps, what the last find scored, the way to finish
 * early, the challenges.
 */
export const RoundScreen = ({ playing, rounds, onEnd }: RoundScreenProps) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const { lastScored } = playing;
  return (
    <>
      <Bar aria-label={t('round.label')}>
        <Countdown
          deadline={playing.deadline}
          onEnd={onEnd}
          texts={{
            timeLeft: t('round.timeLeft'),
            oneMinute: t('round.oneMinute'),
            tenSeconds: t('round.tenSeconds'),
          }}
        />
        <Score>
          <span id="game-score">{t('round.score')}</span>
          <output aria-labelledby="game-score">{playing.score}</output>
        </Score>
        <Scored role="status">
          {lastScored &&
            t(lastScored.kind === 'bug' ? 'round.scoredBug' : 'round.scoredCase', {
              points: lastScored.points,
            })}
        </Scored>
        <FinishRound roundId={playing.round.roundId} onFinished={onEnd} />
      </Bar>
      <RoundChallenges challenges={playing.round.challenges} rounds={rounds} found={playing.found} />
    </>
  );
};
