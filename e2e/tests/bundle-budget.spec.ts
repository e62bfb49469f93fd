import { expect, test } from '../support/test';

/**
 * Issue 11 goal 3: the JavaScript a challenge page needs before it is usable, compressed, as the browser
 * receives it. Bytes are deterministic, so the budget may fail the suite. The goal is 170 kB; the budget is
 * where the page stands now, so it can only go down (lower it with each gain).
 */
const FIRST_LOAD_BUDGET = 325_000;
const GOAL = 170_000;

test('a challenge page is usable after at most its budget of compressed JavaScript', async ({ page }) => {
  const scripts: Array<Promise<number>> = [];
  let usable = false;
  page.on('requestfinished', (request) => {
    if (usable || request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto('/app/challenge/scripted/currencyConverter');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  usable = true;
  const bytes = (await Promise.all(scripts)).reduce((total, size) => total + size, 0);
  test.info().annotations.push({ type: 'first-load JS', description: `${bytes} bytes (goal ${GOAL})` });
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
});
