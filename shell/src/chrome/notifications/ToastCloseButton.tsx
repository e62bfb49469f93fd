import type { MouseEventHandler } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** Where react-toastify puts its own button, but readable and with a visible focus ring (its own has none). */
const Button = styled.button`
  position: absolute;
  top: ${theme.space.xs};
  inset-inline-end: ${theme.space.xs};
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
  }
`;

export interface ToastCloseButtonProps {
  label: string;
  onClose: MouseEventHandler<HTMLButtonElement>;
}

/** A toast's close button, labelled in the page's language (react-toastify's says 'close' in English). */
export const ToastCloseButton = ({ label, onClose }: ToastCloseButtonProps) => (
  <Button type="button" aria-label={label} onClick={onClose}>
    <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
      />
    </svg>
  </Button>
);
