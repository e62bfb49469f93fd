import { expect, REMOTE_FAILURE_LOGS, test } from '../support/test';
import { startServer, stopServer } from '../support/servers';

test.describe('with the mfe-learn server stopped', () => {
  test.beforeEach(({ tolerateConsole }) => REMOTE_FAILURE_LOGS.forEach(tolerateConsole));
  test.beforeAll(async () => stopServer('mfe-learn'));
  test.afterAll(async () => startServer('mfe-learn'));

  test('the adder page shows the fallback while the menu and /app/list keep working', async ({ page }) => {
    await page.goto('/app/challenge/learn/adder');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('could not be loaded');
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();

    await page.getByRole('link', { name: 'List of Challenges' }).click();
    await expect(page).toHaveURL(/\/app\/list$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Addition' }).first()).toBeVisible();

    // Another remote still loads.
    await page.goto('/app/challenge/scripted/multiplier');
    await expect(page.getByRole('heading', { level: 1, name: 'Multiplication' })).toBeVisible();
  });

  test('the retry button loads the remote once its server is back', async ({ page }) => {
    await page.goto('/app/challenge/learn/adder');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await startServer('mfe-learn');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Addition' })).toBeVisible();
    await stopServer('mfe-learn');
  });
});
