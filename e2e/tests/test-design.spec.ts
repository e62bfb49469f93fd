import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { submitExample } from '../support/challengeForm';
import { createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { logIn, logOut } from '../support/session';

const SIDES = ['Side A', 'Side B', 'Side C'];

/** A full design of the triangle after the row from the form: every variant is caught. */
const FULL_TABLE = [
  ['5', '5', '5', 'equilateral'],
  ['5', '5', '3', 'isosceles'],
  ['3', '5', '5', 'isosceles'],
  ['5', '3', '5', 'isosceles'],
  ['2.5', '3', '4', 'scalene'],
  ['1', '2', '3', 'notTriangle'],
  ['3', '1', '2', 'notTriangle'],
  ['0', '4', '5', 'notPositive'],
  ['3', '4', '0', 'notPositive'],
  ['-1', '4', '5', 'notPositive'],
  ['a', '4', '5', 'notNumbers'],
  ['', '4', '5', 'missingSide'],
];

/** Pastes tab-separated rows into a cell, as from a spreadsheet. */
const paste = (cell: Locator, text: string) =>
  cell.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

test('test design: a table from the form, a wrong expectation mended, every variant caught, kept after a reload, then build 2', async ({
  page,
}) => {
  await page.goto('/app/challenge/exploratory/triangle');
  await submitExample(page, SIDES, { first: '3', second: '4', third: '5' });
  await page.getByRole('button', { name: 'Test design' }).click();
  const table = page.getByRole('table', { name: 'Your test cases' });
  const rows = table.getByRole('row');
  const expected = (number: number) =>
    page.getByRole('combobox', { name: `Expected result, test case ${number}` });
  const run = () => page.getByRole('button', { name: 'Run my tests' }).click();

  // The learner's own submission, expected wrongly: a test that fails on the correct build.
  await page.getByText('Values you sent in this tab (1)').click();
  await page.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a test case' }).click();
  await expect(page.getByRole('textbox', { name: 'Side A, test case 1' })).toHaveValue('3');
  await expected(1).selectOption('isosceles');
  await run();
  await expect(rows.nth(1)).toContainText('Wrong expectation: the correct build answered');
  await expect(page.getByText(/^Score: 0 of 100$/)).toBeVisible();

  // Mended after the run showed the answer: it passes, and earns nothing.
  await expected(1).selectOption('scalene');
  await run();
  await expect(rows.nth(1)).toContainText('Passes on the correct build');
  await expect(rows.nth(1)).toContainText('Earns nothing: these values were run before');

  await page.getByRole('button', { name: 'Add a test case' }).click();
  await paste(
    page.getByRole('textbox', { name: 'Side A, test case 2' }),
    FULL_TABLE.map((cells) => cells.join('\t')).join('\n'),
  );
  await expect(rows).toHaveCount(1 + 1 + FULL_TABLE.length);
  await run();
  await expect(page.getByText('Variants caught: 9 of 9')).toBeVisible();
  // Every variant, and 12 of the 16 input classes: 80 + 20 * 12 / 16.
  await expect(page.getByText('Input classes covered: 12 of 16')).toBeVisible();
  await expect(page.getByText(/^Score: 95 of 100$/)).toBeVisible();
  await expect(page.getByText('Bugs your tests missed')).toHaveCount(0);
  const kept = 'Your best run, kept with your progress: 9 of 9 variants caught, score 95 of 100.';
  await expect(page.getByText(kept)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Test design' }).click();
  await expect(page.getByText(kept)).toBeVisible();
  await expect(rows).toHaveCount(1 + 1 + FULL_TABLE.length);
  await expect(expected(6)).toHaveValue('scalene');

  // Build 2: its note names the change; the table tells it from the regression.
  await page.getByRole('radio', { name: 'Build 2 (new release)' }).check();
  await expect(page.getByRole('region', { name: 'Release note' })).toContainText('degenerate triangles');
  await run();
  await expect(rows.nth(5)).toContainText('Fails on build 2');
  await expect(rows.nth(7)).toContainText('Fails on build 2');
  await expect(rows.nth(8)).toContainText('Fails on build 2');
  await expect(rows.nth(1)).toContainText('Passes on build 2');
  const verdict = (number: number) =>
    page.getByRole('combobox', { name: `Your verdict, test case ${number}` });
  await verdict(5).selectOption('regression');
  await verdict(7).selectOption('intendedChange');
  await verdict(8).selectOption('intendedChange');
  await expect(expected(7)).toHaveValue('scalene');
  // A verdict changed back gives the row its build-1 expectation again; build 1's table is never rewritten.
  await verdict(7).selectOption('regression');
  await expect(expected(7)).toHaveValue('notTriangle');
  await verdict(7).selectOption('intendedChange');
  await expect(expected(7)).toHaveValue('scalene');
  await run();
  await expect(page.getByText('Regression found.')).toBeVisible();
  await expect(page.getByText('Every expected result matches the changed requirements.')).toBeVisible();
  await expect(page.getByText(/^Score: 100 of 100$/)).toBeVisible();
  await expect(rows.nth(5)).toContainText('Your verdict is right');
  await page.getByRole('radio', { name: 'Build 1' }).check();
  await expect(expected(7)).toHaveValue('notTriangle');
});

test('test design: the table in a new tab and after signing in on a cleared browser; a 16-character value whole at 1366 px', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const openTable = async (tab: Page) => {
    await tab.goto('/app/challenge/exploratory/triangle');
    await tab.getByRole('button', { name: 'Test design' }).click();
    return tab.getByRole('table', { name: 'Your test cases' });
  };
  await openTable(page);
  await page.getByRole('button', { name: 'Add a test case' }).click();
  const sideA = page.getByRole('textbox', { name: 'Side A, test case 1' });
  await sideA.fill('Qwertyuiop123456');
  await page.getByRole('textbox', { name: 'Side B, test case 1' }).fill('4');
  await page.getByRole('textbox', { name: 'Side C, test case 1' }).fill('5');
  await page.getByRole('combobox', { name: 'Expected result, test case 1' }).selectOption('notNumbers');
  // Sixteen characters fit their cell: nothing of the value is scrolled out of sight.
  expect(await sideA.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'Run my tests' }).click();
  await expect(page.getByText(/^Your best run, kept with your progress/)).toBeVisible();

  const otherTab = await context.newPage();
  await openTable(otherTab);
  await expect(otherTab.getByRole('textbox', { name: 'Side A, test case 1' })).toHaveValue(
    'Qwertyuiop123456',
  );
  await otherTab.close();

  // Signed in, the run reaches the account; a browser cleared and signed in again goes on from it.
  const email = uniqueEmail('test-design');
  const { idToken } = await createAccount(request, email, TEST_PASSWORD);
  await logIn(page, email, TEST_PASSWORD);
  await expect
    .poll(
      async () => {
        const answer = await request.get('http://localhost:8080/api/progress/v1/me', {
          headers: { authorization: `Bearer ${idToken}` },
        });
        const { progress } = (await answer.json()) as {
          progress: { challenges: Record<string, { testDesign?: unknown }> };
        };
        return progress.challenges.exploratory_triangle?.testDesign !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await logOut(page);
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, TEST_PASSWORD);
  // The account's record reaches this browser shortly after the sign-in.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('exploratory_triangle_stats') ?? ''))
    .toContain('Qwertyuiop123456');
  await openTable(page);
  await expect(page.getByRole('textbox', { name: 'Side A, test case 1' })).toHaveValue('Qwertyuiop123456');
  await expect(page.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue(
    'notNumbers',
  );

  // On a phone the table scrolls within its card: the row's last action is reached.
  await page.setViewportSize({ width: 390, height: 844 });
  const remove = page.getByRole('button', { name: 'Delete test case 1' });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
});
