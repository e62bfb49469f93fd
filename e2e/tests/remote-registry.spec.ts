import { expect, REMOTE_FAILURE_LOGS, test } from '../support/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REGISTRY = path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist', 'remotes.json');

// A remote the registry points nowhere.
test.beforeEach(({ tolerateConsole }) => REMOTE_FAILURE_LOGS.forEach(tolerateConsole));

test('editing the served remotes.json re-points a remote without a rebuild', async ({ page }) => {
  const original = readFileSync(REGISTRY, 'utf8');
  try {
    const registry = JSON.parse(original) as Record<string, string>;
    // Nothing listens on port 9; the learn pages must now fail over to the fallback.
    writeFileSync(
      REGISTRY,
      JSON.stringify({ ...registry, mfe_learn: 'http://localhost:9/mf-manifest.json' }),
    );
    await page.goto('/app/challenge/learn/adder');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  } finally {
    writeFileSync(REGISTRY, original);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Addition' })).toBeVisible();
});

test('a broken registry file leaves the shell working with every remote page in fallback', async ({
  page,
}) => {
  await page.route('**/app/remotes.json', (route) => route.fulfill({ status: 200, body: '{ not json' }));
  await page.goto('/app/challenge/learn/adder');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await page.getByRole('link', { name: 'List of Challenges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'List of Challenges' })).toBeVisible();
});
