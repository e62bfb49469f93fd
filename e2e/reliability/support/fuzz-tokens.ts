/**
 * Authorization headers: a signed-in learner's (so the answer, hint and assessment handlers run) and forged
 * ones. With an emulator host set, firebase-admin accepts unsigned tokens of the project and then asks the
 * emulator whether the user exists (fuzz-identity.ts answers that); everything else must be a 401.
 */
import fc from 'fast-check';
import { headerText } from './fuzz-values';

const PROJECT_ID = 'demo-qa-practice';
/** The one user the fuzz's identity service knows. */
export const FUZZ_UID = 'fuzz-learner';

const NOW_S = Math.floor(Date.now() / 1000);

const base64url = (text: string) => Buffer.from(text).toString('base64url');

const token = (header: object, claims: object, signature = '') =>
  `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.${signature}`;

const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT_ID}`,
  aud: PROJECT_ID,
  sub: FUZZ_UID,
  user_id: FUZZ_UID,
  auth_time: NOW_S - 60,
  iat: NOW_S - 60,
  exp: NOW_S + 3600,
  ...overrides,
});

const UNSIGNED = { alg: 'none', typ: 'JWT' };

/** The fuzz's learner, with or without the Interview Assessment's subscription claim. */
export const signedInToken = fc
  .boolean()
  .map((subscribed) => token(UNSIGNED, claims(subscribed ? { subscription: 'active' } : {})));

/** Tokens no one issued: wrong project, expired, someone unknown, signed with a made-up key, not a JWT. */
const forgedToken: fc.Arbitrary<string> = fc.oneof(
  fc
    .constantFrom<Record<string, unknown>>(
      { aud: 'another-project' },
      { iss: 'https://securetoken.google.com/another-project' },
      { iss: 'https://evil.example' },
      { exp: NOW_S - 10 },
      { iat: NOW_S + 3600, auth_time: NOW_S + 3600 },
      { sub: '' },
      { sub: 'x'.repeat(200) },
      { sub: 'someone-else', user_id: 'someone-else' },
      { sub: 42 },
      { exp: 'tomorrow' },
      JSON.parse(`{"__proto__":{"sub":"${FUZZ_UID}"}}`) as Record<string, unknown>,
      { subscription: 'active', sub: 'nobody' },
    )
    .map((overrides) => token(UNSIGNED, claims(overrides))),
  fc
    .tuple(fc.constantFrom('HS256', 'RS256', 'ES256', 'None', 'NONE'), fc.base64String({ maxLength: 86 }))
    .map(([alg, signature]) => token({ alg, typ: 'JWT', kid: 'forged' }, claims(), signature)),
  fc.constantFrom(
    `${base64url('{"alg":"none"}')}.not-base64!.`,
    `${base64url('not json')}.${base64url('not json')}.`,
    'a.b',
    'a.b.c.d',
    '...',
    'eyJ',
  ),
  fc.base64String({ maxLength: 200 }),
  headerText(80),
  // Past Node's 16 KiB of headers too, which Node itself refuses (431).
  fc.integer({ min: 4_000, max: 20_000 }).map((length) => 'e'.repeat(length)),
);

/** The Authorization header's value; undefined leaves the header out. */
export const authorization = (signedInRoute: boolean): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: signedInRoute ? 6 : 1, arbitrary: signedInToken.map((value) => `Bearer ${value}`) },
    { weight: signedInRoute ? 4 : 1, arbitrary: forgedToken.map((value) => `Bearer ${value}`) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        forgedToken,
        fc.constantFrom('Bearer', 'Bearer ', 'bearer  ', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a b'),
      ),
    },
    { weight: signedInRoute ? 2 : 10, arbitrary: fc.constant(undefined) },
  );
