import { expect, test } from '../support/test';
import { expectFound, submitExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';

test('divider in learn mode, from empty to the congratulation; a reload keeps it; reset clears it', async ({
  page,
}) => {
  const { cases } = definitionOf('api/learn/v1/divider');
  await page.goto('/app/challenge/learn/divider');
  await expect(page.getByRole('heading', { level: 1, name: 'Division' })).toBeVisible();
  await expectFound(page, 0, cases.length);

  for (const [index, { example }] of cases.entries()) {
    await submitExample(page, ['First Number', 'Second Number'], example);
    await expectFound(page, index + 1, cases.length);
  }
  const dialog = page.getByRole('dialog', { name: 'You did it! You are a QA guru!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Next challenge: Password Restore/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('First Number', { exact: true })).toBeDisabled();

  await page.reload();
  await expectFound(page, cases.length, cases.length);
  await expect(page.locator(`#case_${cases.length}`)).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to clear your results?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectFound(page, 0, cases.length);
  await expect(page.getByLabel('First Number', { exact: true })).toBeEnabled();
  const stored = await page.evaluate(() => [
    localStorage.getItem('learn_divider'),
    localStorage.getItem('completedChallenges'),
  ]);
  expect(stored[0]).toBeNull();
  expect(JSON.parse(stored[1] ?? '[]')).not.toContain('learn_divider');
  await page.reload();
  await expectFound(page, 0, cases.length);
});

test('currencyConverter in scripted mode, found in any order, to the congratulation', async ({ page }) => {
  const { cases } = definitionOf('api/scripted/v1/currency-converter');
  const labels = ['Amount', 'Currency From', 'Currency To'];
  const dropdowns = ['Currency From', 'Currency To'];
  await page.goto('/app/challenge/scripted/currencyConverter');
  await expectFound(page, 0, cases.length);

  // Backwards, to show the order does not matter; the same case twice does not count twice.
  const reversed = [...cases].reverse();
  for (const [index, { example }] of reversed.entries()) {
    await submitExample(page, labels, example, dropdowns);
    await expectFound(page, index + 1, cases.length);
    if (index === 0) {
      await submitExample(page, labels, example, dropdowns);
      await expectFound(page, 1, cases.length);
    }
  }
  await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  const completed = await page.evaluate(() => localStorage.getItem('completedChallenges'));
  expect(JSON.parse(completed ?? '[]')).toContain('scripted_currencyConverter');

  await page.goto('/app/list/scripted');
  await expect(page.getByRole('link', { name: 'Currency Converter Completed' })).toBeVisible();
});

test('in ua the page texts and the server messages are Ukrainian', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('local', 'ua'));
  const { cases } = definitionOf('api/learn/v1/divider');
  await page.goto('/app/challenge/learn/divider');
  await expect(page.getByRole('heading', { level: 1, name: 'Ділення' })).toBeVisible();
  await expect(page.getByText('Введіть два додатні цілі числа', { exact: false })).toBeVisible();
  const [first] = cases;
  await page
    .getByRole('textbox')
    .first()
    .fill(first?.example.first ?? '');
  await page
    .getByRole('textbox')
    .nth(1)
    .fill(first?.example.second ?? '');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.locator('#case_1')).toContainText(first?.text.ua ?? 'missing');
  await expect(page.getByTestId('cases-counter').first()).toContainText(`1 з ${cases.length}`);
});
