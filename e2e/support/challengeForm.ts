import { expect, type Locator, type Page } from '@playwright/test';

/** A whole page, or the part of one that holds a challenge (a Game round shows three). */
type Scope = Page | Locator;

type Slot = 'first' | 'second' | 'third';

export const counter = (page: Scope) => page.getByTestId('cases-counter').first();

/** Types or chooses one example input into the form's fields (given by label, in slot order), then submits. */
export const submitExample = async (
  page: Scope,
  labels: readonly string[],
  example: Partial<Record<Slot, string>>,
  dropdowns: readonly string[] = [],
) => {
  const slots: Slot[] = ['first', 'second', 'third'];
  for (const [index, label] of labels.entries()) {
    const value = example[slots[index] as Slot] ?? '';
    const field = page.getByLabel(label, { exact: true });
    if (dropdowns.includes(label)) await field.selectOption(value);
    else await field.fill(value);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
};

export const expectFound = (page: Scope, found: number, total: number) =>
  expect(counter(page)).toContainText(`${found} out of ${total}`);

/** Chooses an example on a generator or gherkin form (option indexes and the expected result), then validates. */
export const validateExample = async (
  page: Scope,
  labels: readonly [string, string, string],
  example: { first?: string; second?: string; expectedResult?: number },
  validate = 'Validate',
) => {
  const [first, second, result] = labels;
  // By value: an option's value is its index, and an index can read like another option's text.
  await page.getByLabel(first, { exact: true }).selectOption({ value: example.first ?? '' });
  await page.getByLabel(second, { exact: true }).selectOption({ value: example.second ?? '' });
  await page.getByLabel(result, { exact: true }).selectOption({ value: String(example.expectedResult) });
  await page.getByRole('button', { name: validate }).click();
};
