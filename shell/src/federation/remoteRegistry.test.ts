import { fetchRegistry, parseRegistry } from './remoteRegistry';

describe('remote registry', () => {
  it('keeps remotes named as remotes with http URLs, an added one too, and drops the rest', () => {
    expect(
      parseRegistry({
        mfe_learn: 'http://localhost:3001/mf-manifest.json',
        mfe_scripted: 'https://cdn.example/scripted/mf-manifest.json',
        mfe_accessibility: 'http://localhost:3007/mf-manifest.json',
        learn: 'http://localhost:3001/mf-manifest.json',
        'mfe_bad-name': 'http://localhost:9/mf-manifest.json',
        __proto__mfe: 'http://localhost:9/mf-manifest.json',
        mfe_account: 'javascript:alert(1)',
        mfe_functional: 42,
      }),
    ).toEqual({
      mfe_learn: 'http://localhost:3001/mf-manifest.json',
      mfe_scripted: 'https://cdn.example/scripted/mf-manifest.json',
      mfe_accessibility: 'http://localhost:3007/mf-manifest.json',
    });
  });

  it('treats anything but an object as an empty registry', () => {
    for (const value of [null, 'x', 1, ['mfe_learn']]) expect(parseRegistry(value)).toEqual({});
  });

  it('returns an empty registry when the file cannot be fetched or parsed', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchRegistry()).resolves.toEqual({});
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => JSON.parse('{broken'),
    })) as unknown as typeof fetch;
    await expect(fetchRegistry()).resolves.toEqual({});
    globalThis.fetch = original;
  });

  it('takes the registry the page asked for early, once, and asks the server after that', async () => {
    const original = globalThis.fetch;
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({}) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.__qaEarly = {
      registry: Promise.resolve({ mfe_learn: 'http://localhost:3001/mf-manifest.json' }),
      manifests: {},
    };
    await expect(fetchRegistry()).resolves.toEqual({ mfe_learn: 'http://localhost:3001/mf-manifest.json' });
    expect(fetchMock).not.toHaveBeenCalled();
    await fetchRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    delete window.__qaEarly;
    globalThis.fetch = original;
  });
});
