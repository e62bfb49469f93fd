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
  await expectFound(page, 0, 19);

  // The first task into the empty list, then a plain name, the shortest and the longest name.
  await app.add('Buy milk');
  await expectFound(page, 1, 19);
  await expect(page.getByRole('heading', { name: 'List of tasks:' })).toBeVisible();
  await app.add('Buy milk 2');
  await app.add('A');
  await app.add('a'.repeat(255));
  await expectFound(page, 4, 19);
  await app.add('   ');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveText('Task name cannot be empty.');
  await app.input.fill('B');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveCount(0);
  await app.add('Buy milk!');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveText(
    'Use only letters, digits and spaces.',
  );
  await expect(app.tasks).toHaveCount(4);
  await expectFound(page, 6, 19);

  await page.getByRole('button', { name: 'Mark as completed: A', exact: true }).click();
  await page.getByRole('button', { name: 'Mark as active: A', exact: true }).click();
  await page.getByRole('button', { name: 'Mark as completed: Buy milk 2' }).click();
  await page.getByRole('button', { name: 'Active (3/4)' }).click();
  await expect(app.tasks).toHaveCount(3);
  await page.getByRole('button', { name: 'Completed (1/4)' }).click();
  await expect(app.tasks).toHaveCount(1);
  await page.getByRole('button', { name: 'All (4)' }).click();
  await expect(app.tasks).toHaveCount(4);
  await app.input.fill('draft');
  await page.getByRole('button', { name: 'Clear Form' }).click();
  await expect(app.input).toHaveValue('');
  await page.getByRole('button', { name: 'Remove task: A', exact: true }).click();
  await expect(app.tasks).toHaveCount(3);
  await expectFound(page, 13, 19);

  // The 256th character the input lets through: a planted bug.
  await app.add('b'.repeat(256));
  await expect(page.getByTestId('bugs-counter')).toContainText('1 out of 3');
  await page.reload();
  await expect(app.tasks).toHaveCount(4);
  await expectFound(page, 13, 19);

  // The fifth task, the most the description promises.
  await app.add('Fifth');
  await expectFound(page, 14, 19);
  await expect(app.create).toHaveCSS('opacity', '0.45');
  await app.add('Sixth');
  await expect(app.tasks).toHaveCount(6);
  await expect(page.getByTestId('bugs-counter')).toContainText('2 out of 3');
  await page.getByRole('button', { name: 'Active (5/6)' }).click();
  await expect(page.getByRole('button', { name: 'All (6)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bugs-counter')).toContainText('3 out of 3');
  await page.getByRole('button', { name: 'All (6)' }).click();
  // Digits only, a space before the name, letters beyond A–Z.
  await app.add('2024');
  await app.add(' Eighth');
  await app.add('Купити хліб');
  await expectFound(page, 17, 19);
  // The tenth task, then the refusal that states the app's limit of 10.
  await app.add('Tenth');
  await expect(app.tasks).toHaveCount(10);
  await app.add('Eleventh');
  await expect(page.getByTestId('todo-app').getByRole('alert')).toHaveText(
    'The list holds at most 10 tasks: remove a task first.',
  );
  await expect(app.tasks).toHaveCount(10);
  await expect(page.getByRole('dialog', { name: CONGRATULATION })).toBeVisible();
});

const SEARCHES: Array<[string, string]> = [
  ['Recommended order', 'All places'],
  ['Price: lowest first', 'All places'],
  ['Price: highest first', 'All places'],
  ['Distance: nearest first', 'All places'],
  ['Recommended order', 'Rating: 7.0 and above'],
  ['Distance: nearest first', 'Rating: 9.0 and above'],
  ['Price: highest first', 'Hotels only'],
  ['Price: highest first', 'Houses only'],
  ['Distance: nearest first', 'Campsites only'],
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
    await expect(table.getByRole('row')).toHaveCount(30);
    await expect(page.getByTestId('bugs-counter')).toContainText('0 out of 3');

    await search(page, 'Price: lowest first', 'All places');
    // The dearest place, $1,050 a night, heads the list sorted by price up.
    await expect(table.getByRole('row').nth(1)).toContainText('$1,050');
    await expect(page.getByTestId('bugs-counter')).toContainText('1 out of 3');

    for (const [index, [sort, filter]] of SEARCHES.entries()) {
      await search(page, sort, filter);
      await expect(page.getByTestId('cases-counter')).toContainText(`out of 9`);
      if (index === SEARCHES.length - 1) await expectFound(page, 9, 9);
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
    await expect(region.getByRole('row')).toHaveCount(30);
    const card = (await region.boundingBox())!;
    for (const name of ['Rating', 'Distance from city center', 'Price per night']) {
      const header = (await region.getByRole('columnheader', { name }).boundingBox())!;
      expect(header.x + header.width, name).toBeLessThanOrEqual(card.x + card.width + 1);
    }
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await search(page, 'Distance: nearest first', 'Campsites only');
    await expect(page.getByRole('status', { name: 'Result' })).toHaveText(
      /^Result:\s*Sort: “Distance: nearest first”\. Filter: “Campsites only”\. Places shown: \d+\.$/,
    );
  });
});
