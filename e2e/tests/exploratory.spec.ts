import { expect, test } from '../support/test';
import { expectFound, submitExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';

test('triangle: every case and bug found from the page, to the congratulation', async ({ page }) => {
  const { cases, bugs } = definitionOf('api/exploratory/v1/triangle');
  const sides = ['Side A', 'Side B', 'Side C'];
  await page.goto('/app/challenge/exploratory/triangle');
  await expect(page.getByRole('heading', { level: 1, name: 'Triangle' })).toBeVisible();
  await expectFound(page, 0, cases.length);
  await expect(page.getByTestId('bugs-counter')).toContainText(`0 out of ${bugs.length}`);

  for (const [index, { example }] of cases.entries()) {
    await submitExample(page, sides, example);
    await expectFound(page, index + 1, cases.length);
  }
  for (const [index, { example, text }] of bugs.entries()) {
    await submitExample(page, sides, example);
    await expect(page.getByTestId('bugs-counter')).toContainText(`${index + 1} out of ${bugs.length}`);
    await expect(page.locator(`#bug_${index + 1}`)).toContainText(text.en ?? 'missing');
  }
  await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
});

for (const { key, path = key, title, labels } of [
  { key: 'calculator', title: 'Calculator', labels: ['Percentage', 'Number'] },
  { key: 'division', title: 'Division', labels: ['First Number', 'Second Number'] },
  { key: 'restorePassword', path: 'restore-password', title: 'Restore Password', labels: ['New Password'] },
  { key: 'bookDesk', path: 'book-desk', title: 'Book a Desk', labels: ['From', 'To'] },
  { key: 'newsletter', title: 'Newsletter', labels: ['Email'] },
]) {
  test(`${title} is playable to the congratulation`, async ({ page }) => {
    const { cases, bugs } = definitionOf(`api/exploratory/v1/${path}`);
    await page.goto(`/app/challenge/exploratory/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const [index, { example }] of cases.entries()) {
      await submitExample(page, labels, example);
      await expectFound(page, index + 1, cases.length);
    }
    for (const [index, { example }] of bugs.entries()) {
      await submitExample(page, labels, example);
      await expect(page.getByTestId('bugs-counter')).toContainText(`${index + 1} out of ${bugs.length}`);
    }
    await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
  });
}
