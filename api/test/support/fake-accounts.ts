import type { Clock } from '../../src/challenges/support/calendar';
import type { AccountDirectory, AccountStanding } from '../../src/identity/account-check';
import type { TokenVerifier } from '../../src/identity/token-verifier';

/**
 * A stand-in for the identity provider's accounts and their tokens, on a clock the test moves. Every account
 * exists and is active until the test signs it out, disables or deletes it; `token-of-{uid}@{seconds}` is that
 * account's token signed in at `seconds` (epoch seconds), `tokenOf` one signed in now. It records whom it was
 * asked about, so a test can tell how often the API asked.
 */
export const fakeAccounts = (clock: Clock = () => new Date()) => {
  const standings = new Map<string, AccountStanding>();
  const lookedUp: string[] = [];
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  const directory: AccountDirectory = {
    async standing(uid) {
      lookedUp.push(uid);
      return standings.get(uid) ?? { state: 'active' };
    },
    // Firebase keeps the time of a revocation in whole seconds, and so does this.
    async revokeSessions(uid) {
      const standing = standings.get(uid) ?? { state: 'active' };
      if (standing.state === 'active')
        standings.set(uid, { state: 'active', signedInAfterMs: nowSeconds() * 1000 });
    },
  };

  const verifyToken: TokenVerifier = async (token) => {
    const [, uid, seconds] = /^token-of-(.+)@(\d+)$/.exec(token) ?? [];
    if (uid === undefined || seconds === undefined) throw new Error('bad token');
    const signedIn = Number(seconds);
    return { uid, claims: { auth_time: signedIn, iat: signedIn, exp: signedIn + 3600 } };
  };

  return {
    directory,
    verifyToken,
    lookedUp,
    /** A token of `uid` signed in now. */
    tokenOf: (uid: string) => `token-of-${uid}@${nowSeconds()}`,
    disable: (uid: string) => standings.set(uid, { state: 'disabled' }),
    remove: (uid: string) => standings.set(uid, { state: 'deleted' }),
  };
};

/**
 * The accounts of a test that hands in its own verifier and never signs anyone out: every account is active, and
 * a sign-out changes nothing.
 */
export const everyAccountActive: AccountDirectory = {
  standing: async () => ({ state: 'active' }),
  revokeSessions: async () => undefined,
};
