import { announceProgressChange } from '@qa/kit';
import { clearUser, setUser, store } from '@qa/shared';
import { syncOrSay } from './accountProgress';
import { followAccount, SYNC_DELAY_MS } from './followAccount';

jest.mock('./accountProgress', () => ({ syncOrSay: jest.fn(async () => undefined) }));

const settle = async () => {
  for (let n = 0; n < 5; n += 1) await Promise.resolve();
};

describe('followAccount', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(syncOrSay).mockClear();
    store.dispatch(clearUser());
  });
  afterEach(() => jest.useRealTimers());

  it('merges at sign-in, then once after a burst of changes, and not while signed out', async () => {
    const stop = followAccount();
    announceProgressChange();
    jest.advanceTimersByTime(SYNC_DELAY_MS);
    await settle();
    expect(syncOrSay).not.toHaveBeenCalled();

    store.dispatch(setUser({ id: 'anna', isEmailVerified: true }));
    await settle();
    expect(syncOrSay).toHaveBeenCalledTimes(1);

    announceProgressChange();
    announceProgressChange();
    jest.advanceTimersByTime(SYNC_DELAY_MS);
    await settle();
    expect(syncOrSay).toHaveBeenCalledTimes(2);

    store.dispatch(clearUser());
    announceProgressChange();
    jest.advanceTimersByTime(SYNC_DELAY_MS);
    await settle();
    expect(syncOrSay).toHaveBeenCalledTimes(2);
    stop();
  });
});
