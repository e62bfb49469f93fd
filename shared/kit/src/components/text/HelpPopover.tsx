import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { textButtonStyle } from '../buttons/textButtonStyle';
import { tokens } from '../../theme/tokens';

export interface HelpPopoverProps {
  /** The description lines. */
  lines: readonly string[];
  hint?: string;
}

/**
 * Not positioned itself: the popover spans the nearest positioned ancestor (the title row), so on a phone it
 * stays on screen wherever the question mark sits.
 */
const Wrapper = styled.div`
  display: inline-block;
`;

const QuestionMark = styled.button`
  width: 44px;
  height: 44px;
  font: inherit;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${tokens.colors.primary};
  background: ${tokens.colors.surface};
  border: 2px solid ${tokens.colors.primary};
  border-radius: 50%;
  cursor: pointer;

  &:hover {
    background: ${tokens.colors.subtle};
  }

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

const Popover = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${tokens.space.sm});
  left: 0;
  right: 0;
  max-width: 480px;
  padding: ${tokens.space.md};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius};
  box-shadow: 0 8px 24px rgb(29 36 51 / 16%);

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }

  h2,
  h3 {
    margin: 0 0 ${tokens.space.sm};
    font-size: 1rem;
  }

  p {
    margin: 0 0 ${tokens.space.sm};
  }
`;

const Close = styled.button`
  ${textButtonStyle}
`;

/**
 * The question mark beside the title (SPEC §2): a non-modal dialog with the description lines and the hint.
 * Opening moves focus into it; Escape or Close puts focus back on the question mark; a click outside closes it.
 */
export const HelpPopover = ({ lines, hint }: HelpPopoverProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const popoverId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    popover.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    // Escape works from the question mark too, should focus have gone back to it.
    <Wrapper ref={wrapper} onKeyDown={open ? closeOnEscape : undefined}>
      <QuestionMark
        ref={button}
        type="button"
        data-tour="question-mark"
        aria-label={t('aboutChallenge')}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        ?
      </QuestionMark>
      {open && (
        <Popover ref={popover} id={popoverId} role="dialog" aria-labelledby={headingId} tabIndex={-1}>
          <h2 id={headingId}>{t('aboutChallenge')}</h2>
          {lines.map((line, index) => (
            // Static lines in a fixed order: the position is their identity.
            <p key={index}>{line}</p>
          ))}
          {hint && (
            <>
              <h3>{t('hintHeading')}</h3>
              <p>{hint}</p>
            </>
          )}
          <Close type="button" onClick={close}>
            {t('close')}
          </Close>
        </Popover>
      )}
    </Wrapper>
  );
};
