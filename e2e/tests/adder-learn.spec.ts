import { expect, test } from '../support/test';
import { ADDER_STEPS, expectCounter, submitStep } from '../support/adder';

test('home -> start -> adder, seven instructions reach 7 out of 7, and a reload keeps the progress', async ({
  page,
}) => {
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/app\/challenge\/learn\/adder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addition' })).toBeVisible();
  await expectCounter(page, 0);

  for (const [index, step] of ADDER_STEPS.entries()) {
    await submitStep(page, step);
    await expectCounter(page, index + 1);
    await expect(page.locator(`#case_${index + 1}`)).toBeVisible();
  }
  await expect(page.getByLabel('All found')).toBeVisible();
  await expect(page.getByLabel('First Number')).toBeDisabled();

  await page.reload();
  await expectCounter(page, ADDER_STEPS.length);
  await expect(page.locator(`#case_${ADDER_STEPS.length}`)).toBeVisible();
  const completed = await page.evaluate(() => localStorage.getItem('completedChallenges'));
  expect(JSON.parse(completed ?? '[]')).toContain('learn_adder');
});

test('a wrong answer asks to follow the instructions, also after a reload', async ({ page }) => {
  await page.goto('/app/challenge/learn/adder');
  await submitStep(page, ['abc', 'xyz']);
  await expect(page.getByRole('status', { name: 'Result' })).toContainText('Please follow the instructions');
  await expect(page.getByLabel('First Number')).toHaveAttribute('aria-invalid', 'true');
  await expectCounter(page, 0);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Result' })).toContainText('Please follow the instructions');
});
