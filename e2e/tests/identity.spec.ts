import { expect, test } from '../support/test';

test('the identity emulator runs with the product and the shell starts signed out against it', async ({
  page,
  request,
}) => {
  const status = await request.get('http://127.0.0.1:9099/');
  expect(await status.json()).toMatchObject({ authEmulator: { ready: true } });

  await page.goto('/app/');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(
    page.getByRole('menuitem', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' })),
  ).toBeVisible();
});
