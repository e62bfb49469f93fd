import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { findChallenge, i18n, makeStore, nextChallenge, HttpError } from '@qa/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { mockHttp } from '../test/mockHttp';
import { prefetchInfo, takeInfo } from './infoPrefetch';
import { progressStarted, selectChallengeProgress } from './progressSlice';
import { loadChallengeInfo } from './progressThunks';
import { useChallengeProgress } from './useChallengeProgress';

const divide = findChallenge('scripted', 'divide');
const next = divide && nextChallenge(divide);
if (!divide || !next) throw new Error('divide and the scripted challenge after it are in the catalogue');
const INFO = { cases: ['One', 'Two'], casesTotal: 2, bugsTotal: 1 };

const started = () => {
  const store = makeStore();
  store.dispatch(progressStarted({ storeName: `${next.group}_${next.key}` }));
  return store;
};
const getsOf = (get: jest.SpyInstance) => get.mock.calls.map(([path]) => path as string);

describe("the next challenge's info, asked for in spare time", () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('is asked for once this page has its own, when the browser is idle', async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = (work) => idle.push(() => work({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
    const server = mockHttp({ get: () => INFO });
    const store = makeStore();
    const { unmount } = renderHook(() => useChallengeProgress(divide), {
      wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
    });
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(getsOf(server.get)).toEqual([divide.path]);
    idle.forEach((work) => work());
    expect(getsOf(server.get)).toEqual([divide.path, next.path]);
    unmount();
    await takeInfo(next.path, 'en'); // taken, so the next test starts with none
  });

  it('is taken by that page instead of a call, once', async () => {
    const server = mockHttp({ get: () => INFO });
    prefetchInfo(next.path, 'en');
    const store = started();
    await expect(store.dispatch(loadChallengeInfo(next))).resolves.toBe(true);
    expect(selectChallengeProgress(store.getState(), `${next.group}_${next.key}`).casesTotal).toBe(2);
    expect(server.get).toHaveBeenCalledTimes(1);
    await store.dispatch(loadChallengeInfo(next));
    expect(server.get).toHaveBeenCalledTimes(2);
  });

  it('is asked for again when it failed, or was asked for in another language', async () => {
    let calls = 0;
    const server = mockHttp({
      get: () => {
        calls += 1;
        if (calls === 1) throw new HttpError('network', 0, 'Failed to fetch');
        return INFO;
      },
    });
    prefetchInfo(next.path, 'en');
    const store = started();
    await expect(store.dispatch(loadChallengeInfo(next))).resolves.toBe(true);
    expect(server.get).toHaveBeenCalledTimes(2);

    prefetchInfo(next.path, 'pl');
    await store.dispatch(loadChallengeInfo(next));
    expect(server.get).toHaveBeenCalledTimes(4);
  });
});
