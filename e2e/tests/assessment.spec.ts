import { expect, test } from '../support/test';
import { createAccount, uniqueEmail } from '../support/identity';
import { logIn } from '../support/session';
import { setSubscription } from '../support/subscription';

const PASSWORD = 'Secret123!';

test('a subscriber sees the assessment with its image loaded', async ({ page, request }) => {
  const email = uniqueEmail('subscriber');
  await createAccount(request, email, PASSWORD);
  await setSubscription(email);

  await logIn(page, email, PASSWORD);

  await page.getByRole('link', { name: 'Assessment' }).first().click();
  await expect(page).toHaveURL(/\/app\/assessment$/);
  // The page's title once, then the rehearsal it gives; no promise of questions it does not ask.
  await expect(page.getByRole('heading', { name: 'Interview Assessment' })).toHaveCount(1);
  const rehearsal = page.getByRole('article', { name: 'Your rehearsal, step by step' });
  await expect(rehearsal).toContainText('give yourself 20 minutes without hints');
  await expect(page.getByRole('main')).not.toContainText('questions');
  const image = rehearsal.locator('img');
  await expect(image).toBeVisible();
  // Displayed, not only present: the browser decoded it.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
});

test('a learner without the subscription sees the subscribe prompt, and no failed request in the console', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('learner');
  await createAccount(request, email, PASSWORD);

  await logIn(page, email, PASSWORD);

  // The answer is 200 with `subscribed: false`: the fixture fails the test on any request logged as failed.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/assessment'));
  await page.getByRole('link', { name: 'Assessment' }).first().click();
  await expect(page).toHaveURL(/\/app\/assessment$/);
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'An active subscription is needed' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Your rehearsal, step by step' })).toHaveCount(0);
});
