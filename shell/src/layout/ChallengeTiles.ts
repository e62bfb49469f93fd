import styled from 'styled-components';
import { theme } from '../theme/theme';

/** The grid of challenge tiles: the list's series and the answers page's catalogue. */
export const ChallengeTiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
