import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@qa/shared/catalogue';
import { STATIC_DIR } from '../../src/paths';
import { loadStaticPages, STATIC_PAGES, staticPageFileName } from '../../src/static-pages/pages';

const ALL_FILES = STATIC_PAGES.flatMap((page) =>
  LANGUAGES.map((language) => staticPageFileName(page, language)),
);

/** Its tags in order (`<h2`, `</h2`, ...): the shape of a page without its words. */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((match) => match[0]);

describe('the static pages in api/static', () => {
  let pages: Awaited<ReturnType<typeof loadStaticPages>>;
  beforeAll(async () => {
    pages = await loadStaticPages(STATIC_DIR);
  });

  it('are every page in every language, and nothing else', () => {
    expect([...pages.keys()].sort()).toEqual([...ALL_FILES].sort());
    expect(ALL_FILES).toHaveLength(8);
  });

  it.each(ALL_FILES)('%s is a simple HTML fragment: headings, paragraphs and lists only', (name) => {
    const { body } = pages.get(name)!;
    // The shell shows the page title as the h1; the fragment starts below it.
    expect(body.trimStart()).toMatch(/^<(p|h2)>/);
    expect(body).not.toMatch(/<h1/i);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son\w+\s*=/i);
    expect(new Set(tagsOf(body).map((tag) => tag.replace('/', '')))).toEqual(
      new Set(['<h2', '<p', '<ul', '<li']),
    );
    // Attributes of any kind would be styling or behaviour; the sanitizer in the browser is the second line.
    expect(body).not.toMatch(/<[a-z0-9]+\s/i);
  });

  it.each(STATIC_PAGES)('%s has the same sections in every language as in English', (page) => {
    const english = tagsOf(pages.get(staticPageFileName(page, 'en'))!.body);
    for (const language of LANGUAGES) {
      const { body } = pages.get(staticPageFileName(page, language))!;
      expect(tagsOf(body)).toEqual(english);
      if (language !== 'en') expect(body).not.toBe(pages.get(staticPageFileName(page, 'en'))!.body);
    }
  });

  it('refuses to start without a page rather than answer 404 later', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'static-pages-'));
    try {
      await writeFile(join(dir, staticPageFileName('privacy-policy', 'en')), '<h2>Privacy</h2>');
      await expect(loadStaticPages(dir)).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
