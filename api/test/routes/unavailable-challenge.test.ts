import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';

const UNFINISHED = 'api/functional/v1/todo-list';

// A catalogue challenge whose definition is still being written (a trainer's new challenge).
jest.mock('../../src/challenges/registry', () => {
  // Spelt out here: jest.mock is hoisted above the constants of this file.
  const unfinished = 'api/functional/v1/todo-list';
  const actual = jest.requireActual('../../src/challenges/registry');
  return {
    ...actual,
    REGISTERED_CHALLENGES: actual.REGISTERED_CHALLENGES.filter(
      ({ entry }: { entry: { path: string } }) => entry.path !== unfinished,
    ),
    isRegistered: (path: string) => path !== unfinished && actual.isRegistered(path),
  };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

describe('a catalogue challenge without a definition', () => {
  it.each([
    `/${UNFINISHED}`,
    `/${UNFINISHED}/batch`,
    `/${UNFINISHED}/answer/0`,
    `/${UNFINISHED}/answer/1?caseIndex=1`,
  ])('%s is not available yet', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url, headers: { 'accept-language': 'ru' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Это задание пока недоступно.',
      });
    }
  });
});
