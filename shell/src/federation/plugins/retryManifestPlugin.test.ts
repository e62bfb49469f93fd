/** @jest-environment node */
import { takeEarlyManifest } from '../early/earlyAnswers';
import retryManifestPlugin, { MANIFEST_DEADLINE_MS } from './retryManifestPlugin';

jest.mock('../early/earlyAnswers', () => ({ takeEarlyManifest: jest.fn() }));

const URL = 'http://localhost:3001/mf-manifest.json';
const early = takeEarlyManifest as jest.MockedFunction<typeof takeEarlyManifest>;
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const fetchManifest = () => {
  const hook = retryManifestPlugin().fetch;
  if (!hook) throw new Error('the plugin has no fetch hook');
  return hook(URL, {}) as Promise<Response>;
};

/** A fetch that answers only when aborted, as a server that never responds. */
const hangs = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

beforeEach(() => {
  jest.useFakeTimers();
  early.mockReset().mockReturnValue(undefined);
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

it('uses the answer the page asked for early', async () => {
  early.mockReturnValue(Promise.resolve('{"name":"mfe_learn"}'));
  await expect((await fetchManifest()).json()).resolves.toEqual({ name: 'mfe_learn' });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('retries a dropped connection and a 5xx, and gives up after three attempts', async () => {
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockResolvedValueOnce(new Response('{}', { status: 200 }));
  const answer = fetchManifest();
  await jest.advanceTimersByTimeAsync(1_000);
  await expect(answer).resolves.toHaveProperty('status', 200);
  expect(fetchMock).toHaveBeenCalledTimes(3);

  fetchMock.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
  const failed = fetchManifest();
  const settled = expect(failed).rejects.toThrow('Failed to fetch');
  await jest.advanceTimersByTimeAsync(1_000);
  await settled;
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('gives up on a server that never answers once the deadline has passed', async () => {
  fetchMock.mockImplementation(hangs);
  const answer = fetchManifest();
  const settled = expect(answer).rejects.toThrow(`did not answer within ${MANIFEST_DEADLINE_MS} ms`);
  await jest.advanceTimersByTimeAsync(MANIFEST_DEADLINE_MS);
  await settled;
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('does not wait for an early answer that never comes beyond the deadline', async () => {
  early.mockReturnValue(new Promise(() => undefined));
  const answer = fetchManifest();
  const settled = expect(answer).rejects.toThrow('did not answer');
  await jest.advanceTimersByTimeAsync(MANIFEST_DEADLINE_MS);
  await settled;
});
