import { http, notify, type Language } from '@qa/shared';
import { useEffect, useState } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/** The static pages the server serves in every language (SPEC §2). */
export type StaticPageName = 'terms-and-conditions' | 'privacy-policy';

interface Loaded {
  /** Which page and language the HTML belongs to, so a switch never shows the previous one's text. */
  source: string;
  html: string;
}

/**
 * GET api/static/{page}.{language}.html (SPEC §7), loaded again when the page or the language changes and
 * sanitized before anyone inserts it. A failure is an error notice with the error's message (SPEC §8).
 * Null until the HTML of this page and language has arrived.
 */
export const useStaticHtml = (page: StaticPageName, language: Language): string | null => {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const source = `${page}.${language}`;
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<unknown>(`api/static/${source}.html`, { signal: controller.signal })
      .then((body) => setLoaded({ source, html: sanitizeHtml(typeof body === 'string' ? body : '') }))
      .catch((error: unknown) => {
        // A call cancelled because the user moved on is not a failure worth telling them about.
        if (controller.signal.aborted) return;
        notify({ text: error instanceof Error ? error.message : String(error), variant: 'error' });
      });
    return () => controller.abort();
  }, [source]);
  return loaded?.source === source ? loaded.html : null;
};
