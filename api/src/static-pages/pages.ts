import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@qa/shared/catalogue';
import { etagOf } from '../http/etag';

/** The static pages of SPEC §2, each written in every interface language. */
export const STATIC_PAGES = ['terms-and-conditions', 'privacy-policy'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

export interface StaticFile {
  body: string;
  etag: string;
}

/** The file's name in api/static/, which is also the last segment of its address. */
export const staticPageFileName = (page: StaticPage, language: Language): string =>
  `${page}.${language}.html`;

/**
 * Reads every page in every language once, keyed by file name. Requests are only looked up in this map,
 * never joined to a path, so no address can reach another file; a missing file stops start-up instead of
 * turning into a 404 later.
 */
export async function loadStaticPages(dir: string): Promise<ReadonlyMap<string, StaticFile>> {
  const names = STATIC_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => staticPageFileName(page, language)),
  );
  const files = await Promise.all(
    names.map(async (name) => {
      const body = await readFile(join(dir, name), 'utf8');
      return [name, { body, etag: etagOf(body) }] as const;
    }),
  );
  return new Map(files);
}
