/**
 * A visitor who has accepted the cookie notice and seen every challenge type's tour, as a script run before each
 * document's own (Playwright's addInitScript): for the end-to-end suites and the bench's journeys. What a test
 * stored itself is kept. The keys and types are written out: Playwright's loader cannot take named imports from
 * the workspace's TypeScript packages.
 */
const TOUR_TYPES = ['learn', 'scripted', 'generator', 'gherkin', 'functional', 'apiTesting', 'exploratory'];

const initially = (key: string, value: string) =>
  `if (localStorage.getItem(${JSON.stringify(key)}) === null) localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;

export const RETURNING_VISITOR_SCRIPT = [
  initially('cookiesAccepted', 'true'),
  initially('completedTours', JSON.stringify(Object.fromEntries(TOUR_TYPES.map((type) => [type, true])))),
].join('\n');
