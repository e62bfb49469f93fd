import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProgressError } from '../progress/progressState';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { tokens } from '../theme/tokens';

export interface ErrorNoticeProps {
  error: ProgressError | null;
}

const Notice = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius};
  background: ${tokens.colors.errorSurface};
  color: ${tokens.colors.error};
`;

/** A failed load or call, in the current language; never the raw transport error. */
export const ErrorNotice = ({ error }: ErrorNoticeProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  return error ? <Notice role="alert">{t(error)}</Notice> : null;
};
