import type { FastifyInstance } from 'fastify';

type Fetch = typeof fetch;

/**
 * The page's `fetch`, answered in-process by the real server through Fastify's `inject`: the client code runs
 * unchanged (its headers, its parsing, its errors) against the responses the server really gives. Only what the
 * HTTP client reads of a Response is carried over (jsdom has no fetch of its own).
 */
export const serverFetch =
  (app: FastifyInstance): Fetch =>
  async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string> | undefined,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Map(Object.entries(reply.headers).map(([name, value]) => [name, String(value)]));
    const response = {
      ok: reply.statusCode >= 200 && reply.statusCode < 300,
      status: reply.statusCode,
      statusText: reply.statusMessage,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => reply.body,
    };
    return response as unknown as Response;
  };

/** Points the page's global fetch at `app` for the tests of one file. */
export const answerFetchWith = (app: () => FastifyInstance): void => {
  const original = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = ((input, init) => serverFetch(app())(input, init)) as Fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });
};
