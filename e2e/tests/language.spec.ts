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

test('on a 360-px phone in Ukrainian the LOCAL badge stays whole and the top bar within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('local', 'ua'));
  await page.goto('/app/challenge/learn/adder');
  await expect(page.getByRole('heading', { level: 1, name: 'Додавання' })).toBeVisible();
  const badge = page.getByText('LOCAL', { exact: true });
  const fit = await badge.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Cut by no box around it that hides what overflows.
    const clippedBy: string[] = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const around = parent.getBoundingClientRect();
      if (box.left < around.left - 0.5 || box.right > around.right + 0.5) clippedBy.push(parent.tagName);
    }
    return {
      squeezed: element.scrollWidth > Math.ceil(box.width),
      onScreen: box.left >= 0 && box.right <= window.innerWidth,
      clippedBy,
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
    };
  });
  expect(fit).toEqual({ squeezed: false, onScreen: true, clippedBy: [], pageFits: true });
});
