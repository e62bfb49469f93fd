import { tokens } from '@qa/kit';
import styled from 'styled-components';

/** A failure said on the page rather than in a dialog, e.g. a list that did not load; give it role="alert". */
export const FailureLine = styled.p`
  margin: 0;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius};
  background: ${tokens.colors.errorSurface};
  color: ${tokens.colors.error};
`;

/** A success said on the page, inside an element with role="status" so it is announced. */
export const SuccessLine = styled.p`
  margin: 0;
  color: ${tokens.colors.success};
`;
