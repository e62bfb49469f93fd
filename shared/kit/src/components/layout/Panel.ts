import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

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

/** A panel's heading with its counter beside it (wrapping below on narrow screens). */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

/** What a panel says while it has nothing to list. */
export const PanelNote = styled.p`
  margin: 0;
  color: ${tokens.colors.muted};
`;
