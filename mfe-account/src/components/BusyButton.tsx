import type { ReactNode } from 'react';
import { useTranslation } from '@qa/shared';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { PrimaryButton, SecondaryButton } from './buttons';

export interface BusyButtonProps {
  busy: boolean;
  /** Disabled for a reason other than a call in progress, e.g. the agreement not yet checked. */
  disabled?: boolean;
  /** A submit button of the form it is in; otherwise a plain button with onClick. */
  type?: 'submit' | 'button';
  variant?: 'primary' | 'secondary';
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A button that says 'Please wait…' while its identity call runs. Busy is aria-disabled, not disabled, so the
 * button keeps focus and the notice dialog gives focus back to it; the caller ignores presses meanwhile.
 */
export const BusyButton = ({
  busy,
  disabled,
  type = 'submit',
  variant = 'primary',
  onClick,
  children,
}: BusyButtonProps) => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const Button = variant === 'primary' ? PrimaryButton : SecondaryButton;
  return (
    <Button type={type} disabled={disabled} aria-disabled={busy || undefined} onClick={onClick}>
      {busy ? t('busy') : children}
    </Button>
  );
};
