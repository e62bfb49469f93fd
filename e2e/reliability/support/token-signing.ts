/**
 * Identity tokens made by the test: RS256 JWTs signed with a key pair of its own (node:crypto, a few lines, so
 * no JWT library is needed), and the unsigned tokens the Authentication emulator gives out.
 */
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export interface SigningKey {
  /** The `kid` of the token header; the key server answers it with `publicKeyPem`. */
  kid: string;
  privateKey: KeyObject;
  publicKeyPem: string;
}

/** 2048 bits: jsonwebtoken, which firebase-admin verifies with, refuses smaller RSA keys. */
export const createSigningKey = (kid: string): SigningKey => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

export type Claims = Record<string, unknown>;

const base64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

const encodeParts = (header: Claims, payload: Claims): string =>
  `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;

/** RS256 (RSASSA-PKCS1-v1_5 with SHA-256) is what Firebase signs ID tokens with. */
export const signRs256 = (
  payload: Claims,
  key: Pick<SigningKey, 'kid' | 'privateKey'>,
  header: Claims = {},
) => {
  const signingInput = encodeParts({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header }, payload);
  return `${signingInput}.${base64url(sign('sha256', Buffer.from(signingInput), key.privateKey))}`;
};

/** The classic algorithm confusion: HS256 with the server's public key as the shared secret. */
export const signHs256 = (payload: Claims, secret: string, header: Claims = {}) => {
  const signingInput = encodeParts({ alg: 'HS256', typ: 'JWT', ...header }, payload);
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
};

/** No signature at all (empty third part), as the emulator issues; `header` can claim an algorithm anyway. */
export const unsigned = (payload: Claims, header: Claims = { alg: 'none', typ: 'JWT' }) =>
  `${encodeParts(header, payload)}.`;

/** What a Firebase ID token of `projectId` claims (aud, iss, sub...), valid for the next hour. */
export const idTokenClaims = (projectId: string, uid: string, extra: Claims = {}): Claims => {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...extra,
  };
};
