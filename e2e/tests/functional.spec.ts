import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectFound } from '../support/challengeForm';

const CONGRATULATION = 'You did it! You are a QA guru!';

const todo = (page: Page) => ({
  input: page.getByLabel('New Task', { exact: true }),
  create: page.getByRole('button', { name: 'Create Task' }),
  tasks: page.getByTestId('todo-app').getByRole('listitem'),
  add: async (title: string) => {
    await page.getByLabel('New Task', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Create Task' }).click();
  },
});

test('to-do: create, complete, filter, remove and clear tasks, reach each limit, keep the list over a reload, to the congratulation', async ({
  page,
}) => {
  await page.goto('/app/challenge/functional/todoList');
  await expect(page.getByRole('heading', { level: 1, name: 'To-do List' })).toBeVisible();
  const app = todo(page);
  await expect(page.getByRole('heading', { name: 'No tasks available' })).toBeVisible();
  await expectFound(page, 0, 12);

  await app.add('Buy milk 2');
  await expectFound(page, 1, 12);
  await expect(page.getByRole('heading', { name: 'List of tasks:' })).toBeVisible();
  await app.add('A');
  await app.add('a'.repeat(255));
  await expectFound(page, 3, 12);
  await app.add('   ');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveText('Task name cannot be empty.');
  await app.input.fill('B');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveCount(0);
  await app.add('Buy milk!');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveText(
    'Use only letters, digits and spaces.',
  );
  await expect(app.tasks).toHaveCount(3);
  await expectFound(page, 5, 12);

  await page.getByRole('button', { name: 'Mark as completed: A', exact: true }).click();
  await page.getByRole('button', { name: 'Mark as active: A', exact: true }).click();
  await page.getByRole('button', { name: 'Mark as completed: Buy milk 2' }).click();
  await page.getByRole('button', { name: 'Active (2/3)' }).click();
  await expect(app.tasks).toHaveCount(2);
  await page.getByRole('button', { name: 'Completed (1/3)' }).click();
  await expect(app.tasks).toHaveCount(1);
  await page.getByRole('button', { name: 'All (3)' }).click();
  await app.input.fill('draft');
  await page.getByRole('button', { name: 'Clear Form' }).click();
  await expect(app.input).toHaveValue('');
  await page.getByRole('button', { name: 'Remove task: A', exact: true }).click();
  await expect(app.tasks).toHaveCount(2);
  await expectFound(page, 11, 12);

  // The 256th character the input lets through: a planted bug.
  await app.add('b'.repeat(256));
  await expect(page.getByTestId('bugs-counter')).toContainText('1 out of 3');
  await page.reload();
  await expect(app.tasks).toHaveCount(3);
  await expectFound(page, 11, 12);

  await app.add('Fourth');
  await app.add('Fifth');
  await expect(app.create).toHaveCSS('opacity', '0.45');
  await app.add('Sixth');
  await expect(app.tasks).toHaveCount(6);
  await expect(page.getByTestId('bugs-counter')).toContainText('2 out of 3');
  await page.getByRole('button', { name: 'Active (5/6)' }).click();
  await expect(page.getByRole('button', { name: 'All (6)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bugs-counter')).toContainText('3 out of 3');
  for (const title of ['Seventh', 'Eighth', 'Ninth', 'Tenth']) await app.add(title);
  await expect(app.tasks).toHaveCount(10);
  await app.add('Eleventh');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveText(
    'The list is full: remove a task first.',
  );
  await expect(app.tasks).toHaveCount(10);
  await expect(page.getByRole('dialog', { name: CONGRATULATION })).toBeVisible();
});

const SEARCHES: Array<[string, string]> = [
  ['Recommended', 'No Filter'],
  ['Price: lowest first', 'No Filter'],
  ['Price: highest first', 'No Filter'],
  ['Distance: nearest first', 'No Filter'],
  ['Recommended', '7 Stars'],
  ['Recommended', '9 Stars'],
  ['Recommended', 'Hotel'],
  ['Recommended', 'House'],
  ['Recommended', 'Camping'],
  ['Distance: nearest first', 'Camping'],
];

const search = async (page: Page, sort: string, filter: string) => {
  await page.getByLabel('Sort by', { exact: true }).selectOption({ label: sort });
  await page.getByLabel('Filter by', { exact: true }).selectOption({ label: filter });
  await page.getByRole('button', { name: 'Search' }).click();
};

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hotels: a planted bug seen in the table moves the counter; every search to the congratulation', async ({
    page,
  }) => {
    await page.goto('/app/challenge/functional/bookHotel');
    const table = page.getByRole('table', { name: 'Find Your Hotel' });
    await expect(table.getByRole('row')).toHaveCount(29);
    await expect(page.getByTestId('bugs-counter')).toContainText('0 out of 3');

    await search(page, 'Price: lowest first', 'No Filter');
    // The dearest place, $1,050 a night, heads the list sorted by price up.
    await expect(table.getByRole('row').nth(1)).toContainText('$1,050');
    await expect(page.getByTestId('bugs-counter')).toContainText('1 out of 3');

    for (const [index, [sort, filter]] of SEARCHES.entries()) {
      await search(page, sort, filter);
      await expect(page.getByTestId('cases-counter')).toContainText(`out of 10`);
      if (index === SEARCHES.length - 1) await expectFound(page, 10, 10);
    }
    await expect(page.getByTestId('bugs-counter')).toContainText('3 out of 3');
    await expect(page.getByRole('dialog', { name: CONGRATULATION })).toBeVisible();
  });
});

test.describe('on a desktop of 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('hotels: the columns a tester judges (rating, distance, price) are in view without scrolling, and a search says what it showed', async ({
    page,
  }) => {
    await page.goto('/app/challenge/functional/bookHotel');
    const region = page.getByRole('region', { name: 'Find Your Hotel' });
    await expect(region.getByRole('row')).toHaveCount(29);
    const card = (await region.boundingBox())!;
    for (const name of ['Rating', 'Distance from city center', 'Price per night']) {
      const header = (await region.getByRole('columnheader', { name }).boundingBox())!;
      expect(header.x + header.width, name).toBeLessThanOrEqual(card.x + card.width + 1);
    }
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await search(page, 'Distance: nearest first', 'Camping');
    await expect(page.getByRole('status', { name: 'Result' })).toHaveText(
      /^Result:\s*Sorted by Distance: nearest first, filtered by Camping\. Places shown: \d+\.$/,
    );
  });
});
