import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Share links of an interview's scorecard: `id~expUnix~base64url(HMAC-SHA256)`, all URL-safe as written, short
 * enough for one path segment (the router takes up to 100 characters; a uuid's token is 91), and without a dot, so
 * no static server takes the page's link for a file with an extension. Whoever holds one reads
 * that scorecard until it expires, without an account; the session's row is still read, so a deleted session's
 * links die with it. The keys are INTERVIEW_SHARE_SECRETS: the first signs, each verifies, so a new key can be put
 * first while the links the old one signed still work.
 */

/** As long as a path segment may be, longer than a uuid's token (91): nothing bigger is even looked at. */
export const MAX_SHARE_TOKEN_LENGTH = 100;

/** What a session id may be: a uuid, or another short id without the separator. */
const SESSION_ID = /^[\w-]{1,64}$/;
/** A SHA-256 MAC in unpadded base64url. */
const MAC_LENGTH = 43;
/** Tells these MACs apart from anything else a deployment might sign with the same key. */
const PURPOSE = 'qa-interview-share:v1:';

const macOf = (payload: string, secret: string): Buffer =>
  createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest();

/** A link to `sessionId` that verifies until `expiresAt` (to the second, rounded down). */
export function signShare(sessionId: string, expiresAt: Date, secrets: readonly string[]): string {
  const [secret] = secrets;
  if (secret === undefined) throw new Error('A share link needs a key to sign with.');
  if (!SESSION_ID.test(sessionId))
    throw new Error('A share link names a session by a short id without dots.');
  const expUnix = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expUnix) || expUnix < 0) throw new Error('A share link needs a valid expiry.');
  const payload = `${sessionId}~${expUnix}`;
  return `${payload}~${macOf(payload, secret).toString('base64url')}`;
}

/**
 * The session id a token signed by one of `secrets` names, while `now` is before its expiry; undefined for
 * anything else, whatever its size or content. Every check is linear in the token's length, which is bounded
 * before anything else is done.
 */
export function verifyShare(token: string, now: Date, secrets: readonly string[]): string | undefined {
  if (typeof token !== 'string' || token.length > MAX_SHARE_TOKEN_LENGTH) return undefined;
  const match = /^([\w-]{1,64})~(\d{1,15})~([\w-]+)$/.exec(token);
  if (!match) return undefined;
  const [, sessionId, expUnix, mac = ''] = match;
  if (mac.length !== MAC_LENGTH) return undefined;
  const given = Buffer.from(mac, 'base64url');
  // One spelling per MAC (its last character carries two spare bits), and the MAC covers the payload as written:
  // no other spelling of a token verifies.
  if (given.toString('base64url') !== mac) return undefined;
  const payload = `${sessionId}~${expUnix}`;
  if (!secrets.some((secret) => timingSafeEqual(macOf(payload, secret), given))) return undefined;
  return now.getTime() < Number(expUnix) * 1000 ? sessionId : undefined;
}
