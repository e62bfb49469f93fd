import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ASSESSMENT_TEXTS } from '../../src/assessment/texts';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { buildApp } from '../helper';

const TOKENS: Record<string, Record<string, unknown>> = {
  subscriber: { email: 'subscriber@example.com', subscription: 'active', role: 'tester' },
  'signed-in': { email: 'learner@example.com' },
  lapsed: { email: 'lapsed@example.com', subscription: 'expired' },
  'claim-as-boolean': { subscription: true },
  'claim-elsewhere': { claims: { subscription: 'active' } },
};
const fakeVerifier: TokenVerifier = async (token) => {
  const claims = TOKENS[token];
  if (!claims) throw new Error('bad token');
  return { uid: `uid-${token}`, claims };
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const URL = '/api/assessment';

describe('GET /api/assessment', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({}, fakeVerifier);
  });
  afterAll(() => app.close());

  it('gives a subscriber the title, description and image', async () => {
    const response = await app.inject({ url: URL, headers: bearer('subscriber') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      subscribed: true,
      title: 'Your rehearsal, step by step',
      description: ASSESSMENT_TEXTS.description.en,
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });

  it('inlines the SVG of api/assets, which holds no script', async () => {
    const { imageUrl } = (await app.inject({ url: URL, headers: bearer('subscriber') })).json<{
      imageUrl: string;
    }>();
    const svg = Buffer.from(imageUrl.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toBe(readFileSync(join(__dirname, '..', '..', 'assets', 'assessment.svg'), 'utf8'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|\son\w+\s*=|href=/i);
  });

  it.each([
    ['ua', 'Ваша репетиція крок за кроком'],
    ['ru-RU,ru;q=0.9', 'Ваша репетиция шаг за шагом'],
    ['pl', 'Twoja próba krok po kroku'],
    ['uk', 'Ваша репетиція крок за кроком'],
    ['de', 'Your rehearsal, step by step'],
  ])('speaks the Accept-Language %p', async (language, title) => {
    const response = await app.inject({
      url: URL,
      headers: { ...bearer('subscriber'), 'accept-language': language },
    });
    expect(response.json().title).toBe(title);
  });

  it.each([['signed-in'], ['lapsed'], ['claim-as-boolean'], ['claim-elsewhere']])(
    'tells a %s user without the active claim so with 200, not a refusal the browser logs as an error',
    async (token) => {
      const response = await app.inject({ url: URL, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual({
        subscribed: false,
        message:
          'The Interview Assessment needs an active subscription. If you have just subscribed, sign out and sign in again.',
      });
    },
  );

  it('explains the subscription in the caller language', async () => {
    const response = await app.inject({
      url: URL,
      headers: { ...bearer('signed-in'), 'accept-language': 'ru' },
    });
    expect(response.json().message).toMatch(/^Для оценки перед собеседованием нужна активная подписка\./);
  });

  it('asks a caller without a token to sign in for the assessment, with 401', async () => {
    const response = await app.inject({ url: URL, headers: { 'accept-language': 'ua' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Увійдіть, щоб відкрити оцінювання перед співбесідою.',
    });
  });

  it.each([['Bearer garbage'], ['Basic c3Vic2NyaWJlcg=='], ['subscriber'], ['Bearer subscriber extra']])(
    'refuses the header %p with 401',
    async (authorization) => {
      const response = await app.inject({ url: URL, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().statusCode).toBe(401);
    },
  );

  it('does not answer POST', async () => {
    const response = await app.inject({ method: 'POST', url: URL, headers: bearer('subscriber') });
    expect(response.statusCode).toBe(404);
  });
});
