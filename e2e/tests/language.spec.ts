import { expect, test } from '../support/test';

test('switching to pl changes the interface and the challenge texts and sends Accept-Language: pl', async ({
  page,
}) => {
  await page.goto('/app/challenge/learn/adder');
  await expect(page.getByText('Enter two positive whole numbers', { exact: false })).toBeVisible();

  const polishCall = page.waitForRequest(
    (request) =>
      request.url().includes('/api/learn/v1/adder') && request.headers()['accept-language'] === 'pl',
  );
  await page.getByLabel('Language').selectOption('pl');
  await polishCall;

  await expect(page.getByRole('heading', { level: 1, name: 'Dodawanie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strona główna' })).toBeVisible();
  await expect(page.getByText('Wpisz dwie dodatnie liczby całkowite', { exact: false })).toBeVisible();

  // Remembered: a reload stays in Polish.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dodawanie' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('local'))).toBe('pl');
});
