import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  challengeRoute,
  findChallenge,
  Link,
  selectIsSignedIn,
  useAppSelector,
  useTranslation,
} from '@qa/shared';
import type { GameChallenge, GameRoundReport, GameTechniqueMissed, GameUnranked } from '@qa/shared/game';
import { Card, CardTitle } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { theme } from '../../theme/theme';
import { useChallengeName } from '../common/useChallengeName';
import { serverMessage } from '../common/serverMessage';
import { useRoundReportQuery } from './gameApi';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xl};
  margin: 0 0 ${theme.space.md};

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The text that says why a round is not on the leaderboard, by the reason the server gives. */
const UNRANKED_TEXT: Record<GameUnranked, string> = {
  emailNotConfirmed: 'report.unrankedEmail',
  answersOpened: 'report.unrankedAnswers',
  tooFast: 'report.unrankedTooFast',
};

const Praise = styled.p`
  color: ${theme.colors.success};
  font-weight: 600;
`;

const ChallengeTitle = styled.h3`
  margin: ${theme.space.lg} 0 ${theme.space.xs};
  font-size: 1.1rem;
`;

const Finds = styled.ul`
  margin: 0 0 ${theme.space.xs};
  padding-inline-start: 1.25rem;
`;

/** One technique's misses: its name and the counts, a kind left out when none of it was missed. */
const TechniqueMissed = ({ missed: { name, cases, bugs } }: { missed: GameTechniqueMissed }) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const key = cases > 0 && bugs > 0 ? 'both' : cases > 0 ? 'cases' : 'bugs';
  return <li>{t(`report.missedByTechnique.${key}`, { technique: name, cases, bugs })}</li>;
};

/**
 * What the round found and missed of one challenge: the finds' texts, the misses as counts, and once the round
 * is over the misses by technique (what to practise, without naming the answer).
 */
const ChallengeOutcome = ({ challenge, report }: { challenge: GameChallenge; report: GameRoundReport }) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const nameOf = useChallengeName();
  const byTechniqueId = useId();
  const entry = findChallenge(challenge.type, challenge.key);
  const finds = report.found.filter((find) => find.storeName === challenge.storeName);
  const missed = report.missed[challenge.storeName] ?? { cases: 0, bugs: 0 };
  const byTechnique = report.missedByTechnique?.[challenge.storeName] ?? [];
  return (
    <>
      <ChallengeTitle>{entry ? nameOf(entry) : challenge.key}</ChallengeTitle>
      {finds.length > 0 && (
        <Finds>
          {finds.map((find) => (
            <li key={find.key}>
              {t(find.key.startsWith('bug_') ? 'report.kinds.bug' : 'report.kinds.case')}: {find.text}
            </li>
          ))}
        </Finds>
      )}
      <p>
        {missed.cases + missed.bugs === 0
          ? t('report.allFound')
          : t('report.missed', { cases: missed.cases, bugs: missed.bugs })}{' '}
        {entry && <Link to={challengeRoute(entry)}>{t('report.practise')}</Link>}
      </p>
      {byTechnique.length > 0 && (
        <>
          <p id={byTechniqueId}>{t('report.missedByTechnique.title')}</p>
          <Finds aria-labelledby={byTechniqueId}>
            {byTechnique.map((item) => (
              <TechniqueMissed key={item.technique} missed={item} />
            ))}
          </Finds>
        </>
      )}
    </>
  );
};

const Outcome = ({ report }: { report: GameRoundReport }) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { score, personalBest } = report;
  return (
    <>
      <Figures>
        <div>
          <dt>{t('report.score')}</dt>
          <dd>{score}</dd>
        </div>
        {personalBest !== null && (
          <div>
            <dt>{t('report.best')}</dt>
            <dd>{personalBest}</dd>
          </div>
        )}
      </Figures>
      {personalBest !== null && score > 0 && score >= personalBest && <Praise>{t('report.newBest')}</Praise>}
      {!signedIn && <p>{t('report.bestSignedOut')}</p>}
      {report.unranked !== null && <p>{t(UNRANKED_TEXT[report.unranked])}</p>}
      {report.found.length === 0 && <p>{t('report.nothingFound')}</p>}
      {report.challenges.map((challenge) => (
        <ChallengeOutcome key={challenge.storeName} challenge={challenge} report={report} />
      ))}
    </>
  );
};

/**
 * The end of a round: the server's score, the personal best, what was found and missed, and another round. It
 * takes the place of the round, whose controls are gone, so the keyboard and a screen reader go on from its
 * heading.
 */
export const RoundReport = ({ roundId, children }: { roundId: string; children?: ReactNode }) => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const {
    data: report,
    error,
    isError,
    isLoading,
    refetch,
  } = useRoundReportQuery(roundId, {
    refetchOnMountOrArgChange: true,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby="round-report">
      <CardTitle id="round-report" ref={heading} tabIndex={-1}>
        {t('report.title')}
      </CardTitle>
      {isLoading && <p role="status">{t('report.loading')}</p>}
      {isError && (
        <FailureNotice
          text={t('report.failed', { reason: serverMessage(error) ?? t('unreachable') })}
          retry={t('retry')}
          onRetry={() => void refetch()}
        />
      )}
      {report && !isError && <Outcome report={report} />}
      {children}
    </Card>
  );
};
