/**
 * Identity tokens the API must refuse, each wrong in one way only (a uid of its own, so a test can tell whether
 * it got as far as a user lookup), and the Authorization headers around a good token that are not a bearer
 * token.
 */
import {
  createSigningKey,
  idTokenClaims,
  signHs256,
  signRs256,
  unsigned,
  type Claims,
  type SigningKey,
} from './token-signing';

export interface TokenCase {
  name: string;
  /** The whole Authorization header value. */
  authorization: string;
}

const bearer = (name: string, token: string): TokenCase => ({ name, authorization: `Bearer ${token}` });

const now = () => Math.floor(Date.now() / 1000);

/** Strings that are no JWT at all, or a good token damaged. */
const garbage = (good: string): TokenCase[] => {
  const [header = '', payload = '', signature = ''] = good.split('.');
  const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
  return [
    bearer('garbage: a word', 'garbage'),
    bearer('garbage: three dots', '...'),
    bearer('garbage: three parts of nothing', 'a.b.c'),
    bearer('garbage: "null"', 'null'),
    bearer('garbage: "undefined"', 'undefined'),
    bearer('garbage: a header only', header),
    bearer('garbage: header and payload, no dot', `${header}.${payload}`),
    bearer('garbage: random base64url parts', `${Buffer.from('{"x":1}').toString('base64url')}.eA.eA`),
    bearer('garbage: JSON instead of base64url', '{"alg":"none"}.{"sub":"x"}.'),
    bearer('garbage: Latin-1 letters', 'tökén'),
    bearer('garbage: 8 KiB of "a"', 'a'.repeat(8192)),
    bearer('good token, one signature character changed', `${header}.${payload}.${flipped}`),
    bearer('good token, signature cut short', `${header}.${payload}.${signature.slice(0, -4)}`),
    bearer('good token with a character appended', `${good}x`),
    bearer('good token, signature removed', `${header}.${payload}.`),
  ];
};

/** A good token's claims for `uid` with `change` applied; undefined values remove a claim. */
const claims = (projectId: string, uid: string, change: Claims = {}): Claims =>
  Object.fromEntries(
    Object.entries({ ...idTokenClaims(projectId, uid), ...change }).filter(
      ([, value]) => value !== undefined,
    ),
  );

/** Claims that are wrong whoever signs them: expired, another audience or issuer, no subject... */
const wrongClaims = (projectId: string): Array<{ name: string; uid: string; claims: Claims }> => {
  const t = now();
  const wrong = (name: string, uid: string, change: Claims) => ({
    name,
    uid,
    claims: claims(projectId, uid, change),
  });
  return [
    wrong('expired an hour ago', 'expired-hour', { iat: t - 7200, auth_time: t - 7200, exp: t - 3600 }),
    wrong('expired a minute ago', 'expired-minute', { iat: t - 3660, auth_time: t - 3660, exp: t - 60 }),
    wrong('not valid before an hour from now', 'not-before', { nbf: t + 3600 }),
    wrong('wrong audience', 'wrong-aud', { aud: 'another-project' }),
    wrong('audience list with the project in it', 'aud-list', { aud: [projectId, 'another-project'] }),
    wrong('no audience', 'no-aud', { aud: undefined }),
    wrong("wrong issuer (another project's)", 'wrong-iss', {
      iss: 'https://securetoken.google.com/another-project',
    }),
    wrong('wrong issuer (Google accounts)', 'wrong-iss-google', { iss: 'https://accounts.google.com' }),
    wrong('no issuer', 'no-iss', { iss: undefined }),
    wrong('missing sub', 'no-sub', { sub: undefined }),
    wrong('empty sub', 'empty-sub', { sub: '' }),
    wrong('sub of 129 characters', 'long-sub', { sub: 's'.repeat(129) }),
    wrong('sub not a string', 'number-sub', { sub: 42 }),
  ];
};

export interface ProductionTokens {
  /** The key the key server answers for; tokens it signs are good unless their claims are wrong. */
  key: SigningKey;
  good: string;
  /** The same, with the subscription claim the assessment needs. */
  subscribed: string;
  bad: TokenCase[];
  /** A good token in headers that are not `Bearer <token>`. */
  notBearer: TokenCase[];
  /** `Bearer` is case-insensitive and may be followed by several spaces (RFC 9110 §11.1, §11.4). */
  bearerSpellings: TokenCase[];
}

