import { findChallenge, setLanguage, store } from '@qa/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/test/helper';
import { MAX_RETRY_WAIT_S } from '../shared/kit/src/serverWait/serverWait';
import { fetchTestDesign } from '../shared/kit/src/testDesign/testDesignCalls';
import { answerFetchWith } from './support/serverFetch';

const triangle = findChallenge('exploratory', 'triangle');
if (!triangle) throw new Error('exploratory/triangle is in the catalogue');

describe('a spent budget, as the page reads what the API answers', () => {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    // Two requests a minute from one address: the third is refused. The overload check is off (jsdom).
    app = await buildApp({ RATE_LIMIT_MAX: '2', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' });
  });
  afterAll(() => app?.close());
  answerFetchWith(() => {
    if (!app) throw new Error('the server has not started');
    return app;
  });
  beforeEach(() => store.dispatch(setLanguage('en')));

  it('is a wait of the seconds the API names, never the API’s sentence', async () => {
    await fetchTestDesign(triangle);
    await fetchTestDesign(triangle);
    const refused = await fetchTestDesign(triangle);
    expect(refused).toEqual({ kind: 'error', wait: { reason: 'budget', seconds: expect.any(Number) } });
    const seconds = refused.kind === 'error' ? (refused.wait?.seconds ?? 0) : 0;
    // What is left of the budget's minute, just begun: the header read, not the page's guess (20 s).
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(MAX_RETRY_WAIT_S);
  });
});
