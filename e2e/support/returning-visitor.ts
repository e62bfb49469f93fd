/**
 * A visitor who has accepted the cookie notice and seen every challenge type's tour, as a script run before each
 * document's own (Playwright's addInitScript): for the end-to-end suites and the bench's journeys. What a test
 * stored itself is kept.
 */
import { CHALLENGE_GROUPS } from '../../shared/src/catalogue/types';
import { STORAGE_KEYS } from '../../shared/src/storage/storageKeys';

const initially = (key: string, value: string) =>
  `if (localStorage.getItem(${JSON.stringify(key)}) === null) localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;

export const RETURNING_VISITOR_SCRIPT = [
  initially(STORAGE_KEYS.cookiesAccepted, 'true'),
  initially(
    STORAGE_KEYS.completedTours,
    JSON.stringify(Object.fromEntries(CHALLENGE_GROUPS.map((group) => [group, true]))),
  ),
].join('\n');
