import { http, type ChallengePayload } from '@qa/shared';

export const INSTRUCTIONS = [
  'Enter two positive integers',
  'Enter a negative number',
  'Enter a decimal number',
  'Leave the first field empty',
  'Enter a letter',
  'Enter a very large number',
];

/**
 * The adder's server as the page sees it, without fetch: a step is correct when the first value is not
 * "wrong" (the real rules live in api/); the batch recognises every stored answer.
 * `as never`: the client is generic in its answer type, and a canned answer stands for any of them.
 */
export const fakeAdderServer = () => {
  const found = (payload: ChallengePayload) => ({
    message: `sum ${payload.caseNumber}`,
    caseIndex: payload.caseNumber,
    caseText: `Technique ${payload.caseNumber}`,
  });
  return {
    get: jest
      .spyOn(http, 'get')
      .mockImplementation(async () => ({ cases: INSTRUCTIONS, casesTotal: 6, bugsTotal: 0 }) as never),
    post: jest.spyOn(http, 'post').mockImplementation(async (path: string, body: unknown) => {
      if (path.endsWith('/batch')) return (body as ChallengePayload[]).map(found) as never;
      const payload = body as ChallengePayload;
      if (payload.first === 'wrong') {
        const wrong = { message: 'Please follow the instructions', firstCorrect: false, secondCorrect: true };
        return wrong as never;
      }
      return { ...found(payload), firstCorrect: true, secondCorrect: true } as never;
    }),
  };
};
