/**
 * Saving the learner's own data as a file (progress exported from the dashboard and from the
 * progress page; a class's grid as CSV). An entry of its own (`@qa/shared/files`), so only the code that saves a file bundles it.
 */

/**
 * How long the download's object URL lives. Revoking it in the same task can cancel the download in some
 * browsers (Safari, older Firefox); FileSaver.js waits 40 s, and a few kilobytes held that long cost nothing.
 */
export const REVOKE_URL_AFTER_MS = 40_000;

/** `{prefix}-2026-11-24.json`: the learner's own calendar day, not UTC's. */
export const datedFileName = (prefix: string, now: Date, extension = 'json'): string => {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${prefix}-${day}.${extension}`;
};

/** Saves `text` as a file of `type` through a temporary link: the one way a page can start a download of its own data. */
export const downloadText = (fileName: string, text: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_URL_AFTER_MS);
};

/** Saves `value` as pretty-printed JSON. */
export const downloadJson = (fileName: string, value: unknown): void =>
  downloadText(fileName, `${JSON.stringify(value, null, 2)}\n`, 'application/json');
