/**
 * The suites' `test`: a returning visitor by default, who has accepted the cookie notice and seen every
 * challenge type's tour, so those overlays do not cover what a test is about. Tests of the notice and the
 * tour themselves use `test.use({ freshVisitor: true })`. Every test also fails when the browser reports a
 * Content-Security-Policy violation (the whole suite runs under the servers' policies).
 */
import { expect, test as base, type Page } from '@playwright/test';
import { RETURNING_VISITOR_SCRIPT } from './returning-visitor';

export { idleTimeCodeLoaded } from './idle-time';

export { expect } from '@playwright/test';

/** How Chromium reports a blocked script, connection, style or frame in the console. */
const CSP_VIOLATION = /Content Security Policy/i;

interface Options {
  freshVisitor: boolean;
  /** A violation a test provokes on purpose (the policy is a second line behind what it asserts). */
  toleratedCspViolation: RegExp | null;
}

/** A visitor who has accepted the cookie notice and seen every tour: for a page a test opens itself too. */
export const asReturningVisitor = (page: Page) => page.addInitScript(RETURNING_VISITOR_SCRIPT);

export const test = base.extend<Options>({
  freshVisitor: [false, { option: true }],
  toleratedCspViolation: [null, { option: true }],
  page: async ({ page, freshVisitor, toleratedCspViolation }, provide) => {
    if (!freshVisitor) await asReturningVisitor(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && CSP_VIOLATION.test(text) && !toleratedCspViolation?.test(text))
        violations.push(text);
    });
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
