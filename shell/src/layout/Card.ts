import styled from 'styled-components';
import { theme } from '../theme/theme';

/** A block of a page set off from the background: the list's series, the parts of the progress report. */
export const Card = styled.section`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;
