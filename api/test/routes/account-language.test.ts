import { ACCOUNT_API } from '@qa/shared/account';
import { PROGRESS_API } from '@qa/shared/progress';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '../../src/i18n/error-messages';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { LANGUAGE_WRITES_PER_MINUTE } from '../../src/routes/account';
import { MAX_LANGUAGE_BODY_BYTES } from '../../src/schemas/account';
import { buildApp, buildAppWithDatabase } from '../helper';

const verifier: TokenVerifier = async (token) => {
  if (!token.startsWith('token-of-')) throw new Error('bad token');
  return { uid: token.slice('token-of-'.length), claims: {} };
};
const as = (user: string) => ({ authorization: `Bearer token-of-${user}` });
const LANGUAGE = `/${ACCOUNT_API.language}`;

describe('the interface language kept with the account (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  }, 20_000);
  afterAll(() => app.close());

  const read = (user: string) => app.inject({ url: LANGUAGE, headers: as(user) });
  const choose = (user: string, payload: unknown, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: LANGUAGE,
      headers: { ...as(user), 'accept-language': language },
      payload: payload as object,
    });

  it('has none for a learner who never chose one', async () => {
    const response = await read('newcomer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ language: null });
  });

  it('keeps the language a learner chooses, and the next choice replaces it', async () => {
    const chosen = await choose('anna', { language: 'pl' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    expect(chosen.json()).toEqual({ language: 'pl' });
    expect((await read('anna')).json()).toEqual({ language: 'pl' });

    expect((await choose('anna', { language: 'ua' })).json()).toEqual({ language: 'ua' });
    expect((await read('anna')).json()).toEqual({ language: 'ua' });
  });

  it('is each account’s own: another account neither reads nor changes it', async () => {
    await choose('olga', { language: 'ru' });
    expect((await read('pawel')).json()).toEqual({ language: null });
    await choose('pawel', { language: 'pl' });
    expect((await read('olga')).json()).toEqual({ language: 'ru' });
    expect((await read('pawel')).json()).toEqual({ language: 'pl' });
  });

  it('stays when the learner deletes the progress stored with their account', async () => {
    await choose('keeper', { language: 'ua' });
    await app.inject({ method: 'POST', url: `/${PROGRESS_API.mine}`, headers: as('keeper'), payload: {} });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/${PROGRESS_API.mine}`,
      headers: as('keeper'),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await read('keeper')).json()).toEqual({ language: 'ua' });
  });

  it.each([
    ['a language the interface does not have', { language: 'de' }],
    ['a language code in capitals', { language: 'PL' }],
    ['the browser’s tag for Ukrainian', { language: 'uk' }],
    ['an empty language', { language: '' }],
    ['null', { language: null }],
    ['a number', { language: 42 }],
    ['a list', { language: ['pl'] }],
    ['an object', { language: { code: 'pl' } }],
    ['another field beside it', { language: 'pl', admin: true }],
    ['no language', {}],
    ['a list for a body', ['pl']],
  ])('refuses %s with a 400 in the learner’s language, and keeps the choice before', async (_, payload) => {
    await choose('careful', { language: 'en' });
    const response = await choose('careful', payload, 'pl');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ statusCode: number; error: string; message: string }>();
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(body.message.startsWith(ERROR_MESSAGES.invalidRequest.pl)).toBe(true);
    // The validator's own English never reaches the learner.
    expect(body.message).not.toMatch(/must be|should|equal to|schema/i);
    expect((await read('careful')).json()).toEqual({ language: 'en' });
  });

  it('names the allowed languages when the value is not one of them', async () => {
    const response = await choose('curious', { language: 'de' }, 'en');
    expect(response.json().message).toBe(
      `${ERROR_MESSAGES.invalidRequest.en} The field "language" is not one of the allowed values. Allowed: en, ua, ru, pl.`,
    );
  });

  it('refuses a body that is not JSON, is too large or is of another type with a clear 4xx', async () => {
    const headers = { ...as('hostile'), 'accept-language': 'ru' };
    const notJson = await app.inject({
      method: 'PUT',
      url: LANGUAGE,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(ERROR_MESSAGES.invalidJson.ru);

    const huge = await app.inject({
      method: 'PUT',
      url: LANGUAGE,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'pl', padding: 'x'.repeat(MAX_LANGUAGE_BODY_BYTES) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(ERROR_MESSAGES.bodyTooLarge.ru);

    const text = await app.inject({
      method: 'PUT',
      url: LANGUAGE,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'pl',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(ERROR_MESSAGES.unsupportedMediaType.ru);

    const empty = await app.inject({
      method: 'PUT',
      url: LANGUAGE,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await read('hostile')).json()).toEqual({ language: null });
  });

  it('refuses a signed-out call in its language, and a token that does not verify', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const signedOut = await app.inject({
        method,
        url: LANGUAGE,
        headers: { 'accept-language': 'ua' },
        ...(method === 'PUT' && { payload: { language: 'pl' } }),
      });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: ERROR_MESSAGES.signInForLanguage.ua,
      });
      const forged = await app.inject({
        method,
        url: LANGUAGE,
        headers: { authorization: 'Bearer forged' },
        ...(method === 'PUT' && { payload: { language: 'pl' } }),
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe(ERROR_MESSAGES.invalidToken.en);
    }
  });

  it('limits how often one learner changes it', async () => {
    const statuses: number[] = [];
    for (let count = 0; count <= LANGUAGE_WRITES_PER_MINUTE.learner; count += 1) {
      statuses.push((await choose('restless', { language: count % 2 ? 'pl' : 'ru' })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Reading is not a write: it is still answered.
    expect((await read('restless')).statusCode).toBe(200);
  });
});

describe('the account’s language while the database is away', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails at once.
    app = await buildApp({ DATABASE_URL: 'postgresql://qa@127.0.0.1:1/qa' }, verifier);
  });
  afterAll(() => app.close());

  it('answers reading and choosing 503 in the learner’s language, never a 500', async () => {
    for (const call of [
      { method: 'GET' as const },
      { method: 'PUT' as const, payload: { language: 'pl' } },
    ]) {
      const response = await app.inject({
        ...call,
        url: LANGUAGE,
        headers: { ...as('anna'), 'accept-language': 'pl' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: ERROR_MESSAGES.notReady.pl,
      });
    }
  });
});
