/**
 * Server pages and tester input that contain script or event handlers never run in the page: the
 * shell inserts server HTML only after DOMPurify, the remotes render input as text, and the API's own HTML
 * is served under a policy that blocks inline script.
 */
import { test as plainTest } from '@playwright/test';
import { expect, test } from '../../support/test';
import {
  activeMarkupIn,
  HOSTILE_INPUT,
  HOSTILE_SERVER_PAGE,
  SERVED_TEXT_FORBIDDEN_TAGS,
  watchForCode,
} from '../support/hostile-markup';

const API = 'http://localhost:8080';

test.describe('server pages', () => {
  // DOMPurify parses the served HTML in a document of the page's own, whose policy reports each handler
  // attribute it meets while parsing; none runs, and none reaches the page (both asserted below).
  test.beforeEach(({ tolerateConsole }) => tolerateConsole(/^error: Executing inline event handler/));

  for (const page of ['terms-and-conditions', 'privacy-policy']) {
    test(`a ${page} page from the server with script in it shows its text and runs nothing`, async ({
      page: browser,
    }) => {
      await browser.route(`${API}/api/static/${page}.*.html`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: HOSTILE_SERVER_PAGE }),
      );
      const ran = await watchForCode(browser);
      await browser.goto(`/app/about/${page}`);
      const content = browser.getByTestId('static-content');
      await expect(content.getByRole('heading', { name: 'Terms that survive' })).toBeVisible();
      await expect(content).toContainText('Plain text stays.');
      await content.getByText('hover and click me').hover();
      await content.getByText('hover and click me').click();
      await content.getByText('a link', { exact: true }).click();
      await content.getByText('another link').click();
      expect(await ran()).toEqual({ pwned: null, dialogs: [] });
      expect(
        await activeMarkupIn(browser, '[data-testid="static-content"]', SERVED_TEXT_FORBIDDEN_TAGS),
      ).toEqual([]);
      await expect(browser).toHaveURL(new RegExp(`/app/about/${page}$`));
    });
  }
});

// The plain test: here the browser must report the violation, which the suites' own test would fail on.
plainTest(
  "the API's own HTML opened directly runs none of its script: its policy blocks it",
  async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const url = `${API}/api/static/terms-and-conditions.en.html`;
    await page.route(url, async (route) => {
      const response = await route.fetch();
      // The server's own headers, its policy included, around the hostile body.
      await route.fulfill({ response, body: HOSTILE_SERVER_PAGE });
    });
    const ran = await watchForCode(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Terms that survive' })).toBeVisible();
    await page.getByText('hover and click me').click();
    expect(await ran()).toEqual({ pwned: null, dialogs: [] });
    expect(violations.length, 'the policy reported what it blocked').toBeGreaterThan(0);
  },
);

interface InputPage {
  route: string;
  /** The button that sends what was typed. */
  submit: string;
  /** Text fields to type into; every text field of the page when absent. */
  fields?: string[];
  /** Where the page shows what was typed back, when it does. */
  echo?: string;
}

const INPUT_PAGES: InputPage[] = [
  { route: '/app/challenge/learn/adder', submit: 'Submit' },
  { route: '/app/challenge/scripted/multiplier', submit: 'Submit' },
  { route: '/app/challenge/exploratory/triangle', submit: 'Submit' },
  { route: '/app/challenge/functional/todoList', submit: 'Create Task', fields: ['New Task'] },
  { route: '/app/account/login', submit: 'Log in' },
];

for (const { route, submit, fields } of INPUT_PAGES) {
  test(`${route}: script typed into its fields is never run`, async ({ page }) => {
    const ran = await watchForCode(page);
    await page.goto(route);
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
    const boxes = fields
      ? fields.map((label) => page.getByLabel(label, { exact: true }))
      : await page.getByRole('main').getByRole('textbox').all();
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) await box.fill(HOSTILE_INPUT);
    await page.getByRole('button', { name: submit, exact: true }).click();
    expect(await ran()).toEqual({ pwned: null, dialogs: [] });
    expect(await activeMarkupIn(page, 'main')).toEqual([]);
  });
}

test('userCrud: a user named with script, created through the page and read back, shows as text', async ({
  page,
}) => {
  const ran = await watchForCode(page);
  await page.goto('/app/challenge/apiTesting/userCrud');
  const name = HOSTILE_INPUT;
  await page.getByLabel('HTTP method', { exact: true }).selectOption('POST');
  await page.getByLabel('Endpoint', { exact: true }).fill('/users');
  await page.getByLabel('JSON body', { exact: true }).fill(JSON.stringify({ name }));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByLabel('HTTP method', { exact: true }).selectOption('GET');
  await page.getByLabel('Endpoint', { exact: true }).fill('/users');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main')).toContainText('<img src=x onerror=');
  expect(await ran()).toEqual({ pwned: null, dialogs: [] });
  expect(await activeMarkupIn(page, 'main')).toEqual([]);
});
