import { PROCESSES } from '../../scripts/processes.mjs';
import { expect, test } from '../support/test';

/**
 * A mode deployed on its own: a remote's own page runs without the shell. Its bundle takes the federation
 * runtime from the page (one per page when the shell loads it), so its page must bring one.
 */
for (const remote of PROCESSES.filter(({ name }) => name === 'mfe-scripted' || name === 'mfe-functional')) {
  test(`${remote.name} runs on its own page, without the shell`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(remote.url);
    await expect(page.getByRole('combobox', { name: 'Challenge' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
