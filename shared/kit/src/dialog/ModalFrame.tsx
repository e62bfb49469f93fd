import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: grid;
  place-items: center;
  padding: ${tokens.space.md};
  background: rgb(29 36 51 / 55%);
`;

const Dialog = styled.div`
  position: relative;
  width: min(480px, 100%);
  max-height: calc(100vh - 2 * ${tokens.space.md});
  overflow: auto;
  /* A long unbroken value (an answer's 256-character example) wraps instead of widening the dialog. */
  overflow-wrap: anywhere;
  padding: ${tokens.space.lg};
  color: ${tokens.colors.text};
  background: ${tokens.colors.surface};
  border-radius: ${tokens.radius};
  box-shadow: 0 16px 40px rgb(29 36 51 / 30%);

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

export interface ModalFrameProps {
  ref?: Ref<HTMLDivElement>;
  labelledBy: string;
  describedBy?: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  onBackdropMouseDown?: (event: MouseEvent) => void;
  children: ReactNode;
}

/**
 * How a modal dialog looks: the dimmed backdrop and the dialog box. Modal adds the behaviour; the shell also
 * renders it to static HTML at build time (its cookie notice shows before any script has loaded).
 */
export const ModalFrame = ({
  ref,
  labelledBy,
  describedBy,
  onKeyDown,
  onBackdropMouseDown,
  children,
}: ModalFrameProps) => (
  <Backdrop onMouseDown={onBackdropMouseDown}>
    <Dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {children}
    </Dialog>
  </Backdrop>
);
