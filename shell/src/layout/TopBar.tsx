import type { Ref } from 'react';
import { Link, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { onDesktop, theme } from '../theme/theme';
import { AccountMenu } from './AccountMenu';
import { barControl } from './barControl';
import { EnvironmentBanner } from './EnvironmentBanner';
import { LanguageSelect } from './LanguageSelect';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${theme.layout.topBarHeight};
  padding: 0 ${theme.space.sm};
  background: ${theme.colors.bar};
  color: ${theme.colors.onBar};

  ${onDesktop} {
    padding: 0 ${theme.space.md};
  }

  /* On a phone with long words (Ukrainian), the language's name is cut short rather than the bar overflowing. */
  & > select {
    min-width: 0;
  }
`;

const MenuButton = styled.button`
  ${barControl}
  padding: 0 ${theme.space.sm};
  font-size: 1.4rem;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  /* On narrow screens the name gives way first; nothing may spill over the environment or the account menu. */
  overflow: hidden;
`;

/** The bar's free width, after the name and the environment: the account and language controls sit at its end. */
const Spacer = styled.div`
  flex: 1;
  /* Its own gap would be a second one between the environment and the account menu. */
  margin-inline-start: calc(-1 * ${theme.space.sm});
`;

const Brand = styled(Link)`
  overflow: hidden;
  color: ${theme.colors.onBar};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  text-overflow: ellipsis;

  /* On the narrowest phones the name would shrink to a letter; the menu's Home entry links home too. */
  @media (max-width: 419px) {
    display: none;
  }
`;

export interface TopBarProps {
  /** Whether the side menu is shown (drawer open on mobile, not collapsed on desktop). */
  menuExpanded: boolean;
  /** Id of the side menu the button controls. */
  menuId: string;
  onMenuToggle: () => void;
  /** Lets the layout return focus here when the mobile drawer closes with Escape. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  onLogout: () => void;
}

/** Top bar of SPEC §2: menu button, product name (and environment), account and language dropdowns. */
export const TopBar = ({ menuExpanded, menuId, onMenuToggle, menuButtonRef, onLogout }: TopBarProps) => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  return (
    <Bar>
      <MenuButton
        ref={menuButtonRef}
        type="button"
        aria-label={t('topBar.menu')}
        aria-expanded={menuExpanded}
        aria-controls={menuId}
        onClick={onMenuToggle}
      >
        <span aria-hidden="true">☰</span>
      </MenuButton>
      <Title>
        <Brand to="/app/">{t('appName')}</Brand>
      </Title>
      {/* Outside the name's box, which clips what it cannot fit: the environment is never cut off. */}
      <EnvironmentBanner />
      <Spacer />
      <AccountMenu onLogout={onLogout} />
      <LanguageSelect />
    </Bar>
  );
};
