/**
 * Each remote in turn down, slow and throwing while rendering: its page shows the fallback (or,
 * when slow, the loading state), the menu and the other remotes go on working, and the page recovers without
 * a reload. Recovery times are reported as annotations.
 */
import type { Page } from '@playwright/test';
import { expect, REMOTE_FAILURE_LOGS, test } from '../../support/test';
import { startServer, stopServer } from '../../support/servers';
import { anotherThan, REMOTE_PAGES, type RemotePage } from '../support/remote-pages';
import { makeRemoteThrow, RENDER_ERROR } from '../support/throwing-remote';

const SLOW_MS = 5_000;

// Every test here makes a remote fail on purpose; one that throws while rendering reports its error too.
test.beforeEach(({ tolerateConsole }) =>
  [...REMOTE_FAILURE_LOGS, new RegExp(`^error: Error: ${RENDER_ERROR}`)].forEach(tolerateConsole),
);

/** A mark on the window that a reload would lose. */
const markWindow = (page: Page) => page.evaluate(() => ((window as { qaMark?: true }).qaMark = true));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as { qaMark?: true }).qaMark === true);

const report = (what: string, ms: number) => {
  test.info().annotations.push({ type: what, description: `${ms} ms` });
  console.log(`${test.info().titlePath.slice(1).join(' › ')}: ${what} ${ms} ms`);
};

/** The menu and another remote's page work while this one fails; then back to the failing page. */
const othersStillWork = async (page: Page, failing: RemotePage) => {
  await page.getByRole('link', { name: 'List of Challenges' }).click();
  await expect(page).toHaveURL(/\/app\/list$/);
  await expect(page.getByRole('link', { name: 'Addition' }).first()).toBeVisible();
  const other = anotherThan(failing);
  await page.goto(other.route);
  await expect(other.shown(page)).toBeVisible();
};

/** Clicks the fallback's retry and waits for the page, in the same window. */
const retryRecovers = async (page: Page, failing: RemotePage) => {
  await markWindow(page);
  const started = Date.now();
  await page.getByTestId('remote-fallback').getByRole('button', { name: 'Try again' }).click();
  await expect(failing.shown(page)).toBeVisible();
  report('recovery after retry', Date.now() - started);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(await stillSameWindow(page), 'recovered without a reload').toBe(true);
};

for (const failing of REMOTE_PAGES) {
  test.describe(failing.remote, () => {
    test('down: the fallback shows, the rest works, retry recovers once it is back', async ({ page }) => {
      await stopServer(failing.server);
      try {
        const started = Date.now();
        await page.goto(failing.route);
        await expect(page.getByTestId('remote-fallback')).toContainText('could not be loaded', {
          timeout: 20_000,
        });
        report('fallback shown after', Date.now() - started);
        await othersStillWork(page, failing);
        await page.goBack();
        await page.goBack();
        await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
      } finally {
        await startServer(failing.server);
      }
      await retryRecovers(page, failing);
    });

    test(`slow (${SLOW_MS / 1000} s a response): the loading state, the rest works, then the page`, async ({
      page,
    }) => {
      const delayed = `${failing.origin}/**`;
      await page.route(delayed, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        await route.continue().catch(() => undefined);
      });
      const started = Date.now();
      await page.goto(failing.route);
      await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
      // While it loads, the menu answers at once.
      await page.getByRole('link', { name: 'List of Challenges' }).click();
      await expect(page.getByRole('link', { name: 'Addition' }).first()).toBeVisible();
      await page.goBack();
      await expect(failing.shown(page)).toBeVisible({ timeout: 60_000 });
      report('page shown after', Date.now() - started);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await page.unroute(delayed);
    });

    test('throwing while rendering: the fallback shows, the rest works, retry recovers', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const restore = await makeRemoteThrow(page, failing);
      await page.goto(failing.route);
      await expect(page.getByTestId('remote-fallback')).toContainText('could not be loaded');
      expect(errors.join('\n')).toContain(RENDER_ERROR);
      await othersStillWork(page, failing);
      await page.goBack();
      await page.goBack();
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      // The remote's team deploys a fix.
      await restore();
      await retryRecovers(page, failing);
    });
  });
}

test('a remote whose manifest never answers shows the fallback after the deadline, and retry recovers', async ({
  page,
}) => {
  const [failing] = REMOTE_PAGES as [RemotePage];
  const manifest = `${failing.origin}/mf-manifest.json`;
  // Never answered: the request stays pending until the route is removed.
  await page.route(manifest, () => undefined);
  const started = Date.now();
  await page.goto(failing.route);
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  report('fallback shown after', Date.now() - started);
  await page.unroute(manifest);
  await retryRecovers(page, failing);
});
