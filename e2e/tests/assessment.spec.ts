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
  await expect(page.getByRole('heading', { level: 2, name: 'Interview Assessment' })).toBeVisible();
  const image = page.getByRole('img', { name: 'Interview Assessment' });
  await expect(image).toBeVisible();
  // Displayed, not only present: the browser decoded it.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
});
