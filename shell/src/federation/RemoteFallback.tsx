import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

/** Shown in place of a remote that could not load or crashed. */
export const RemoteFallback = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('chrome');
  return (
    <Box role="alert" data-testid="remote-fallback">
      <p>{t('remote.unavailable')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('remote.retry')}
      </RetryButton>
    </Box>
  );
};
