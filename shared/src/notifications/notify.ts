/**
 * Notifications (SPEC §9: default, success, warning, error, info). Any part may notify; the shell shows them
 * (react-toastify) and provides the notifier at start-up, so remotes need no notification library of their own.
 */
export type NotificationVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

export interface Notification {
  text: string;
  variant?: NotificationVariant;
  /** How long it stays; the shell's default when absent. */
  autoCloseMs?: number;
}

type Notifier = (notification: Notification) => void;

let pending: Notification[] = [];
let notifier: Notifier | undefined;

/** Shows a notification; ones sent before the shell is ready are shown once it is. */
export const notify = (notification: Notification): void => {
  if (notifier) notifier(notification);
  else pending.push(notification);
};

/** Called once by the shell with the function that shows a notification. */
export const provideNotifier = (show: Notifier): void => {
  notifier = show;
  const queued = pending;
  pending = [];
  queued.forEach(show);
};
