import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalFrame } from './ModalFrame';

export interface ModalProps {
  open: boolean;
  /** Escape, a click on the backdrop: the same as the dialog's cancelling button. */
  onClose: () => void;
  /** Id of the element that names the dialog, usually its heading. */
  labelledBy: string;
  describedBy?: string;
  /** What gets focus on opening; the first focusable element when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing, when not back to the opener (which would open the dialog again). */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

const focusables = (root: HTMLElement): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * For what covers the page (a dialog, the phone's menu drawer): Tab and Shift+Tab go round the focusable
 * elements of `root`, and bring focus back into it from outside.
 */
export const keepTabWithin = (
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  root: HTMLElement,
) => {
  if (event.key !== 'Tab') return;
  const all = focusables(root);
  const [first, last] = [all[0], all.at(-1)];
  const inside = root.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first?.focus();
  }
};

/** Where the keyboard goes on from when what had focus is gone: the page's heading, made focusable for it. */
export const focusPageHeading = () => {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
};

/**
 * Focus back to `target`; where it cannot take focus any more (a completed challenge's Submit is disabled, an
 * element gone from the page), the page's heading takes it, so the keyboard is not left on the body.
 */
const restoreFocus = (target: HTMLElement | null) => {
  target?.focus();
  if (!target || document.activeElement !== target) focusPageHeading();
};

/**
 * A modal dialog on top of the page: focus moves in on opening, stays inside while open (Tab wraps) and goes
 * back to where it was on closing (or to the page's heading). Rendered into body so no parent's overflow or stacking can clip it.
 */
export const Modal = ({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  returnFocusTo,
  children,
}: ModalProps) => {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    // Without scrolling: a long dialog whose first control is at its end (an OK button) opens at its top.
    (initialFocus?.current ?? (root && focusables(root)[0]) ?? root)?.focus({ preventScroll: true });
    return () => restoreFocus(returnFocusTo?.() ?? opener);
  }, [open, initialFocus, returnFocusTo]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialog.current) keepTabWithin(event, dialog.current);
  };

  return createPortal(
    <ModalFrame
      ref={dialog}
      labelledBy={labelledBy}
      describedBy={describedBy}
      onKeyDown={onKeyDown}
      onBackdropMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
};
