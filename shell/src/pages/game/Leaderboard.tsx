import { DEFAULT_LANGUAGE, isLanguage, languageTag, useTranslation } from '@qa/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardNote, CardTitle, FigureRows } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { serverMessage } from '../common/serverMessage';
import { useLeaderboardQuery } from './gameApi';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';

const Table = styled(FigureRows)`
  tbody th {
    font-weight: normal;
    overflow-wrap: anywhere;
  }
`;

/**
 * This week's best scores, public: loaded on entry (so again after a round, when the board comes back) and
 * after a saved display name, whose call invalidates the board.
 */
export const Leaderboard = () => {
  const { t, i18n } = useTranslation(GAME_PAGE_NAMESPACE);
  const titleId = useId();
  const {
    data: board,
    error,
    isError,
    isLoading,
    refetch,
  } = useLeaderboardQuery(undefined, { refetchOnMountOrArgChange: true });

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The week starts on Monday 00:00 UTC: shown in UTC so a learner west of Greenwich does not read Sunday.
  const weekDate = (weekStart: string) =>
    new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(weekStart),
    );

  return (
    // No loading text of its own: the section only says it is busy.
    <Card aria-labelledby={titleId} aria-busy={isLoading}>
      <CardTitle id={titleId}>{t('leaderboard.title')}</CardTitle>
      {isError && (
        <FailureNotice
          text={t('leaderboard.failed', { reason: serverMessage(error) ?? t('unreachable') })}
          retry={t('retry')}
          onRetry={() => void refetch()}
        />
      )}
      {board && !isError && (
        <>
          <CardNote>{t('leaderboard.week', { date: weekDate(board.weekStart) })}</CardNote>
          {board.entries.length === 0 ? (
            <p>{t('leaderboard.empty')}</p>
          ) : (
            <Table aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{t('leaderboard.rank')}</th>
                  <th scope="col">{t('leaderboard.player')}</th>
                  <th scope="col">{t('leaderboard.score')}</th>
                </tr>
              </thead>
              <tbody>
                {board.entries.map((entry, index) => (
                  // Equal scores share a rank, and names may repeat across ranks: the position is the key.
                  <tr key={index}>
                    <td>{entry.rank}</td>
                    <th scope="row">{entry.displayName}</th>
                    <td>{entry.score}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </Card>
  );
};
