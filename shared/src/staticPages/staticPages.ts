import Type, { type Static } from 'typebox';
import type { Language } from '../i18n/languages';

/** The static pages the server serves in every language (SPEC §2). */
export type StaticPageName = 'terms-and-conditions' | 'privacy-policy';

/** GET: the page as an HTML fragment in the language (SPEC §7). */
export const staticPagePath = (page: StaticPageName, language: Language): string =>
  `api/static/${page}.${language}.html`;

/** The answer of GET a static page: the route answers with it and the browser checks what it reads. */
export const StaticHtmlSchema = Type.String({ description: 'An HTML fragment' });

export type StaticHtml = Static<typeof StaticHtmlSchema>;
