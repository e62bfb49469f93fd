import type { Page } from '@playwright/test';
import { createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { logIn, logOut } from '../support/session';
import { expect, idleTimeCodeLoaded, test } from '../support/test';

const CHALLENGE = '/app/challenge/scripted/currencyConverter';

const snapshotKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pageSnapshot')));

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

test('a page seen before is painted from its snapshot at once, and the page takes over once its code has run', async ({
  page,
}) => {
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  const title = await page.title();
  // Kept once the page's idle-time code has loaded and the browser is idle.
  await idleTimeCodeLoaded(page);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `pageSnapshot:${CHALLENGE}`))
    .toBe(true);

  // The second visit's remote code is held back: what shows meanwhile is the snapshot alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(CHALLENGE, { waitUntil: 'domcontentloaded' });
  const snapshot = page.locator('#qa-snapshot');
  await expect(snapshot).toBeVisible();
  expect((await snapshot.boundingBox())?.height).toBeGreaterThan(400);
  await expect(page).toHaveTitle(title);
  // Nothing in it can be reached: the form is not there for a click or a screen reader until the page's own is.
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(snapshot).toHaveCount(0);
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('7');
  await expect(amount).toHaveValue('7');
});

test('signing out forgets every page snapshot: a signed-out page never shows what the account saw', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('snapshot');
  await createAccount(request, email, TEST_PASSWORD);
  await logIn(page, email, TEST_PASSWORD);
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect.poll(() => snapshotKeys(page), { timeout: 15_000 }).toContain(`pageSnapshot:${CHALLENGE}`);

  await logOut(page);
  // The login page it lands on may be kept again, signed out; the dashboard and the challenge are gone.
  const kept = await snapshotKeys(page);
  expect(
    kept.filter((key) => key.startsWith('pageSnapshot:') && !key.endsWith('/app/account/login')),
  ).toEqual([]);
});
