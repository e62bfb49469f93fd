import { useTranslation } from '@qa/shared';
import { useLayoutEffect } from 'react';
import styled from 'styled-components';
import { RemoteContractError } from './remoteContract';
import { revealPage } from './snapshot/pageShown';

const Box = styled.section`
  margin: 2rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  border: 1px solid #f0b429;
  border-radius: 8px;
  background: #fffbea;
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.5rem 1.25rem;
  border: none;
  border-radius: 6px;
  background: #1f5fbf;
  color: #fff;
  font: inherit;
  cursor: pointer;
`;

interface RemoteFallbackProps {
  /** What the remote's load or render threw: a contract mismatch gets its own reason. */
  error?: unknown;
  onRetry: () => void;
  /** Reloads the whole page; only a newer shell helps a remote that needs a newer contract. */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** Shown in place of a remote that could not load or crashed, naming the reason where one is known. */
export const RemoteFallback = ({ error, onRetry, onReload = reloadPage }: RemoteFallbackProps) => {
  const { t } = useTranslation('chrome');
  const mismatch = error instanceof RemoteContractError ? error.mismatch : null;
  // The page's snapshot, if index.html painted one, gives way to the failure.
  useLayoutEffect(revealPage, []);
  return (
    <Box role="alert" data-testid="remote-fallback" data-reason={mismatch ?? 'unavailable'}>
      <p>{t(mismatch ? `remote.${mismatch}` : 'remote.unavailable')}</p>
      {mismatch === 'siteTooOld' ? (
        <RetryButton type="button" onClick={onReload}>
          {t('remote.reload')}
        </RetryButton>
      ) : (
        <RetryButton type="button" onClick={onRetry}>
          {t('remote.retry')}
        </RetryButton>
      )}
    </Box>
  );
};
