/**
 * Runs one of index.html's inline scripts (the early cookie notice, the page snapshot) as the document would:
 * with its settings as data attributes, from where `place` puts it. jsdom runs an inserted script with
 * document.currentScript set, as a browser does.
 */
export const runInlineScript = (
  source: string,
  settings: Record<string, string>,
  place: (script: HTMLScriptElement) => void,
): void => {
  const script = document.createElement('script');
  Object.assign(script.dataset, settings);
  script.textContent = source;
  place(script);
};
