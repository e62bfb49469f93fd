import { tokens } from '@qa/shared';
import styled, { css } from 'styled-components';

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

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The main action of a screen or dialog (the kit's look; its button styles are not exported). */
export const PrimaryButton = styled.button`
  ${base}
  color: ${tokens.colors.onPrimary};
  background: ${tokens.colors.primary};
  border: 0;

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${tokens.colors.primaryHover};
  }
`;

/** Any other action: outlined, so the primary one stands out. */
export const SecondaryButton = styled.button`
  ${base}
  color: ${tokens.colors.primary};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.primary};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${tokens.colors.subtle};
  }
`;
