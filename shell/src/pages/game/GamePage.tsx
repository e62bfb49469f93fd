import { primaryButtonStyle } from '@qa/kit';
import { selectIsSignedIn, useAppSelector, useTranslation } from '@qa/shared';
import { DEFAULT_ROUND_SECONDS, GAME_POINTS } from '@qa/shared/game';
import styled from 'styled-components';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { SignInLinks } from '../common/SignInLinks';
import { usePageTitle } from '../common/usePageTitle';
import { DisplayNameForm } from './DisplayNameForm';
import { GAME_PAGE_NAMESPACE, gameIntro } from './gamePageTexts';
import { Leaderboard } from './Leaderboard';
import { RoundReport } from './RoundReport';
import { RoundScreen } from './RoundScreen';
import { useGameRound } from './useGameRound';

const StartButton = styled.button`
  ${primaryButtonStyle}
  margin: ${theme.space.sm} 0 ${theme.space.lg};
`;

/** The way into a round: the rules, the start, and for a visitor the way to sign in. */
const Start = ({ onStart, busy }: { onStart: () => void; busy: boolean }) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      <StartButton type="button" onClick={onStart} disabled={busy}>
        {t('start')}
      </StartButton>
      {busy && <p role="status">{t('starting')}</p>}
      {!signedIn && <SignInLinks namespace={GAME_PAGE_NAMESPACE} i18nKey="signedOut" />}
    </>
  );
};

/**
 * /game, the menu's Game: timed rounds of challenges drawn by the server, each submission judged
 * there, then the score, what was found and missed, the personal best, and the week's leaderboard.
 */
export const GamePage = () => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  usePageTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const { state, start, end, rounds } = useGameRound();
  // Bumped when the name changes; after a round the leaderboard loads afresh anyway (it was not shown).

  if (state.phase === 'playing') {
    return (
      <>
        <PageTitle>{t('title')}</PageTitle>
        <RoundScreen playing={state} rounds={rounds} onEnd={end} />
      </>
    );
  }
  const startRound = () => void start();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {state.phase === 'over' ? (
        <RoundReport roundId={state.roundId}>
          <StartButton type="button" onClick={startRound}>
            {t('report.playAgain')}
          </StartButton>
        </RoundReport>
      ) : (
        <>
          <p>
            {/* The server may be set to another length; the clock then shows the real one. */}
            {gameIntro(t, {
              minutes: DEFAULT_ROUND_SECONDS / 60,
              casePoints: GAME_POINTS.case,
              bugPoints: GAME_POINTS.bug,
            })}
          </p>
          <p>{t('rules')}</p>
          {state.phase === 'failed' && (
            <FailureNotice
              text={t('startFailed', { reason: state.reason ?? t('unreachable') })}
              retry={t('retry')}
              onRetry={startRound}
            />
          )}
          <Start onStart={startRound} busy={state.phase === 'starting'} />
        </>
      )}
      {signedIn && <DisplayNameForm />}
      <Leaderboard />
    </>
  );
};
