import { http } from '@qa/shared';

/**
 * GET {challenge url} as the server answers it, with made-up instructions (the real ones live in api/).
 * `as never`: the client is generic in its answer type, and a canned answer stands for any of them.
 */
export const fakeInfo = (instructions: readonly string[]) =>
  jest
    .spyOn(http, 'get')
    .mockImplementation(
      async () => ({ cases: [...instructions], casesTotal: instructions.length, bugsTotal: 0 }) as never,
    );
