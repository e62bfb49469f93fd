import { css } from 'styled-components';
import { theme } from '../theme/theme';

/** The look shared by the top bar's buttons and its language select. */
export const barControl = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 40px;
  padding: 0 ${theme.space.md};
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.onBar};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.barHover};
  }
`;
