import { css } from 'styled-components';
import { onDesktop, theme } from '../theme/theme';

/** The look shared by the top bar's buttons and its language select. */
export const barControl = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 40px;
  padding: 0 ${theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.onBar};
  font: inherit;
  cursor: pointer;

  ${onDesktop} {
    padding: 0 ${theme.space.md};
  }

  &:hover {
    background: ${theme.colors.barHover};
  }
`;
