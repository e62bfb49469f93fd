/**
 * Saving the learner's own data as a file (issue 13: progress exported from the dashboard and from the
 * progress page). An entry of its own (`@qa/shared/files`), so only the code that saves a file bundles it.
 */

/**
 * How long the download's object URL lives. Revoking it in the same task can cancel the download in some
 * browsers (Safari, older Firefox); FileSaver.js waits 40 s, and a few kilobytes held that long cost nothing.
 */
export const REVOKE_URL_AFTER_MS = 40_000;

/** `{prefix}-2026-11-24.json`: the learner's own calendar day, not UTC's. */
export const datedFileName = (prefix: string, now: Date): string => {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${prefix}-${day}.json`;
};

/** Saves `value` as pretty-printed JSON through a temporary link: the one way a page can start a download of its own data. */
export const downloadJson = (fileName: string, value: unknown): void => {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_URL_AFTER_MS);
};
