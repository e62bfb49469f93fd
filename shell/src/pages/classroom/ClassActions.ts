import { secondaryButtonStyle } from '@qa/kit';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** A row of a class page's secondary actions (rename, delete, a new term), wrapping on a narrow screen. */
export const ClassActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};

  button {
    ${secondaryButtonStyle}
  }
`;
