import { expect, test } from '../support/test';

/** What the browser logs of the app's scripts a test holds back. */
const APP_HELD_BACK = /^error: Failed to load resource: net::ERR_FAILED \(http:\/\/localhost:3000\/app\/js\//;

test.describe('a first visit', () => {
  test.use({ freshVisitor: true });

  test('the cookie notice shows until accepted, not on about pages, and not again after acceptance', async ({
    page,
  }) => {
    await page.goto('/app/about/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookies and browser storage' })).toBeHidden();

    await page.goto('/app/list');
    const notice = page.getByRole('dialog', { name: 'Cookies and browser storage' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'List of Challenges' })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the notice comes with the document: shown and accepted before the app has loaded', async ({
    page,
    tolerateConsole,
  }) => {
    tolerateConsole(APP_HELD_BACK);
    await page.addInitScript(() => localStorage.setItem('local', 'pl'));
    await page.route('**/app/js/**', (route) => route.abort());
    await page.goto('/app/list');
    const notice = page.getByRole('dialog', { name: 'Pliki cookie i pamięć przeglądarki' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Przeczytaj politykę prywatności' })).toHaveAttribute(
      'href',
      '/app/about/privacy-policy',
    );
    await notice.getByRole('button', { name: 'Akceptuję' }).click();
    await expect(notice).toBeHidden();

    await page.unroute('**/app/js/**');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lista wyzwań' })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test("the app's notice takes the early one's place exactly", async ({ page, tolerateConsole }) => {
    tolerateConsole(APP_HELD_BACK);
    const dialog = page.getByRole('dialog', { name: 'Cookies and browser storage' });
    const boxes = async () => ({
      dialog: await dialog.boundingBox(),
      text: await dialog.locator('p').boundingBox(),
    });
    await page.route('**/app/js/**', (route) => route.abort());
    await page.goto('/app/challenge/scripted/currencyConverter');
    await expect(dialog).toBeVisible();
    const early = await boxes();
    await page.unroute('**/app/js/**');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Currency Converter' })).toBeVisible();
    await expect(page.locator('#qa-early-notice')).toHaveCount(0);
    expect(await boxes()).toEqual(early);
  });

  test('the tour runs once per challenge type and not again after it is skipped', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await page.goto('/app/challenge/learn/adder');
    const tour = page.getByRole('alertdialog');
    await expect(tour).toBeVisible();
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('completedTours'))) ?? '{}')).toEqual({
      learn: true,
    });

    await page.goto('/app/challenge/learn/divider');
    await expect(page.getByRole('heading', { level: 1, name: 'Division' })).toBeVisible();
    await expect(tour).toBeHidden();

    await page.goto('/app/challenge/scripted/multiplier');
    await expect(tour).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  });
});

test('terms are served by the server in the current language and sanitized', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('local', 'pl'));
  await page.goto('/app/about/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeVisible();
  await expect(page.getByTestId('static-content').locator('h2').first()).toBeVisible();
});
