import { css } from 'styled-components';
import { tokens } from '../../theme/tokens';

/** A button that reads as a link: for actions inside text, e.g. "Read more". */
export const textButtonStyle = css`
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: ${tokens.colors.primary};
  background: none;
  border: 0;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${tokens.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;
