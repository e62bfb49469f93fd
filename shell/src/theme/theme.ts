import { tokens } from '@qa/kit/static';

/** The shared tokens plus what only the chrome uses (bars, badge, banner, layout sizes). */
export const theme = {
  ...tokens,
  colors: {
    ...tokens.colors,
    bar: '#1c2740',
    onBar: '#ffffff',
    barHover: '#2d3b5c',
    activeLink: '#e8eefc',
    badge: '#b93d0a',
    onBadge: '#ffffff',
    banner: '#fff1b8',
    onBanner: '#4d3500',
    backdrop: 'rgba(15, 23, 42, 0.45)',
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  layout: { topBarHeight: '56px', sideMenuWidth: '264px', contentWidth: '880px', wideContentWidth: '1440px' },
} as const;

export { DESKTOP_QUERY, onDesktop } from '@qa/kit/static';
