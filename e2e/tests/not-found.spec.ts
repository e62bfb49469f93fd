import { expect, test } from '../support/test';

const NOT_FOUND = 'The page you are looking for does not exist.';

for (const path of ['/app/nope', '/app/list/nope', '/app/about/nope', '/nope', '/app/challenge/learn/nope']) {
  test(`${path} shows the not-found page with a link home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/app\/?$/);
  });
}
