import { http, type ChallengePayload } from '@qa/shared';

/** Made-up case texts: the real ones live in api/ only. */
export const CASES = ['Made-up case one', 'Made-up case two', 'Made-up case three'];

/**
 * A scripted challenge's server as the page sees it, without fetch: a submission whose first value is "hit"
 * covers case 2; any other gets only a result line.
 * `as never`: the client is generic in its answer type, and a canned answer stands for any of them.
 */
export const fakeScriptedServer = () => ({
  get: jest
    .spyOn(http, 'get')
    .mockImplementation(async () => ({ cases: CASES, casesTotal: CASES.length, bugsTotal: 0 }) as never),
  post: jest.spyOn(http, 'post').mockImplementation(async (_path: string, body: unknown) => {
    const payload = body as ChallengePayload;
    return (
      payload.first === 'hit'
        ? { message: 'Made-up result', caseIndex: 2, caseText: CASES[1] }
        : { message: 'Made-up result' }
    ) as never;
  }),
});
