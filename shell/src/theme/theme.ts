/**
 * Design tokens of the shell. Components import them directly rather than through a ThemeProvider,
 * so a component renders the same wherever it is mounted (inside or outside the layout, in tests).
 */
export const theme = {
  colors: {
    primary: '#2f55c4',
    primaryHover: '#23449f',
    onPrimary: '#ffffff',
    text: '#1d2433',
    muted: '#4f5969',
    background: '#f5f7fb',
    surface: '#ffffff',
    border: '#dce1ea',
    bar: '#1c2740',
    onBar: '#ffffff',
    barHover: '#2d3b5c',
    activeLink: '#e8eefc',
    badge: '#b93d0a',
    onBadge: '#ffffff',
    banner: '#fff1b8',
    onBanner: '#4d3500',
    // Chosen to keep 3:1 against both the white page and the dark top bar (WCAG 1.4.11).
    focus: '#c96a00',
    backdrop: 'rgba(15, 23, 42, 0.45)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: '8px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  layout: { topBarHeight: '56px', sideMenuWidth: '264px', contentWidth: '880px' },
  /** SPEC §2: mobile layout below 768 px, desktop at and above. */
  desktopMinWidth: 768,
} as const;

/** The same breakpoint for CSS and for the layout's behaviour (useIsDesktop). */
export const DESKTOP_QUERY = `(min-width: ${theme.desktopMinWidth}px)`;
export const onDesktop = `@media ${DESKTOP_QUERY}`;
