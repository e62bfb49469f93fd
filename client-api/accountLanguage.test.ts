/**
 * @jest-environment node
 *
 * Node's environment, not jsdom: the account's language is kept in the embedded database, which loads its files
 * from disk; these calls need no DOM.
 */
import { isHttpError, makeStore, setLanguage, setUser, store } from '@qa/shared';
import { ERROR_MESSAGES } from '../api/src/i18n/error-messages';
import {
  followAccountLanguage,
  readAccountLanguage,
  saveAccountLanguage,
} from '../shell/src/i18n/accountLanguage';
import { signInAs, withRealServer } from './support/server';

/** Lets the calls, the server's answer and the language switch run. */
const settle = async () => {
  for (let step = 0; step < 20; step += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the shell reads and keeps what GET and PUT /api/account/v1/language answer', () => {
  const server = withRealServer();
  // PGlite starts here, not in the first test's time (seconds on a busy machine).
  beforeAll(async () => {
    await server().database.get();
  }, 30_000);
  beforeEach(() => store.dispatch(setLanguage('en')));

  it('reads no language for an account that never chose one', async () => {
    signInAs('subscriber');
    expect(await readAccountLanguage()).toBeNull();
  });

  it('reads back the language it kept', async () => {
    signInAs('learner');
    await saveAccountLanguage('pl');
    expect(await readAccountLanguage()).toBe('pl');
  });

  it('is refused signed out, with the server’s sentence', async () => {
    const refusal = await readAccountLanguage().catch((error: unknown) => error);
    expect(isHttpError(refusal) && [refusal.status, refusal.message]).toEqual([
      401,
      ERROR_MESSAGES.signInForLanguage.en,
    ]);
  });

  it('applies on another device the language chosen signed in on one', async () => {
    signInAs('learner');
    const signedOut = { user: '', isEmailVerified: false, authChecked: true };
    const one = makeStore({ account: signedOut });
    const stopOne = followAccountLanguage(one);
    one.dispatch(setUser({ id: 'uid-learner', isEmailVerified: true }));
    await settle();
    one.dispatch(setLanguage('ua'));
    await settle();
    expect(await readAccountLanguage()).toBe('ua');
    stopOne();

    // The other device starts in its own language, then the learner signs in there.
    const other = makeStore({ account: signedOut, language: { local: 'en' } });
    const stopOther = followAccountLanguage(other);
    other.dispatch(setUser({ id: 'uid-learner', isEmailVerified: true }));
    await settle();
    expect(other.getState().language.local).toBe('ua');
    stopOther();
  });
});
