import { createHttpClient } from './httpClient';
import { HttpError } from './httpError';

const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: 'status text',
    headers: { get: () => 'application/json; charset=utf-8' },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

/** What a 204 looks like: no body, and no content type either. */
const noContent = () =>
  ({
    ok: true,
    status: 204,
    statusText: 'No Content',
    headers: { get: () => null },
    text: async () => '',
  }) as unknown as Response;

const setup = (response: Response | Error, language: 'en' | 'pl' = 'pl') => {
  const events: string[] = [];
  const fetchMock = jest.fn(async () => {
    events.push('fetch');
    if (response instanceof Error) throw response;
    return response;
  });
  const client = createHttpClient({
    baseUrl: 'http://api.test/',
    language: () => language,
    token: async () => 'token-123',
    onStart: () => events.push('start'),
    onEnd: () => events.push('end'),
    fetch: fetchMock as unknown as typeof fetch,
  });
  const call = () => fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { client, call, events };
};

describe('http client', () => {
  it('sends the current language on every call, and no content type without a body (no CORS preflight)', async () => {
    const { client, call } = setup(jsonResponse(200, { cases: [] }));
    await expect(client.get('/api/learn/v1/adder')).resolves.toEqual({ cases: [] });
    const [url, init] = call();
    expect(url).toBe('http://api.test/api/learn/v1/adder');
    expect(init.headers).toEqual({ 'Accept-Language': 'pl' });
  });

  it('posts a JSON body and adds the bearer token only for auth calls', async () => {
    const { client, call } = setup(jsonResponse(200, {}));
    await client.post('api/x/answer/1', { first: '1' }, { auth: true });
    const [, init] = call();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"first":"1"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-123',
    });
  });

  it('turns an error status into one error shape with the server message and data', async () => {
    const { client, events } = setup(jsonResponse(400, { statusCode: 400, message: 'Bad body.' }));
    const error = await client.post('api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Bad body.',
      data: { statusCode: 400 },
    });
    expect(events).toEqual(['fetch', 'start', 'end']);
  });

  it('keeps the seconds a refusal asks to wait (Retry-After), and none where the page cannot read them', async () => {
    const refusal = (retryAfter: string | null) =>
      ({
        ok: false,
        status: 429,
        statusText: 'Too Many Requests',
        headers: {
          get: (name: string) =>
            name.toLowerCase() === 'retry-after' ? retryAfter : 'application/json; charset=utf-8',
        },
        text: async () => JSON.stringify({ statusCode: 429, message: 'Too many requests.' }),
      }) as unknown as Response;
    const asked = await setup(refusal('12'))
      .client.get('api/x')
      .catch((e: unknown) => e);
    expect(asked).toMatchObject({ kind: 'http', status: 429, retryAfterS: 12 });
    const now = await setup(refusal('0'))
      .client.get('api/x')
      .catch((e: unknown) => e);
    expect(now).toMatchObject({ status: 429, retryAfterS: 0 });
    const hidden = await setup(refusal(null))
      .client.get('api/x')
      .catch((e: unknown) => e);
    expect(hidden).toMatchObject({ status: 429, retryAfterS: undefined });
  });

  // What the page does to show it is waiting (a store update every view reads) must not delay the request.
  it('sends the request before the loading overlay starts', async () => {
    const { client, events } = setup(jsonResponse(200, {}));
    const answer = client.post('api/x', {});
    expect(events).toEqual(['fetch', 'start']);
    await answer;
  });

  it('reports a network failure as kind network with status 0', async () => {
    const { client, events } = setup(new TypeError('Failed to fetch'));
    await expect(client.get('api/x')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Failed to fetch',
    });
    expect(events).toEqual(['fetch', 'start', 'end']);
  });

  it('adds the headers a call names, without letting them replace its own', async () => {
    const { client, call } = setup(jsonResponse(200, {}));
    await client.get('api/x', { headers: { 'X-Tester-Key': 'key-12345', 'Accept-Language': 'ru' } });
    expect(call()[1].headers).toEqual({ 'X-Tester-Key': 'key-12345', 'Accept-Language': 'pl' });
  });

  it('shows no loading overlay for a background call', async () => {
    const { client, events } = setup(jsonResponse(200, {}));
    await client.get('api/x', { background: true });
    expect(events).toEqual(['fetch']);
  });

  it('deletes with the token and no body, and a 204 without a body resolves to undefined', async () => {
    const { client, call, events } = setup(noContent());
    await expect(client.delete('/api/progress/v1/me', { auth: true })).resolves.toBeUndefined();
    const [url, init] = call();
    expect(url).toBe('http://api.test/api/progress/v1/me');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    // No body, so no content type: only the language and the token.
    expect(init.headers).toEqual({ 'Accept-Language': 'pl', Authorization: 'Bearer token-123' });
    expect(events).toEqual(['fetch', 'start', 'end']);
  });

  it('puts a JSON body with the token', async () => {
    const { client, call } = setup(jsonResponse(200, { displayName: 'Ola' }));
    await expect(client.put('api/game/v1/me', { displayName: 'Ola' }, { auth: true })).resolves.toEqual({
      displayName: 'Ola',
    });
    const [url, init] = call();
    expect(url).toBe('http://api.test/api/game/v1/me');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"displayName":"Ola"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-123',
    });
  });

  it('turns a refused delete into the one error shape with the server message', async () => {
    const { client } = setup(jsonResponse(429, { statusCode: 429, message: 'Za dużo żądań.' }));
    await expect(client.delete('api/progress/v1/me', { auth: true })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Za dużo żądań.',
    });
  });
});
