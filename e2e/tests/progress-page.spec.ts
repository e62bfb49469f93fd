/**
 * Progress end to end: finds made signed out show on the progress page, go to the account at sign-in, and come
 * back to a browser whose storage was cleared; a progress file moves them without an account.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from '../support/test';
import { expectFound, submitExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';
import { createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { logIn, logOut } from '../support/session';

const API = 'http://localhost:8080';
const SIDES = ['Side A', 'Side B', 'Side C'];
const CALCULATOR_FIELDS = ['Percentage', 'Number'];

const triangle = definitionOf('api/exploratory/v1/triangle');
const calculator = definitionOf('api/exploratory/v1/calculator');
const parOf = ({ cases, bugs }: typeof triangle) => cases.length + bugs.length;

/** Two cases of the triangle and one of the calculator, from their pages. */
const findCases = async (page: Page) => {
  await page.goto('/app/challenge/exploratory/triangle');
  for (const [index, { example }] of triangle.cases.slice(0, 2).entries()) {
    await submitExample(page, SIDES, example);
    await expectFound(page, index + 1, triangle.cases.length);
  }
  await page.goto('/app/challenge/exploratory/calculator');
  await submitExample(page, CALCULATOR_FIELDS, calculator.cases[0]!.example);
  await expectFound(page, 1, calculator.cases.length);
};

/** The efficiency table names each challenge tried with what was found of its par. */
const expectEfficiencyRows = async (page: Page) => {
  const efficiency = page.getByRole('region', { name: 'Efficiency' });
  await efficiency.getByText('The chart as a table').click();
  await expect(efficiency.getByRole('row', { name: /Triangle/ })).toContainText(`2 of ${parOf(triangle)}`);
  await expect(efficiency.getByRole('row', { name: /Calculator/ })).toContainText(
    `1 of ${parOf(calculator)}`,
  );
};

const storedAnswers = async (request: APIRequestContext, idToken: string) => {
  const response = await request.get(`${API}/api/progress/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const body = (await response.json()) as {
    progress: { challenges: Record<string, { answers: Record<string, unknown> }> };
  };
  return Object.fromEntries(
    Object.entries(body.progress.challenges).map(([name, { answers }]) => [
      name,
      Object.keys(answers).sort(),
    ]),
  );
};

test('finds made signed out show on the progress page, follow the account and come back to a cleared browser', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('progress-page');
  const { idToken } = await createAccount(request, email, TEST_PASSWORD);
  await findCases(page);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My progress' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  await expectEfficiencyRows(page);
  const weakSpots = page.getByRole('region', { name: 'Weak spots' });
  await expect(weakSpots.getByRole('listitem').first()).toContainText('you found');
  await expect(weakSpots.getByRole('link').first()).toHaveAttribute('href', /\/app\/challenge\//);
  // The chart is drawn from its chunk: the canvas has a size once Chart.js has laid it out.
  await expect(
    page.getByRole('region', { name: 'Cases and bugs per group' }).locator('canvas'),
  ).toHaveAttribute('height', /^[1-9]/);

  await logIn(page, email, TEST_PASSWORD);
  await expect
    .poll(() => storedAnswers(request, idToken), { timeout: 15_000 })
    .toEqual({ exploratory_calculator: ['case_1'], exploratory_triangle: ['case_1', 'case_2'] });

  await logOut(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/app/progress');
  await expect(page.getByRole('link', { name: 'Start with the Learn challenges' })).toBeVisible();

  await logIn(page, email, TEST_PASSWORD);
  await page.goto('/app/progress');
  await expect(page.getByText('Your progress is kept in this browser and with your account.')).toBeVisible();
  await expectEfficiencyRows(page);
  await page.goto('/app/challenge/exploratory/triangle');
  await expectFound(page, 2, triangle.cases.length);
});

test('a progress file moves the finds to another browser; a file that is not one changes nothing', async ({
  page,
  browser,
  watchConsole,
}) => {
  await findCases(page);
  await page.goto('/app/progress');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to a file' }).click();
  const file = await (await downloading).path();

  const other = await browser.newContext();
  watchConsole(other);
  const otherPage = await other.newPage();
  await asReturningVisitor(otherPage);
  await otherPage.goto('/app/progress');
  await expect(otherPage.getByRole('link', { name: 'Start with the Learn challenges' })).toBeVisible();
  const input = otherPage.getByLabel('Import from a file');
  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"a":1}'),
  });
  await expect(otherPage.getByText(/is not a progress file of the simulator/)).toBeVisible();
  expect(await otherPage.evaluate(() => localStorage.getItem('exploratory_triangle'))).toBeNull();

  await input.setInputFiles(file);
  await expect(
    otherPage.getByText('Imported: the file’s progress is merged with this browser’s.'),
  ).toBeVisible();
  await expectEfficiencyRows(otherPage);
  await other.close();
});
