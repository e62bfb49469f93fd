/**
 * The suites' `test`: a returning visitor by default, who has accepted the cookie notice and seen every
 * challenge type's tour, so those overlays do not cover what a test is about. Tests of the notice and the
 * tour themselves use `test.use({ freshVisitor: true })`.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, provide) => {
    if (!freshVisitor) {
      await page.addInitScript(() => {
        const types = [
          'learn',
          'scripted',
          'generator',
          'gherkin',
          'functional',
          'apiTesting',
          'exploratory',
        ];
        if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'true');
        if (localStorage.getItem('completedTours') === null) {
          localStorage.setItem(
            'completedTours',
            JSON.stringify(Object.fromEntries(types.map((type) => [type, true]))),
          );
        }
      });
    }
    await provide(page);
  },
});
