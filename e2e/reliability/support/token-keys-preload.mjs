/**
 * Preloaded into an API process (`node --import <this file> api/dist/server.js`) of the production
 * configuration: answers firebase-admin's request for Google's token-signing keys with the test's own keys,
 * because this machine has no internet and the test must sign tokens the server accepts. Nothing else is
 * answered: every other outgoing connection except to this machine fails, so a forgotten call shows at once.
 *
 * QA_TEST_SIGNING_KEYS: JSON `{ "<kid>": "<PEM>" }`, what the key URL answers. Google serves X.509
 * certificates there; a public key (SPKI PEM) does as well, since firebase-admin hands the text to jsonwebtoken,
 * which reads either with crypto.createPublicKey. So no certificate has to be made (no openssl, no library).
 */
import nock from 'nock';

/**
 * firebase-admin 13's CLIENT_CERT_URL (lib/auth/token-verifier.js), fetched by UrlKeyFetcher (lib/utils/jwt.js)
 * with its own HTTP client on node:https; it keeps the keys for the answer's Cache-Control max-age.
 */
const KEYS_ORIGIN = 'https://www.googleapis.com';
const KEYS_PATH = '/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

const keys = JSON.parse(process.env.QA_TEST_SIGNING_KEYS ?? 'null');
if (keys === null || typeof keys !== 'object') {
  throw new Error('token-keys-preload: QA_TEST_SIGNING_KEYS must be a JSON object of kid -> PEM');
}

nock.disableNetConnect();
nock.enableNetConnect((host) => /^(127\.0\.0\.1|localhost|\[::1\]|::1)(:\d+)?$/.test(host));
nock(KEYS_ORIGIN)
  .persist()
  .get(KEYS_PATH)
  .reply(() => {
    // The test reads this line to know the keys came through this URL (and how often).
    process.stderr.write(`token-keys-preload: served ${Object.keys(keys).length} key(s)\n`);
    return [
      200,
      keys,
      { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' },
    ];
  });
