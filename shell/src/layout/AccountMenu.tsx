import { selectIsSignedIn, useAppSelector, Link, useTranslation } from '@qa/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { theme } from '../theme/theme';
import { barControl } from './barControl';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  ${barControl}
`;

const Panel = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${theme.space.xs});
  z-index: 20;
  min-width: 180px;
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.15);
`;

const entryStyle = css`
  display: block;
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 0;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.background};
  }
`;

const EntryLink = styled(Link)`
  ${entryStyle}
`;

const EntryButton = styled.button`
  ${entryStyle}
`;

export interface AccountMenuProps {
  /** Signs out; the caller also decides where to go afterwards (SPEC §2: logout goes to login). */
  onLogout: () => void;
}

/**
 * The account dropdown, a disclosure button with its entries: Login and Register when signed out,
 * Dashboard and Logout when signed in. Escape and a click outside close it.
 */
export const AccountMenu = ({ onLogout }: AccountMenuProps) => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Root ref={rootRef} onKeyDown={closeOnEscape}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('topBar.account')} <span aria-hidden="true">▾</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {signedIn ? (
          <>
            <li>
              <EntryLink to="/app/account/dashboard" onClick={close}>
                {t('topBar.dashboard')}
              </EntryLink>
            </li>
            <li>
              <EntryButton
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                {t('topBar.logout')}
              </EntryButton>
            </li>
          </>
        ) : (
          <>
            <li>
              <EntryLink to="/app/account/login" onClick={close}>
                {t('topBar.login')}
              </EntryLink>
            </li>
            <li>
              <EntryLink to="/app/account/register" onClick={close}>
                {t('topBar.register')}
              </EntryLink>
            </li>
          </>
        )}
      </Panel>
    </Root>
  );
};
