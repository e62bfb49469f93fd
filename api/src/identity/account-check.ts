import { LRUCache } from 'lru-cache';
import type { Clock } from '../challenges/support/calendar';
import { storeUnavailable } from '../http/store-unavailable';
import type { VerifiedIdentity } from './token-verifier';

/** What the identity provider holds of an account now. */
export type AccountStanding =
  | {
      state: 'active';
      /** Tokens signed in before this time (ms since the epoch) are revoked: the account signed out then. */
      signedInAfterMs?: number;
    }
  | { state: 'disabled' }
  | { state: 'deleted' };

/**
 * The identity provider's own record of accounts, which every instance of the API reads alike: firebase-admin on
 * the server (firebase-accounts.ts), a fake in tests that revokes and disables at will.
 */
export interface AccountDirectory {
  standing(uid: string): Promise<AccountStanding>;
  /** Ends every session of the account: its refresh tokens stop working, and tokens signed in until now are revoked. */
  revokeSessions(uid: string): Promise<void>;
}

/** Why a token that verified is refused all the same. */
export type AccountRefusal = 'signedOut' | 'disabled' | 'deleted';

/** How late a sign-out, a disabled or a deleted account may be noticed: each instance asks again after this. */
export const RECHECK_MS = 60_000;

/**
 * Accounts whose standing an instance keeps: those active within a minute. An entry is a uid (at most 128
 * characters) and a few numbers, about 400 bytes, so 20,000 of them stay under 8 MB; an account pushed out is
 * looked up once more. Only accounts with a verified token get here, so made-up ones cannot fill it.
 */
export const CHECKED_ACCOUNTS = 20_000;

/**
 * When the token was signed in, in ms: `auth_time` (kept by every token refreshed from that sign-in, as Firebase's
 * own revocation check reads it), else `iat`; a token with neither counts as signed in at the epoch.
 */
const signedInAtMs = ({ claims }: VerifiedIdentity): number => {
  const seconds = [claims.auth_time, claims.iat].find(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  return (seconds ?? 0) * 1000;
};

/** Whether a verified token still speaks for its account, by the account's standing; firebase-admin's rules. */
export const refusalOf = (
  identity: VerifiedIdentity,
  standing: AccountStanding,
): AccountRefusal | undefined => {
  if (standing.state !== 'active') return standing.state;
  const { signedInAfterMs } = standing;
  return signedInAfterMs !== undefined && signedInAtMs(identity) < signedInAfterMs ? 'signedOut' : undefined;
};

export interface AccountCheck {
  /**
   * Why the account refuses this token, undefined while it speaks for it; at most RECHECK_MS late. Throws a 503
   * error while the identity provider cannot be asked.
   */
  refusal(identity: VerifiedIdentity): Promise<AccountRefusal | undefined>;
  /** Ends every session of the account; this instance refuses its older tokens at once, the others within RECHECK_MS. */
  signOut(uid: string): Promise<void>;
}

interface Looked {
  standing: Promise<AccountStanding>;
  atMs: number;
}

/**
 * An instance's view of accounts: each account's standing is asked of the directory at most once a RECHECK_MS,
 * and requests arriving meanwhile share the one question. A failed question is not kept, so the next request asks
 * again.
 */
export const createAccountCheck = (
  directory: AccountDirectory,
  clock: Clock,
  max = CHECKED_ACCOUNTS,
): AccountCheck => {
  const looked = new LRUCache<string, Looked>({ max });
  const now = () => clock().getTime();

  const standingOf = (uid: string): Promise<AccountStanding> => {
    const known = looked.get(uid);
    if (known && now() - known.atMs < RECHECK_MS) return known.standing;
    const entry: Looked = {
      standing: directory.standing(uid).catch((error: unknown) => {
        if (looked.get(uid) === entry) looked.delete(uid);
        throw storeUnavailable(error, 'identity provider');
      }),
      atMs: now(),
    };
    looked.set(uid, entry);
    return entry.standing;
  };

  return {
    refusal: async (identity) => refusalOf(identity, await standingOf(identity.uid)),
    async signOut(uid) {
      await directory.revokeSessions(uid).catch((error: unknown) => {
        throw storeUnavailable(error, 'identity provider');
      });
      looked.delete(uid);
    },
  };
};
