import { expect, test } from '../support/test';

test('the list shows a heading per series with New on series 6', async ({ page }) => {
  await page.goto('/app/list');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
  await expect(page.getByRole('heading', { level: 2 }).nth(5)).toContainText('New');
  await page.goto('/app/list/learn');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
});
