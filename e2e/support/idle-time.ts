import type { Page } from '@playwright/test';

/**
 * Until what a page loads once it is usable and the browser is idle (the identity client, the notifications) has
 * loaded: the idle callback waits at most 2 s. For the end-to-end suites and the bench's journeys.
 */
export const idleTimeCodeLoaded = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
};
