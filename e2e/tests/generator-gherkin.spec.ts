import { expect, test } from '../support/test';
import { expectFound, validateExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';

const NUMBERS = ['First Number', 'Second Number', 'Expected Result'] as const;

test('summation in gherkin mode, from empty to the congratulation by choosing dropdowns', async ({
  page,
}) => {
  const { cases } = definitionOf('api/gherkin/v1/summation');
  await page.goto('/app/challenge/gherkin/summation');
  await expect(page.getByRole('heading', { level: 1, name: 'Summation' })).toBeVisible();
  await expectFound(page, 0, cases.length);
  await expect(page.getByRole('button', { name: 'Validate' })).toBeDisabled();

  for (const [index, { example }] of cases.entries()) {
    await validateExample(page, NUMBERS, example);
    await expectFound(page, index + 1, cases.length);
    // The choices clear after each validation (SPEC §4).
    await expect(page.getByLabel('First Number', { exact: true })).toHaveValue('');
  }
  await expect(page.locator('#case_1')).toContainText('Given the first number is 7');
  await expect(page.locator('#case_1')).toContainText('Then the sum is shown: "10"');
  const dialog = page.getByRole('dialog', { name: 'You did it! You are a QA guru!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  // Completed: the dropdowns are disabled and the form says it is done.
  await expect(page.getByLabel('First Number', { exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'This challenge is completed' }).click();
  await expect(page.getByRole('dialog')).toContainText('You have already completed this challenge.');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await expectFound(page, cases.length, cases.length);
  await expect(page.locator(`#case_${cases.length}`)).toBeVisible();
});

test('an invalid combination says so, in English and in Polish', async ({ page }) => {
  await page.goto('/app/challenge/generator/attractor');
  await expect(page.getByRole('heading', { level: 1, name: 'Attraction' })).toBeVisible();
  // 99 cm may not ride: expecting "rides alone" is no test case.
  await validateExample(page, ['Height (cm)', 'Age (years)', 'Expected Result'], {
    first: '0',
    second: '2',
    expectedResult: 0,
  });
  await expect(page.getByRole('status', { name: 'Result' })).toContainText(
    'Invalid Test Case. Try another combination of parameters',
  );
  await expectFound(page, 0, 10);

  await page.evaluate(() => localStorage.setItem('local', 'pl'));
  await page.reload();
  await validateExample(
    page,
    ['Wzrost (cm)', 'Wiek (w latach)', 'Oczekiwany wynik'],
    { first: '0', second: '2', expectedResult: 0 },
    'Sprawdź',
  );
  await expect(
    page.getByText('Nieprawidłowy przypadek testowy. Spróbuj innej kombinacji parametrów'),
  ).toBeVisible();
});

test("multiplexer's guided steps build Test Cases to the end", async ({ page }) => {
  const { cases } = definitionOf('api/learn/v1/multiplexer');
  await page.goto('/app/challenge/generator/multiplexer');
  await expect(page.getByRole('heading', { level: 1, name: 'Multiplication' })).toBeVisible();
  await expect(page.getByText(/Build your first Test Case/)).toBeVisible();

  // A step answered with other values is not followed.
  await validateExample(page, NUMBERS, { first: '4', second: '0', expectedResult: 1 });
  await expect(page.getByRole('status', { name: 'Result' })).toContainText('Please follow the instructions');
  await expectFound(page, 0, cases.length);

  for (const [index, { example }] of cases.entries()) {
    await validateExample(page, NUMBERS, example);
    await expectFound(page, index + 1, cases.length);
  }
  // The first Test Case is kept as a row the later steps reuse.
  await expect(page.locator('#case_1')).toContainText('First Number4Second Number6');
  await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
});

for (const { path, route, title, labels } of [
  {
    path: 'api/generator/v1/attractor',
    route: '/app/challenge/generator/attractor',
    title: 'Attraction',
    labels: ['Height (cm)', 'Age (years)', 'Expected Result'] as const,
  },
  {
    path: 'api/learn/v1/subtraction',
    route: '/app/challenge/gherkin/subtraction',
    title: 'Subtraction',
    labels: NUMBERS,
  },
]) {
  test(`${title} is playable to the congratulation`, async ({ page }) => {
    const { cases } = definitionOf(path);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const [index, { example }] of cases.entries()) {
      await validateExample(page, labels, example);
      await expectFound(page, index + 1, cases.length);
    }
    await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
  });
}
