/**
 * The suites' `test`: a returning visitor by default, who has accepted the cookie notice and seen every
 * challenge type's tour, so those overlays do not cover what a test is about. Tests of the notice and the
 * tour themselves use `test.use({ freshVisitor: true })`.
 *
 * Every test also fails when a page logs an error or a warning, or throws: testers keep DevTools open, so a
 * console the product fills is a defect a learner sees. That includes what the browser logs itself (a request
 * answered 4xx/5xx, a Content-Security-Policy violation). A test that provokes one on purpose (a server it
 * stops, a limit it exceeds) names it with the `tolerateConsole` fixture: in the test, or in a `beforeEach` for a
 * whole file or group.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { RETURNING_VISITOR_SCRIPT } from './returning-visitor';

export { idleTimeCodeLoaded } from './idle-time';

export { expect } from '@playwright/test';

interface Options {
  freshVisitor: boolean;
}

interface Fixtures {
  /** Gates a context the test opens itself (a second browser) as the default one is. */
  watchConsole: (context: BrowserContext) => void;
  /** Tolerates, from here on in this test, what it provokes on purpose: matched against "type: text". */
  tolerateConsole: (pattern: RegExp) => void;
}

interface Gate {
  logged: string[];
  tolerated: RegExp[];
}

/**
 * What the browser and the page report of a remote that cannot be loaded (its server down, its manifest out of
 * reach, or its page throwing), and of "Try again" registering it afresh, which the federation runtime always warns
 * of: for the tests that make a remote fail on purpose.
 */
export const REMOTE_FAILURE_LOGS: readonly RegExp[] = [
  /^error: Failed to load resource: net::ERR_(CONNECTION_REFUSED|UNSAFE_PORT) \(http:\/\/localhost:\d+\/mf-manifest\.json\)/,
  /^warning: \[ Federation Runtime \].*Failed to get manifest/,
  /^error: RemoteUnavailableError: Remote \w+ could not be loaded/,
  /^warning: \[ Federation Runtime \]: The remote "\w+" is already registered/,
];

/** A visitor who has accepted the cookie notice and seen every tour: for a page a test opens itself too. */
export const asReturningVisitor = (page: Page) => page.addInitScript(RETURNING_VISITOR_SCRIPT);

/** Where a message came from, so a failure names the page and the script or request. */
const origin = (url: string | undefined): string => (url ? ` (${url})` : '');

export const test = base.extend<Options & Fixtures & { gate: Gate }>({
  freshVisitor: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  gate: async ({}, provide) => {
    const gate: Gate = { logged: [], tolerated: [] };
    await provide(gate);
    const unexpected = gate.logged.filter((line) => !gate.tolerated.some((pattern) => pattern.test(line)));
    expect(unexpected, 'errors and warnings in the browser console').toEqual([]);
  },
  tolerateConsole: async ({ gate }, provide) => {
    await provide((pattern) => void gate.tolerated.push(pattern));
  },
  watchConsole: async ({ gate: { logged } }, provide) => {
    await provide((context) => {
      context.on('console', (message) => {
        const type = message.type();
        if (type === 'error' || type === 'warning')
          logged.push(`${type}: ${message.text()}${origin(message.location().url)}`);
      });
      context.on('weberror', (error) => logged.push(`uncaught: ${error.error().message}`));
    });
  },
  context: async ({ context, watchConsole }, provide) => {
    watchConsole(context);
    await provide(context);
  },
  page: async ({ page, freshVisitor }, provide) => {
    if (!freshVisitor) await asReturningVisitor(page);
    await provide(page);
  },
});
