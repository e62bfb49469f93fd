import {
  http,
  isLanguage,
  isPlainObject,
  selectLanguage,
  selectUserId,
  setLanguage,
  type AppStore,
  type Language,
} from '@qa/shared';
import { ACCOUNT_API } from '@qa/shared/account';

/**
 * The interface language kept with the account (decision 0070). The browser's language applies until a signed-in
 * learner chooses one; that choice is kept with their account and applies wherever they sign in. A choice made
 * while signed out stays in this browser. Both calls are background calls: no loading overlay for what the
 * learner did not ask for.
 */

/** The language the account keeps, or null when the learner never chose one while signed in. */
export const readAccountLanguage = async (): Promise<Language | null> => {
  const answer = await http.get<unknown>(ACCOUNT_API.language, { auth: true, background: true });
  if (!isPlainObject(answer) || (answer.language !== null && !isLanguage(answer.language)))
    throw new Error('unreadable account language answer');
  return answer.language;
};

/** Keeps `language` as the account's choice; rejects when the call fails. */
export const saveAccountLanguage = async (language: Language): Promise<void> => {
  await http.put<unknown>(ACCOUNT_API.language, { language }, { auth: true, background: true });
};

/**
 * Follows the page's store. A language the learner chooses while signed in (the dropdown's setLanguage) is sent to
 * the account without waiting: a failure leaves the choice in this browser, where it has applied already. At
 * each sign-in (the identity client's first report included), the account's language, if it has one, replaces the
 * browser's; applying it is not a choice, so nothing is sent back. An account without one takes the browser's. An answer comes too late when someone else has
 * signed in since, or the learner has chosen a language meanwhile. The identity client starts it, after the page
 * is shown: none of it is on the first render's path.
 */
export const followAccountLanguage = (store: AppStore): (() => void) => {
  let user = '';
  let language = selectLanguage(store.getState());
  const applyKept = async (signedIn: string) => {
    const before = language;
    try {
      const kept = await readAccountLanguage();
      if (kept === before || selectUserId(store.getState()) !== signedIn || language !== before) return;
      // An account that has none yet (just registered) takes the language it was made in.
      if (kept === null) {
        saveAccountLanguage(before).catch((error: unknown) =>
          console.warn('The language could not be kept with the account', error),
        );
        return;
      }
      // Seen before it is dispatched, so the change is not taken for the learner's choice.
      language = kept;
      store.dispatch(setLanguage(kept));
    } catch (error) {
      console.warn('The account’s language could not be read; this browser’s stays', error);
    }
  };
  const onChange = () => {
    const state = store.getState();
    const current = selectLanguage(state);
    if (current !== language) {
      language = current;
      if (user)
        saveAccountLanguage(current).catch((error: unknown) =>
          console.warn('The language could not be kept with the account', error),
        );
    }
    const signedIn = selectUserId(state);
    if (signedIn === user) return;
    user = signedIn;
    if (user) void applyKept(user);
  };
  const unsubscribe = store.subscribe(onChange);
  onChange();
  return unsubscribe;
};
