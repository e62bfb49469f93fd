import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_BY_GROUP } from '@qa/shared';
import { takeEarlyManifest, takeEarlyRegistry } from './earlyAnswers';

const SCRIPT = readFileSync(path.join(__dirname, 'earlyLoad.js'), 'utf8');
/** The script as the build inlines it: the catalogue's table in place of REMOTE_BY_GROUP. */
const run = () => new Function('REMOTE_BY_GROUP', SCRIPT)(REMOTE_BY_GROUP);
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { assets: { js: { sync: ['js/957.4b372467.js', 'js/__federation_expose_ChallengePage.58988645.js'] } } },
    { assets: { js: { sync: ['js/__federation_expose_runtimeContract.3ca69bdf.js'] } } },
  ],
};
const REGISTRY = { mfe_scripted: 'http://localhost:3003/mf-manifest.json' };

/** What the script reads of a response (jsdom has no Response of its own). */
const answer = (body: unknown, ok = true) => ({
  ok,
  json: async () => body,
  text: async () => JSON.stringify(body),
});

/** Runs the inline script as the browser would, on `pathname`, against a server that knows the two files. */
const runAt = async (pathname: string, registry: Record<string, string> = REGISTRY) => {
  window.history.replaceState(null, '', pathname);
  const fetchMock = jest.fn(async (url: string) =>
    url === '/app/remotes.json'
      ? answer(registry)
      : url === registry.mfe_scripted
        ? answer(MANIFEST)
        : answer(undefined, false),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  run();
  // Let the chain of answers (registry, manifest, preloads) settle.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return fetchMock;
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

describe('the early loader inlined into index.html', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    document.head.innerHTML = '';
    delete window.__qaEarly;
  });

  it("asks for the registry and the challenge's manifest, and preloads the remote's entry and pages", async () => {
    const fetchMock = await runAt('/app/challenge/scripted/currencyConverter');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/app/remotes.json', REGISTRY.mfe_scripted]);
    expect(preloads()).toEqual([
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3003/js/957.4b372467.js',
      'http://localhost:3003/js/__federation_expose_ChallengePage.58988645.js',
      'http://localhost:3003/js/__federation_expose_runtimeContract.3ca69bdf.js',
    ]);
    await expect(takeEarlyRegistry()).resolves.toEqual(REGISTRY);
    await expect(takeEarlyManifest(REGISTRY.mfe_scripted)).resolves.toBe(JSON.stringify(MANIFEST));
    // Taken once: a retry asks the server again.
    await expect(takeEarlyRegistry()).resolves.toBeUndefined();
    expect(takeEarlyManifest(REGISTRY.mfe_scripted)).toBeUndefined();
  });

  it("preloads from the page's own origin when the registry names a manifest by its path", async () => {
    await runAt('/app/challenge/scripted/currencyConverter', {
      mfe_scripted: '/remotes/mfe-scripted/mf-manifest.json',
    });
    expect(preloads()).toEqual([
      `${location.origin}/remotes/mfe-scripted/remoteEntry.js`,
      `${location.origin}/remotes/mfe-scripted/js/957.4b372467.js`,
      `${location.origin}/remotes/mfe-scripted/js/__federation_expose_ChallengePage.58988645.js`,
      `${location.origin}/remotes/mfe-scripted/js/__federation_expose_runtimeContract.3ca69bdf.js`,
    ]);
  });

  it('asks only for the registry on a page no remote renders', async () => {
    const fetchMock = await runAt('/app/list');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/app/remotes.json']);
    expect(preloads()).toEqual([]);
  });

  it('leaves the shell to ask itself when the registry cannot be had', async () => {
    window.history.replaceState(null, '', '/app/challenge/scripted/currencyConverter');
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    run();
    await expect(takeEarlyRegistry()).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
