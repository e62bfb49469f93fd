/**
 * Design tokens of the kit. They repeat the shell's palette (shell/src/theme) because the shared package
 * cannot import the shell; a remote running on its own then looks the same as inside the shell.
 */
export const tokens = {
  colors: {
    primary: '#2f55c4',
    primaryHover: '#23449f',
    onPrimary: '#ffffff',
    text: '#1d2433',
    muted: '#4f5969',
    surface: '#ffffff',
    border: '#dce1ea',
    subtle: '#f0f3fa',
    success: '#1a7f37',
    error: '#b42318',
    errorSurface: '#fdecea',
    focus: '#f2a900',
    disabled: '#eef0f4',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: '8px',
  /** SPEC §2: mobile below 768 px, desktop at and above. */
  desktopMinWidth: 768,
} as const;

export const onDesktop = `@media (min-width: ${tokens.desktopMinWidth}px)`;
