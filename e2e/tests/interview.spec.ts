import { expect, test } from '../support/test';
import { tabTo } from '../support/keyboard';
import { SUITE_INTERVIEW_SECONDS } from '../support/servers';

test('interview: a whole session on the suite’s short clock, taken up after a reload, its scorecard, and its shared link opened in a fresh context', async ({
  page,
  browser,
  watchConsole,
}) => {
  test.setTimeout((SUITE_INTERVIEW_SECONDS + 60) * 1000);
  await page.goto('/app/interview');
  await page.getByRole('combobox', { name: 'Form to be tested on' }).selectOption({ label: 'Triangle' });
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0:4\d$/);

  // Find bugs: the form answers as the drawn build does, and the log keeps it.
  await page.getByRole('textbox', { name: 'Side A', exact: true }).fill('3');
  await page.getByRole('textbox', { name: 'Side B', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Side C', exact: true }).fill('5');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Side A: 3; Side B: 4; Side C: 5 → /)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Bug: answer 1' }).check();

  // The test table, from the session's own submission.
  const table = page.getByRole('table', { name: 'Your test cases' });
  const tests = page.getByRole('region', { name: 'Test table' });
  await tests.getByText('Values you sent in this tab (1)').click();
  await tests.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a test case' }).click();
  await table.getByRole('combobox', { name: 'Expected result, test case 1' }).selectOption('scalene');
  await tests.getByRole('button', { name: 'Run my tests' }).click();
  // Run on the build under test: what it showed, no verdict until the end.
  await expect(table.getByText(/^The build showed: /)).toBeVisible();
  await expect(page.getByText(/Variants caught/)).toHaveCount(0);

  // The report, from the same submission: kept, and graded when the session ends.
  const report = page.getByRole('region', { name: 'Bug report' });
  await report.getByRole('textbox', { name: 'Title' }).fill('A 3-4-5 triangle is classified wrongly');
  await report.getByText('Values you sent in this tab (1)').click();
  await report.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a step' }).click();
  await report.getByRole('textbox', { name: 'Expected result' }).fill('Scalene triangle');
  await report.getByRole('textbox', { name: 'Actual result' }).fill('Scalene triangle');
  await report.getByRole('button', { name: 'Submit the report' }).click();
  await expect(report.getByText(/^Saved\. The last report you save/)).toBeVisible();
  await expect(report.getByText('Review of your report')).toHaveCount(0);

  // A reload asks first, then takes the session up where it was: the clock runs on, nothing is lost.
  const left = Number((await page.getByRole('timer').textContent())?.split(':')[1]);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  expect(asked).toEqual(['beforeunload']);
  expect(Number((await page.getByRole('timer').textContent())?.split(':')[1])).toBeLessThanOrEqual(left);
  await expect(page.getByText(/^Side A: 3; Side B: 4; Side C: 5 → /)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bug: answer 1' })).toBeChecked();
  await expect(table.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue('scalene');
  await expect(report.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'A 3-4-5 triangle is classified wrongly',
  );

  // The clock ends the session: the scorecard comes, focused.
  const scorecard = page.getByRole('heading', { name: /^Scorecard: / });
  await expect(scorecard).toBeFocused({ timeout: (SUITE_INTERVIEW_SECONDS + 10) * 1000 });
  await expect(page.getByText(/^Total: \d+ of 100$/)).toBeVisible();
  await expect(page.getByText(/^Bugs found: \d of 3$/)).toBeVisible();
  await expect(page.getByText(/^Cases covered: \d+ of \d+$/)).toBeVisible();
  await expect(page.getByText(/^Time used: 0:45 of 0:45$/)).toBeVisible();
  const total = await page.getByText(/^Total: \d+ of 100$/).textContent();

  await page.getByRole('button', { name: 'Get a link to share' }).click();
  const link = await page
    .getByRole('textbox', { name: /Anyone with the link can read this scorecard/ })
    .inputValue();
  expect(link).toMatch(/\/app\/interview\/shared\/[\w~-]+$/);

  // Read without an account, in a context of its own.
  const stranger = await browser.newContext();
  watchConsole(stranger);
  const shared = await stranger.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1, name: 'Interview scorecard' })).toBeVisible();
  await expect(shared.getByText(total ?? '')).toBeVisible();
  await expect(shared.getByText(/^Triangle, taken on /)).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Get a link to share' })).toHaveCount(0);
  await stranger.close();
});

test('interview with the keyboard alone: try the form, a test case, a report, finish and share', async ({
  page,
}) => {
  test.setTimeout((SUITE_INTERVIEW_SECONDS + 60) * 1000);
  await page.goto('/app/interview');
  // The form is chosen by the keyboard too: a letter picks the option it starts with.
  await tabTo(page, page.getByRole('combobox', { name: 'Form to be tested on' }));
  await page.keyboard.press('t');
  await expect(page.getByRole('combobox', { name: 'Form to be tested on' })).toHaveValue('triangle');
  await tabTo(page, page.getByRole('button', { name: 'Start the session' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Side A', exact: true }));
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Side A: 3; Side B: 4; Side C: 5 → /)).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: 'Bug: answer 1' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Bug: answer 1' })).toBeChecked();

  const tests = page.getByRole('region', { name: 'Test table' });
  await tabTo(page, tests.getByRole('button', { name: 'Add a test case' }));
  await page.keyboard.press('Enter');
  await tabTo(page, tests.getByRole('textbox', { name: 'Side A, test case 1' }));
  for (const side of ['5', '5', '5']) {
    await page.keyboard.type(side);
    await page.keyboard.press('Tab');
  }
  // The expected result's list: a letter chooses the option it starts with.
  await expect(tests.getByRole('combobox', { name: 'Expected result, test case 1' })).toBeFocused();
  await page.keyboard.press('e');
  await expect(tests.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue(
    'equilateral',
  );
  await tabTo(page, tests.getByRole('button', { name: 'Run my tests' }));
  await page.keyboard.press('Enter');
  await expect(tests.getByText(/^The build showed: /)).toBeVisible();

  const report = page.getByRole('region', { name: 'Bug report' });
  await tabTo(page, report.getByRole('textbox', { name: 'Title' }));
  await page.keyboard.type('An equilateral 3-4-5 check, reported by keyboard');
  await tabTo(page, report.getByText('Values you sent in this tab (1)'));
  await page.keyboard.press('Enter');
  await tabTo(page, report.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a step' }));
  await page.keyboard.press('Enter');
  await tabTo(page, report.getByRole('textbox', { name: 'Expected result' }));
  await page.keyboard.type('Scalene triangle');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Scalene triangle');
  await tabTo(page, report.getByRole('button', { name: 'Submit the report' }));
  await page.keyboard.press('Enter');
  await expect(report.getByText(/^Saved\. The last report you save/)).toBeVisible();

  // Finish asks first, its confirmation focused: Enter on Finish, then Enter on "Yes, finish now".
  await tabTo(page, page.getByRole('button', { name: 'Finish the session' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Yes, finish now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Scorecard: / })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Get a link to share' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('textbox', { name: /Anyone with the link can read this scorecard/ }),
  ).toBeVisible();
});
