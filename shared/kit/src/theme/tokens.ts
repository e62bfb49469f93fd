/**
 * Design tokens every front-end part uses: the shell's chrome and the kit's challenge pages, so a remote
 * looks the same inside the shell and on its own. Imported directly, not through a ThemeProvider, so a
 * component renders the same wherever it is mounted.
 */
export const tokens = {
  colors: {
    primary: '#2f55c4',
    primaryHover: '#23449f',
    onPrimary: '#ffffff',
    text: '#1d2433',
    muted: '#4f5969',
    background: '#f5f7fb',
    surface: '#ffffff',
    border: '#dce1ea',
    subtle: '#f0f3fa',
    success: '#1a7f37',
    error: '#b42318',
    errorSurface: '#fdecea',
    disabled: '#eef0f4',
    // Chosen to keep 3:1 against both the white page and the dark top bar (WCAG 1.4.11).
    focus: '#c96a00',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: '8px',
  /** SPEC §2: mobile layout below 768 px, desktop at and above. */
  desktopMinWidth: 768,
} as const;

/** The same breakpoint for CSS and for behaviour (matchMedia). */
export const DESKTOP_QUERY = `(min-width: ${tokens.desktopMinWidth}px)`;
export const onDesktop = `@media ${DESKTOP_QUERY}`;
