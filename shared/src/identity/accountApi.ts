/** The account's API, shared by the server and the shell. Addresses have no leading slash. */
export const ACCOUNT_API = {
  /**
   * POST with the signed-in learner's token, no body: ends every session of the account, on every device (204).
   * The shell calls it before signing out of the identity provider.
   */
  signOut: 'api/account/v1/sign-out',
} as const;
