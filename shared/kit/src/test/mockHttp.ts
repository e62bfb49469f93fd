import { http } from '@qa/shared';

/**
 * Test double of the shared client: answers by path and body, as the server would, without fetch.
 * `as never`: the client is generic in its answer type, and a canned answer stands for any of them.
 */
export const mockHttp = (answers: {
  get?: (path: string) => unknown;
  post?: (path: string, body: unknown) => unknown;
}) => ({
  get: jest.spyOn(http, 'get').mockImplementation(async (path: string) => answers.get?.(path) as never),
  post: jest
    .spyOn(http, 'post')
    .mockImplementation(async (path: string, body: unknown) => answers.post?.(path, body) as never),
});
