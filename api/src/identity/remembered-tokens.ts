import { LRUCache } from 'lru-cache';
import type { TokenVerifier, VerifiedIdentity } from './token-verifier';

/**
 * Bytes of remembered tokens at most. A Firebase ID token and its decoded claims take about 1.7 KB of heap (a
 * 0.9 KB token, 0.35 KB of claims, the objects around them), so 32 MiB keeps about 19,000 learners' tokens, more
 * than the learners of an hour. Counting bytes rather than tokens is what bounds a client whose tokens carry
 * 15 KB of claims (the emulator issues whatever it is asked for): about 1,200 of them fill it, where 10,000 took
 * 274 MB.
 */
export const REMEMBERED_BYTES = 32 * 1024 * 1024;

/**
 * What one remembered token costs the heap: its text, its claims (about as long as their JSON) and about 500 bytes
 * of objects around them, as measured with 10,000 tokens of 0.9 KB and of 15 KB.
 */
const ENTRY_OVERHEAD_BYTES = 512;
export const rememberedBytesOf = (token: string, identity: VerifiedIdentity): number =>
  token.length + JSON.stringify(identity.claims).length + ENTRY_OVERHEAD_BYTES;

/** A claim `exp` in seconds since the epoch, as JWTs carry it; anything else is no expiry to trust. */
const expiresAtMs = ({ claims }: VerifiedIdentity): number | undefined =>
  typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;

interface Remembered {
  identity: VerifiedIdentity;
  expiresAtMs: number;
}

/**
 * A verifier that remembers each token it accepted until the token expires. A token's signature and claims cannot
 * change while it is valid, so a learner's next calls skip the work: a signature check in production, and a call
 * to the identity emulator in development, where firebase-admin asks the emulator about the account on every
 * verification. Whether the account was since signed out, disabled or deleted is not the token's to say: the
 * routes that must know ask again (account-check.ts). Only accepted tokens are kept, by their whole text, so a
 * made-up token is verified (and refused) every time and never evicts a learner's.
 */
export const rememberVerifiedTokens = (
  verify: TokenVerifier,
  now: () => number = Date.now,
  maxBytes = REMEMBERED_BYTES,
): TokenVerifier => {
  const remembered = new LRUCache<string, Remembered>({
    maxSize: maxBytes,
    sizeCalculation: ({ identity }, token) => rememberedBytesOf(token, identity),
  });
  return async (token) => {
    const known = remembered.get(token);
    if (known && known.expiresAtMs > now()) return known.identity;
    const identity = await verify(token);
    const expiry = expiresAtMs(identity);
    if (expiry !== undefined && expiry > now()) remembered.set(token, { identity, expiresAtMs: expiry });
    return identity;
  };
};
