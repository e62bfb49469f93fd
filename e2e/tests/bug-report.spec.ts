import { expect, test } from '../support/test';
import { submitExample } from '../support/challengeForm';

const SIDES = ['Side A', 'Side B', 'Side C'];
const TITLE = 'A triangle with sides A and C equal is called scalene';

test('bug report: a bug found, reported from the submissions, graded criterion by criterion, mended, kept on the progress page', async ({
  page,
}) => {
  await page.goto('/app/challenge/exploratory/triangle');
  await submitExample(page, SIDES, { first: '3', second: '4', third: '5' });
  await expect(page.getByText('Scalene triangle', { exact: true }).first()).toBeVisible();
  await submitExample(page, SIDES, { first: '5', second: '3', third: '5' });
  await expect(page.getByTestId('bugs-counter').first()).toContainText('1 out of');

  await page.getByRole('button', { name: 'Report a bug' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByText('Values you sent in this tab (2)').click();
  await page.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a step' }).click();
  await page.getByRole('button', { name: 'Add the sent values 5 · 3 · 5 as a step' }).click();
  await page.getByRole('textbox', { name: 'Expected result' }).fill('Isosceles triangle');
  await page.getByRole('textbox', { name: 'Actual result' }).fill('Scalene triangle');
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  const submit = page.getByRole('button', { name: 'Submit the report' });
  await submit.click();

  // A step the bug does not need: the steps are not minimal, and only that criterion fails.
  const review = page.getByRole('status').filter({ hasText: 'Review of your report' });
  await expect(review.getByText('Your steps reproduce planted bug 1.')).toBeVisible();
  await expect(review.getByText(/✗ Minimal steps: failed\./)).toBeVisible();
  for (const passed of ['Actual result', 'Expected result', 'Title', 'Severity'])
    await expect(review.getByText(new RegExp(`✓ ${passed}: passed\\.`))).toBeVisible();
  await expect(review.getByText(/^Score: \d+ of 100$/)).not.toHaveText('Score: 100 of 100');

  await review.getByText('Model report').click();
  await expect(
    review.getByText('A triangle with sides A and C equal is called scalene instead of isosceles'),
  ).toBeVisible();

  // Mended: the second report of the same bug passes every criterion, and a tracker would call it a duplicate.
  await page.getByRole('button', { name: 'Delete step 1' }).click();
  await submit.click();
  await expect(review.getByText('Score: 100 of 100')).toBeVisible();
  await expect(
    review.getByText(`Duplicate: you already reported this bug as “${TITLE}”.`, { exact: false }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as Markdown' }).click();
  expect((await download).suggestedFilename()).toMatch(/^exploratory_triangle-bug-report-.*\.md$/);

  // The best report is kept with the learner's progress.
  await page.goto('/app/progress');
  const reports = page.getByRole('table', { name: 'Bug reports' });
  await expect(reports.getByRole('row', { name: new RegExp(TITLE) })).toContainText('100');
});
