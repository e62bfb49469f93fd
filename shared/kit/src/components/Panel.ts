import styled from 'styled-components';
import { tokens } from '../theme/tokens';

/** The card every block of a challenge page sits on. */
export const Panel = styled.section`
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius};
  padding: ${tokens.space.md} ${tokens.space.lg};
`;

export const PanelHeading = styled.h2`
  margin: 0 0 ${tokens.space.sm};
  font-size: 1.125rem;
  line-height: 1.4;
`;
