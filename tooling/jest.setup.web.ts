import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// A findBy waits up to 3 s instead of 1: CI runs two workers beside Redis and PostgreSQL, and there the next
// screen after a sign-in has taken over a second to appear. A wait, not a timing goal: an element that never
// comes still fails the test.
configure({ asyncUtilTimeout: 3000 });

// Every browser has them; jsdom does not, and TypeBox's checker (an imported progress file) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so nothing to scroll: its scrollTo only reports "not implemented". Tests spy on it.
// Some suites run in Node (no window at all).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Texts other than English come in chunks of their own (shared/src/i18n/languageTexts.ts). Tests render in
// any language at once, so every language of every namespace the test file registered is loaded first.
beforeAll(async () => {
  const { loadTexts } = await import('../shared/src/i18n/languageTexts');
  const { LANGUAGES } = await import('../shared/src/i18n/languages');
  await loadTexts(LANGUAGES);
});
