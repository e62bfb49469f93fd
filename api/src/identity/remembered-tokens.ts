import { LRUCache } from 'lru-cache';
import type { TokenVerifier, VerifiedIdentity } from './token-verifier';

/** Tokens remembered at once: a learner keeps one token for an hour, so this is the learners of an hour. */
export const REMEMBERED_TOKENS = 10_000;

/** A claim `exp` in seconds since the epoch, as JWTs carry it; anything else is no expiry to trust. */
const expiresAtMs = ({ claims }: VerifiedIdentity): number | undefined =>
  typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;

/**
 * A verifier that remembers each token it accepted until the token expires. A token's answer cannot change
 * while it is valid (its claims are signed into it, and revocation is not checked), so a learner's next calls
 * skip the work: a signature check in production, and a call to the identity emulator in development, where
 * firebase-admin asks the emulator about the account on every verification. Only accepted tokens are kept, by
 * their whole text, so a made-up token is verified (and refused) every time and never evicts a learner's.
 */
export const rememberVerifiedTokens = (
  verify: TokenVerifier,
  now: () => number = Date.now,
  max = REMEMBERED_TOKENS,
): TokenVerifier => {
  const remembered = new LRUCache<string, { identity: VerifiedIdentity; expiresAtMs: number }>({ max });
  return async (token) => {
    const known = remembered.get(token);
    if (known && known.expiresAtMs > now()) return known.identity;
    const identity = await verify(token);
    const expiry = expiresAtMs(identity);
    if (expiry !== undefined && expiry > now()) remembered.set(token, { identity, expiresAtMs: expiry });
    return identity;
  };
};
