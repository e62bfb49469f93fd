import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through a page; fails when it is not reached
 * within `limit` presses (a control the keyboard cannot reach).
 */
export const tabTo = async (page: Page, target: Locator, limit = 150): Promise<void> => {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
};
