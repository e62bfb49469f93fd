import { PORTS } from '../../scripts/processes.mjs';
import { expect, idleTimeCodeLoaded, test } from '../support/test';

/**
 * Performance goal 3: the JavaScript a challenge page needs to become usable, compressed as the browser receives
 * it. Bytes are deterministic, so the budget may fail the suite. The aim is 175 kB (decision 0046); the budget is
 * where the page stands now, so it can only go down (lower it with each gain). What the page starts only once it
 * is usable and the browser is idle (the identity client) does not count: idle time is withheld, so the count never
 * depends on how fast this machine happens to be.
 */
const FIRST_LOAD_BUDGET = 173_190;
const GOAL = 175_000;

test('a challenge page is usable after at most its budget of compressed JavaScript', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const sizes: Array<Promise<number>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto('/app/challenge/scripted/currencyConverter');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  test.info().annotations.push({ type: 'first-load JS', description: `${bytes} bytes (goal ${GOAL})` });
  expect(sizes.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
});

test('a page loads its own remote only, also once the idle-time code has loaded', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).origin);
  });
  await page.goto('/app/challenge/scripted/currencyConverter');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await idleTimeCodeLoaded(page);
  expect(entries).toEqual([`http://localhost:${PORTS.mfe_scripted}`]);
});
