import { expectFound } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';
import { expect, test } from '../support/test';

test('the next challenge opens on its form without waiting for the server: its info came in spare time', async ({
  page,
}) => {
  const infoGets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/learn/v1/password-restore')
      infoGets.push(url.href);
  });
  const prefetched = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().endsWith('/api/learn/v1/password-restore'),
  );
  await page.goto('/app/challenge/learn/divider');
  await expect(page.getByRole('heading', { level: 1, name: 'Division' })).toBeVisible();
  await prefetched;
  expect(infoGets).toHaveLength(1);

  await page.getByRole('link', { name: /Next challenge: Password Restore/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password Restore' })).toBeVisible();
  await expectFound(page, 0, definitionOf('api/learn/v1/password-restore').cases.length);
  await expect(page.getByLabel('New Password', { exact: true })).toBeEnabled();
  expect(infoGets).toHaveLength(1);
});
