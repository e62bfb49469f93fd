import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** The h1 every static page starts with. */
export const PageTitle = styled.h1`
  margin: 0 0 ${theme.space.lg};
  font-size: clamp(1.6rem, 4vw, 2.2rem);
  line-height: 1.25;
`;
