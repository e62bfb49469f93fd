import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 11 goal 3: the JavaScript a challenge page asks for before it is usable (its form's submit button is
 * in the page), compressed as the browser receives it. Bytes are deterministic, so the budget may fail the
 * suite. The goal is 170 kB; the budget is where the page stands now, so it can only go down (lower it with
 * each gain). What loads after that moment (the identity client) does not count.
 */
const FIRST_LOAD_BUDGET = 280_000;
const GOAL = 170_000;

test('a challenge page is usable after at most its budget of compressed JavaScript', async ({ page }) => {
  await page.addInitScript(() => {
    const mark = () => {
      if (!document.querySelector('form button[type="submit"]')) return false;
      (window as unknown as { qaUsableAt: number }).qaUsableAt = Date.now();
      return true;
    };
    new MutationObserver((_changes, observer) => {
      if (mark()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto('/app/challenge/scripted/currencyConverter');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const usableAt = await page.evaluate(() => (window as unknown as { qaUsableAt: number }).qaUsableAt);
  const before = scripts.filter((request) => request.timing().startTime <= usableAt);
  const sizes = await Promise.all(before.map(async (request) => (await request.sizes()).responseBodySize));
  const bytes = sizes.reduce((total, size) => total + size, 0);
  test.info().annotations.push({ type: 'first-load JS', description: `${bytes} bytes (goal ${GOAL})` });
  expect(before.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
});
