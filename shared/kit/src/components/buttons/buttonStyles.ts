import styled, { css } from 'styled-components';
import { tokens } from '../../theme/tokens';

const base = css`
  min-height: 44px;
  padding: ${tokens.space.sm} ${tokens.space.lg};
  font: inherit;
  font-weight: 600;
  border-radius: ${tokens.radius};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }

  /* aria-disabled keeps a busy button focusable, so a dialog can return focus to it. */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The main action of a form or dialog. */
export const primaryButtonStyle = css`
  ${base}
  color: ${tokens.colors.onPrimary};
  background: ${tokens.colors.primary};
  border: 0;

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${tokens.colors.primaryHover};
  }
`;

/** Any other action: outlined, so the primary one stands out. */
export const secondaryButtonStyle = css`
  ${base}
  color: ${tokens.colors.primary};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.primary};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${tokens.colors.subtle};
  }
`;

/** A button of any other action, as most of them are: one component, not a copy of it a feature. */
export const SecondaryButton = styled.button`
  ${secondaryButtonStyle}
`;
