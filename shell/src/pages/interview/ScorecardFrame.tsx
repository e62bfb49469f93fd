import type { Scorecard } from '@qa/shared/interview/schema';
import { useTranslation } from '@qa/shared';
import { isApiError } from '@qa/shared/api';
import { FailureNotice } from '../../layout/FailureNotice';
import { serverMessage } from '../common/serverMessage';
import { ScorecardView } from './ScorecardView';

/** The part of a scorecard query's result (RTK Query) a page shows. */
export interface ScorecardQuery {
  data?: Scorecard;
  error?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface ScorecardFrameProps {
  query: ScorecardQuery;
  /** The page's namespace: `retry`, `unreachable` and the keys below. */
  namespace: string;
  loadingKey: string;
  /** A sentence with `{{reason}}`. */
  failedKey: string;
  /** Said instead of the failure when the server answers 404; without it, a 404 is a failure like another. */
  notFoundKey?: string;
  /** The learner's own session: the card offers its share link. */
  sessionId?: string;
}

/** A scorecard page's body: a wait, a failure with a retry, or the card. */
export const ScorecardFrame = ({
  query: { data, error, isError, refetch },
  namespace,
  loadingKey,
  failedKey,
  notFoundKey,
  sessionId,
}: ScorecardFrameProps) => {
  const { t } = useTranslation(namespace);
  if (data) return <ScorecardView scorecard={data} sessionId={sessionId} />;
  if (!isError) return <p role="status">{t(loadingKey)}</p>;
  if (notFoundKey && isApiError(error) && error.status === 404) return <p role="alert">{t(notFoundKey)}</p>;
  return (
    <FailureNotice
      text={t(failedKey, { reason: serverMessage(error) ?? t('unreachable') })}
      retry={t('retry')}
      onRetry={() => void refetch()}
    />
  );
};
