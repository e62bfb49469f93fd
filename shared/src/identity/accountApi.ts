import type { Language } from '../i18n/languages';

/** The account's API, shared by the server and the shell. Addresses have no leading slash. */
export const ACCOUNT_API = {
  /**
   * POST with the signed-in learner's token, no body: ends every session of the account, on every device (204).
   * The shell calls it before signing out of the identity provider.
   */
  signOut: 'api/account/v1/sign-out',
  /**
   * The interface language kept with the account, with the signed-in learner's token: GET reads it, PUT
   * `{ language }` keeps it; both answer AccountLanguage.
   */
  language: 'api/account/v1/language',
} as const;

/** The account's interface language: null until the learner chooses one while signed in. */
export interface AccountLanguage {
  language: Language | null;
}
