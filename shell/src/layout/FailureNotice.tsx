import { secondaryButtonStyle } from '@qa/kit';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Box = styled.div`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorSurface};
  color: ${theme.colors.error};

  button {
    ${secondaryButtonStyle}
    margin-inline-start: ${theme.space.sm};
  }
`;

/** A load that failed, said as an alert, with the button that tries it again. */
export const FailureNotice = ({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
}) => (
  <Box role="alert">
    {text}
    <button type="button" onClick={onRetry}>
      {retry}
    </button>
  </Box>
);
