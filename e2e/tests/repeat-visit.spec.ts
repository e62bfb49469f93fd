import { expect, idleTimeCodeLoaded, test } from '../support/test';

const CHALLENGE = '/app/challenge/scripted/currencyConverter';

test('a second visit downloads no JavaScript: hashed chunks come from the cache, entry files are revalidated', async ({
  page,
}) => {
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  // The first visit's idle-time code is in the cache too.
  await idleTimeCodeLoaded(page);

  const scripts: Array<Promise<{ url: string; status: number; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => ({
        url: request.url(),
        status: response?.status() ?? 0,
        bytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  // An entry file (plain name) is asked again and answered 304; a chunk (content hash) is not asked at all.
  expect(loaded.filter(({ bytes }) => bytes > 0)).toEqual([]);
  expect(loaded.filter(({ url, status }) => status === 200 && !/\.[0-9a-f]{8}\.js$/.test(url))).toEqual([]);
});
