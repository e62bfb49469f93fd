import type { Notification } from '@qa/shared';
import { toast } from 'react-toastify';

/**
 * The shell's notifier: one toast per notification. The variants of SPEC §9 are react-toastify's types; without
 * autoCloseMs the container's default time applies.
 */
export const showToast = ({ text, variant = 'default', autoCloseMs }: Notification): void => {
  toast(text, { type: variant, autoClose: autoCloseMs });
};
