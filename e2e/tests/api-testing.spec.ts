import { expect, test } from '../support/test';
import { expectFound, submitExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';

const API = 'http://localhost:8080';
const USER_CRUD_LABELS = ['HTTP method', 'Endpoint', 'JSON body'];

type Request = Partial<Record<'first' | 'second' | 'third', string>>;

/** A state transition's requests before it (ExampleInput.before in api/src/challenges/engine/definition.ts). */
const requestsBefore = (example: Request): Request[] => (example as { before?: Request[] }).before ?? [];

const isJson = (text: string | undefined): boolean => {
  if (!text?.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

test('userCrud: the body waits for a method, bad JSON is not sent, and every case and bug is found through the form', async ({
  page,
  request,
}) => {
  const { cases, bugs } = definitionOf('api/api-testing/v1/userCrud');
  await page.goto('/app/challenge/apiTesting/userCrud');
  await expect(page.getByRole('heading', { level: 1, name: 'User API' })).toBeVisible();
  await expect(page.getByTestId('tester-key')).toHaveText(/^[0-9a-f-]{36}$/);

  await page.getByLabel('JSON body', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the HTTP method first: the body depends on it.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('HTTP method', { exact: true })).toBeFocused();

  await submitExample(page, USER_CRUD_LABELS, { first: 'POST', second: '/users', third: '{"name": Alex}' }, [
    'HTTP method',
  ]);
  await expect(page.getByText('The body is not valid JSON.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Result' })).toHaveText('');

  const key = (await page.getByTestId('tester-key').textContent()) ?? '';
  for (const [index, { example }] of cases.entries()) {
    // Each example is judged on the starting users, as the answers state it: the sandbox starts over first.
    await request.post(`${API}/api/api-testing/v1/userCrud/sandbox/reset`, {
      headers: { 'X-Tester-Key': key },
      data: {},
    });
    for (const before of requestsBefore(example)) {
      await submitExample(page, USER_CRUD_LABELS, before, ['HTTP method']);
    }
    if (isJson(example.third)) {
      await submitExample(page, USER_CRUD_LABELS, example, ['HTTP method']);
    } else {
      // The form does not send a body that is not JSON: a tester sends it from their own tools.
      await request.fetch(`${API}/api/sandbox/v1${example.second ?? ''}`, {
        method: example.first ?? 'POST',
        headers: { 'X-Tester-Key': key, 'Content-Type': 'application/json' },
        // As bytes: a string would be sent as a JSON string, which is JSON.
        data: Buffer.from(example.third ?? ''),
      });
    }
    await expectFound(page, index + 1, cases.length);
  }
  const last = cases[cases.length - 1]!.example;
  await expect(page.getByRole('status', { name: 'Result' })).toContainText(`${last.first} ${last.second} →`);
  for (const [index, { example }] of bugs.entries()) {
    await submitExample(page, USER_CRUD_LABELS, example, ['HTTP method']);
    await expect(page.getByTestId('bugs-counter')).toContainText(`${index + 1} out of ${bugs.length}`);
  }
  await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
});

test('userCrud: a case found by a direct User API request with the page’s tester key appears on the page', async ({
  page,
  request,
}) => {
  const { cases } = definitionOf('api/api-testing/v1/userCrud');
  await page.goto('/app/challenge/apiTesting/userCrud');
  await expect(page.getByTestId('tester-key')).toHaveText(/^[0-9a-f-]{36}$/);
  const key = (await page.getByTestId('tester-key').textContent()) ?? '';
  await expectFound(page, 0, cases.length);

  const response = await request.delete(`${API}/api/sandbox/v1/users`, { headers: { 'X-Tester-Key': key } });
  expect(response.status()).toBe(405);
  expect(response.headers()['x-tester-key']).toBe(key);

  await expectFound(page, 1, cases.length);
  await expect(page.locator('#case_15')).toContainText('405 Method Not Allowed');
  // Kept like any other answer: it is still there after a reload.
  await page.reload();
  await expectFound(page, 1, cases.length);
});

test('plusser: the guided steps through the Addition API, bugs included, to the congratulation', async ({
  page,
}) => {
  const { cases, bugs } = definitionOf('api/learn/v1/plusser');
  await page.goto('/app/challenge/apiTesting/plusser');
  await expect(page.getByRole('heading', { level: 1, name: 'Addition API' })).toBeVisible();
  for (const [index, { example }] of cases.entries()) {
    await submitExample(page, ['HTTP method', 'JSON body'], example, ['HTTP method']);
    await expectFound(page, index + 1, cases.length);
  }
  await expect(page.getByTestId('bugs-counter')).toContainText(`${bugs.length} out of ${bugs.length}`);
  await expect(page.getByRole('dialog', { name: 'You did it! You are a QA guru!' })).toBeVisible();
});

test('the APIs are documented at /api/docs, where a tester can send requests', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${API}/api/docs`);
  await expect(page.getByText('QA Practice Simulator: APIs for testers')).toBeVisible();
  const listUsers = page.locator('.opblock-get').filter({ hasText: 'List every user' }).first();
  await listUsers.click();
  await listUsers.getByRole('button', { name: 'Try it out' }).click();
  await listUsers.getByRole('button', { name: 'Execute' }).click();
  await expect(listUsers.locator('.live-responses-table tbody .response-col_status').first()).toHaveText(
    '200',
  );
  expect(errors).toEqual([]);
});
