import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { ProgressError } from '../../progress/progressState';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';
import { SecondaryButton } from '../buttons/buttonStyles';

export interface ErrorNoticeProps {
  error: ProgressError | null;
  /** Offered while the challenge itself has not loaded: there is nothing to practise on until it does. */
  onRetry?: () => void;
}

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius};
  background: ${tokens.colors.errorSurface};
  color: ${tokens.colors.error};
`;

/** A failed load or call, in the current language; never the raw transport error. */
export const ErrorNotice = ({ error, onRetry }: ErrorNoticeProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  return error ? (
    <Notice role="alert">
      {t(error)}
      {onRetry && (
        <SecondaryButton type="button" onClick={onRetry}>
          {t('retry')}
        </SecondaryButton>
      )}
    </Notice>
  ) : null;
};
