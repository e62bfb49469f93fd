import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { tokens } from '../theme/tokens';

export interface ResultLineProps {
  message: string;
}

const Line = styled.p`
  margin: 0;
  min-height: 1.6em;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${tokens.colors.muted};
  margin-right: ${tokens.space.sm};
`;

/** The last result message. Always rendered: a live region must exist before its text changes. */
export const ResultLine = ({ message }: ResultLineProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <Line role="status" aria-label={t('resultLabel')}>
      {message !== '' && (
        <>
          <Label>{t('resultLabel')}:</Label>
          <strong>{message}</strong>
        </>
      )}
    </Line>
  );
};
