import { expect, type Page } from '@playwright/test';

/** Inputs that satisfy the seven learn steps of adder, in order (the instructions on the page ask for them). */
export const ADDER_STEPS: ReadonlyArray<readonly [string, string]> = [
  ['2', '3'],
  ['-5', '3'],
  ['0', '0'],
  ['1.5', '2.25'],
  ['abc', '3'],
  ['7', ''],
  ['12345678901234567890', '1'],
];

export const casesCounter = (page: Page) => page.getByTestId('cases-counter');

/** Submits one step through the form, as a learner would. */
export const submitStep = async (
  page: Page,
  [first, second]: readonly [string, string],
  submitName = 'Submit',
) => {
  await page.getByLabel('First Number').fill(first);
  await page.getByLabel('Second Number').fill(second);
  await page.getByRole('button', { name: submitName }).click();
};

export const expectCounter = (page: Page, found: number) =>
  expect(casesCounter(page)).toContainText(`${found} out of ${ADDER_STEPS.length}`);
