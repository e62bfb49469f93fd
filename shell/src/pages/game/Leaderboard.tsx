import { DEFAULT_LANGUAGE, isLanguage, languageTag } from '@qa/shared';
import type { GameLeaderboard } from '@qa/shared/game';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardNote, CardTitle, FigureRows } from '../../layout/Card';
import { FailureNotice } from '../../layout/FailureNotice';
import { serverMessage } from '../serverMessage';
import { fetchLeaderboard } from './gameCalls';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';

type BoardState =
  | { status: 'loading' }
  /** `reason` is the server's own (localized) message when it gave one. */
  | { status: 'failed'; reason?: string }
  | { status: 'ready'; board: GameLeaderboard };

const Table = styled(FigureRows)`
  tbody th {
    font-weight: normal;
    overflow-wrap: anywhere;
  }
`;

/** This week's best scores, public; loaded again when `refreshKey` changes (a round ended). */
export const Leaderboard = ({ refreshKey }: { refreshKey?: number }) => {
  const { t, i18n } = useTranslation(GAME_PAGE_NAMESPACE);
  const titleId = useId();
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A load made outdated by a refresh, a retry or unmounting must not overwrite the state.
    let live = true;
    fetchLeaderboard()
      .then((board) => live && setState({ status: 'ready', board }))
      .catch((error: unknown) => live && setState({ status: 'failed', reason: serverMessage(error) }));
    return () => {
      live = false;
    };
  }, [refreshKey, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The week starts on Monday 00:00 UTC: shown in UTC so a learner west of Greenwich does not read Sunday.
  const weekDate = (weekStart: string) =>
    new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(weekStart),
    );

  return (
    // No loading text of its own: the section only says it is busy.
    <Card aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <CardTitle id={titleId}>{t('leaderboard.title')}</CardTitle>
      {state.status === 'failed' && (
        <FailureNotice
          text={t('leaderboard.failed', { reason: state.reason ?? t('unreachable') })}
          retry={t('retry')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <CardNote>{t('leaderboard.week', { date: weekDate(state.board.weekStart) })}</CardNote>
          {state.board.entries.length === 0 ? (
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
                {state.board.entries.map((entry, index) => (
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
