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

test('a page opened in Ukrainian shows Ukrainian from its first render, even when its texts come slowly', async ({
  page,
}) => {
  // The Ukrainian texts travel in chunks of their own: held back, they must hold back the first render too.
  await page.route(/\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/Головна|Надіслати|Конвертер валют/.test(body) && !body.includes('Home'))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response, body });
  });
  await page.addInitScript(() => {
    localStorage.setItem('local', 'ua');
    // The first texts the page ever shows of the chrome (menu), the catalogue (heading) and the kit (submit).
    const first: Record<string, string> = {};
    const record = (key: string, element: Element | null | undefined) => {
      if (element && !first[key]) first[key] = element.textContent ?? '';
    };
    new MutationObserver(() => {
      record('home', document.querySelector('nav li a[href="/app/"]'));
      record('heading', document.querySelector('main h1'));
      record(
        'submit',
        [...document.querySelectorAll('button')].find((button) => button.type === 'submit'),
      );
    }).observe(document, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { __first: first });
  });
  await page.goto('/app/challenge/scripted/currencyConverter');
  await expect(page.getByRole('button', { name: 'Надіслати' })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { __first: Record<string, string> }).__first);
  expect(first).toEqual({
    home: expect.stringContaining('Головна'),
    heading: expect.stringContaining('Конвертер валют'),
    submit: 'Надіслати',
  });
});
