import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';

export interface ResultLineProps {
  message: string;
}

const Line = styled.div`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${tokens.colors.muted};
  margin-right: ${tokens.space.sm};
`;

/** An HTTP answer's headers and body, as a client shows them: kept as sent, and scrolled when long. */
const Details = styled.pre`
  margin: ${tokens.space.xs} 0 0;
  padding: ${tokens.space.sm};
  max-height: 16rem;
  overflow: auto;
  font-size: 0.875rem;
  white-space: pre-wrap;
  background: ${tokens.colors.subtle};
  border-radius: ${tokens.radius};
`;

/**
 * The last result message; one of several lines (an API's answer: status, headers, body) shows its first line
 * as the result and the rest below it. Always rendered: a live region must exist before its text changes.
 */
export const ResultLine = ({ message }: ResultLineProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [first, ...more] = message.split('\n');
  return (
    <Line role="status" aria-label={t('resultLabel')}>
      {message !== '' && (
        <>
          <Label>{t('resultLabel')}:</Label>
          <strong>{first}</strong>
          {more.length > 0 && <Details tabIndex={0}>{more.join('\n')}</Details>}
        </>
      )}
    </Line>
  );
};