/** Tokens of the production configuration: signed (RS256, the key's kid) unless the case says otherwise. */
export const productionTokens = (projectId: string): ProductionTokens => {
  const key = createSigningKey('reliability-key-1');
  const stranger = createSigningKey(key.kid);
  const good = signRs256(claims(projectId, 'good-user'), key);
  const claimsFor = (uid: string) => claims(projectId, uid);
  return {
    key,
    good,
    subscribed: signRs256(claims(projectId, 'subscribed-user', { subscription: 'active' }), key),
    bad: [
      ...garbage(good),
      ...wrongClaims(projectId).map((each) => bearer(each.name, signRs256(each.claims, key))),
      bearer('unsigned (alg none, empty signature)', unsigned(claimsFor('unsigned'))),
      bearer(
        'unsigned, alg none with the kid',
        unsigned(claimsFor('unsigned-kid'), { alg: 'none', kid: key.kid }),
      ),
      bearer(
        'RS256 header, empty signature',
        unsigned(claimsFor('empty-signature'), { alg: 'RS256', kid: key.kid }),
      ),
      bearer(
        'HS256 with the public key as secret',
        signHs256(claimsFor('hs256'), key.publicKeyPem, { kid: key.kid }),
      ),
      bearer('signed by another key with the same kid', signRs256(claimsFor('stranger'), stranger)),
      bearer(
        'unknown kid (another key)',
        signRs256(claimsFor('unknown-kid'), createSigningKey('unknown-kid')),
      ),
      bearer('unknown kid (the right key)', signRs256(claimsFor('wrong-kid'), { ...key, kid: 'not-served' })),
      bearer('no kid', signRs256(claimsFor('no-kid'), key, { kid: undefined })),
      bearer(
        'subscribed, signed by another key',
        signRs256(claims(projectId, 'fake-sub', { subscription: 'active' }), stranger),
      ),
    ],
    notBearer: [
      { name: 'the token without a scheme', authorization: good },
      { name: 'Basic scheme with the token', authorization: `Basic ${good}` },
      { name: 'Basic credentials', authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
      { name: 'Token scheme', authorization: `Token ${good}` },
      { name: 'Bearer glued to the token', authorization: `Bearer${good}` },
      { name: 'Bearer and nothing', authorization: 'Bearer' },
      { name: 'Bearer and a space', authorization: 'Bearer ' },
      { name: 'two tokens', authorization: `Bearer ${good} ${good}` },
      { name: 'two schemes', authorization: `Bearer Bearer ${good}` },
      { name: 'comma-separated credentials', authorization: `Bearer ${good}, Basic x` },
      { name: 'empty header', authorization: '' },
    ],
    bearerSpellings: [
      { name: 'bearer in lower case', authorization: `bearer ${good}` },
      { name: 'BEARER in upper case', authorization: `BEARER ${good}` },
      { name: 'three spaces after Bearer', authorization: `Bearer   ${good}` },
    ],
  };
};

export interface EmulatorTokens {
  good: string;
  /** The uid of `good`, the only one the emulator may be asked about. */
  goodUid: string;
  /** Another good token, for a test that needs one the API has never accepted (and so not remembered). */
  unused: string;
  bad: TokenCase[];
}

/**
 * Tokens of the local configuration, unsigned as the emulator issues them; a signed token is one of the bad
 * ones here (the emulator's verifier takes alg none only). Unsigned tokens are accepted in this configuration
 * by design (firebase-admin trusts the emulator), which is why production must refuse an emulator host.
 */
export const emulatorTokens = (projectId: string): EmulatorTokens => {
  const goodUid = 'emulator-user';
  const good = unsigned(claims(projectId, goodUid));
  const key = createSigningKey('reliability-key-1');
  return {
    good,
    goodUid,
    unused: unsigned(claims(projectId, 'emulator-user-unused')),
    bad: [
      ...garbage(good).filter(({ name }) => !name.startsWith('good token, signature')),
      ...wrongClaims(projectId).map((each) => bearer(each.name, unsigned(each.claims))),
      bearer('signed (RS256) instead of unsigned', signRs256(claims(projectId, 'signed-user'), key)),
      bearer('HS256 with a guessable secret', signHs256(claims(projectId, 'hs256-user'), 'secret')),
      bearer('unsigned with a signature appended', `${unsigned(claims(projectId, 'tail-user'))}c2lnbmF0dXJl`),
    ],
  };
};
