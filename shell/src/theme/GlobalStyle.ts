import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }

  a {
    color: ${theme.colors.primary};
  }

  /* Styled components set display; without this a hidden element would still show. */
  [hidden] {
    display: none !important;
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
