import { useEffect, useEffectEvent, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { keepTabWithin } from '@qa/kit';
import { PendingCookieNotice } from '../chrome/cookies/PendingCookieNotice';
import { Notifications } from '../chrome/notifications/Notifications';
import { ChallengeTour } from '../chrome/tour/ChallengeTour';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { GlobalStyle } from '../theme/GlobalStyle';
import { onDesktop, theme } from '../theme/theme';
import { Footer } from './Footer';
import { LoadingOverlay } from './LoadingOverlay';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useDocumentTitle } from './useDocumentTitle';
import { useIsDesktop } from './useIsDesktop';
import { usePageStart } from './usePageStart';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${theme.space.sm};
  top: -100px;
  z-index: 200;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};

  &:focus {
    top: ${theme.space.sm};
  }
`;

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - ${theme.layout.topBarHeight});
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${theme.layout.topBarHeight} 0 0 0;
  z-index: 10;
  background: ${theme.colors.backdrop};
`;

/** A drawer over the page on mobile; a column beside the content on desktop. */
const Sidebar = styled.aside`
  position: fixed;
  top: ${theme.layout.topBarHeight};
  bottom: 0;
  inset-inline-start: 0;
  z-index: 20;
  width: min(${theme.layout.sideMenuWidth}, 85vw);
  overflow-y: auto;
  padding: ${theme.space.md} ${theme.space.sm};
  background: ${theme.colors.surface};
  border-inline-end: 1px solid ${theme.colors.border};
  box-shadow: 4px 0 16px rgba(15, 23, 42, 0.12);

  ${onDesktop} {
    position: sticky;
    bottom: auto;
    align-self: flex-start;
    flex-shrink: 0;
    width: ${theme.layout.sideMenuWidth};
    height: calc(100vh - ${theme.layout.topBarHeight});
    box-shadow: none;
  }
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

/*
 * The comments are here, not in the CSS, which ships as written. `min-width: 0`: a flex item is as wide as its
 * widest content by default, and a wide table would widen the page instead of scrolling inside its card.
 * `min-height`: a page grows as its remote and its data arrive, so the footer starts below the fold and is never
 * pushed down in view (layout shift). A page of wide figures (a class's grid, marked `data-wide-page`) takes the
 * window's width, so a dozen columns fit a laptop. Focus comes only as the skip link's target: not a control.
 */
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-width: 0;
  min-height: 100vh;
  max-width: ${theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};

  &:has([data-wide-page]) {
    max-width: ${theme.layout.wideContentWidth};
  }

  &:focus {
    outline: none;
  }

  ${onDesktop} {
    padding: ${theme.space.xl} ${theme.space.lg};
  }
`;

/**
 * An open drawer covers the page, so it holds the keyboard as a dialog does: its first link takes focus, Tab
 * goes round its links, and Escape closes it wherever focus is.
 */
const useDrawerFocus = (open: boolean, drawer: RefObject<HTMLElement | null>, close: () => void) => {
  const onEscape = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
      else if (drawer.current) keepTabWithin(event, drawer.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, drawer]);
};

/** Fixed ids: the layout is mounted once, and the skip link and menu button point at them. */
const SIDE_MENU_ID = 'side-menu';
const MAIN_ID = 'main-content';

export interface LayoutProps {
  children: ReactNode;
  /** Signs the user out (the top bar's Logout); the caller then goes to the login screen. */
  onLogout: () => void;
}

/**
 * The chrome around every page: top bar, side menu, main area, footer, the loading overlay, notifications, the
 * cookie notice and the guided tour of challenge pages.
 * Below 768 px the side menu is a drawer that the menu button opens and that closes on a choice, Escape
 * or a tap beside it; from 768 px it is a column that the same button collapses.
 */
export const Layout = ({ children, onLogout }: LayoutProps) => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  usePageStart(mainRef);
  useDocumentTitle();
  useDocumentLanguage();

  const expanded = isDesktop ? !collapsed : drawerOpen;
  const closeDrawer = () => setDrawerOpen(false);
  const toggleMenu = () => (isDesktop ? setCollapsed((was) => !was) : setDrawerOpen((was) => !was));
  const sidebarRef = useRef<HTMLElement>(null);
  useDrawerFocus(!isDesktop && drawerOpen, sidebarRef, () => {
    closeDrawer();
    menuButtonRef.current?.focus();
  });

  return (
    <>
      <GlobalStyle />
      <SkipLink href={`#${MAIN_ID}`}>{t('skipToContent')}</SkipLink>
      <TopBar
        menuExpanded={expanded}
        menuId={SIDE_MENU_ID}
        onMenuToggle={toggleMenu}
        menuButtonRef={menuButtonRef}
        onLogout={onLogout}
      />
      <Body>
        {!isDesktop && drawerOpen && <Backdrop aria-hidden="true" onClick={closeDrawer} />}
        <Sidebar id={SIDE_MENU_ID} hidden={!expanded} ref={sidebarRef}>
          <SideMenu onNavigate={isDesktop ? undefined : closeDrawer} />
        </Sidebar>
        <Content>
          <Main id={MAIN_ID} tabIndex={-1} ref={mainRef}>
            {children}
          </Main>
          <Footer />
        </Content>
      </Body>
      <LoadingOverlay />
      <Notifications />
      <PendingCookieNotice />
      <ChallengeTour />
    </>
  );
};
