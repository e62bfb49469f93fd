import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { PARTS_NAMESPACE } from '../../parts/partTexts';
import { secondaryButtonStyle } from './buttonStyles';
import { tokens } from '../../theme/tokens';

const COPIED_MS = 2000;

const Button = styled.button`
  ${secondaryButtonStyle}
  min-height: 32px;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  font-size: 0.875rem;
`;

/** Copies `text` to the clipboard and says so for two seconds; `label` names what it copies. */
export const CopyButton = ({
  text,
  label,
  disabled,
}: {
  text: string;
  label: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation(PARTS_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // No clipboard (an insecure page, a refused permission): the text stays there to select.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <Button
      type="button"
      aria-label={`${t('copy')}: ${label}`}
      disabled={disabled}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
};
