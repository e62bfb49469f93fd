import * as shared from '@qa/shared';
import { resultReceived, infoLoaded, progressStarted, selectChallengeProgress } from './progressSlice';

type ProgressModule = typeof import('./progressSlice');
type NoticesModule = typeof import('./progressNotices');

/**
 * Another copy of the kit on the same page, as when a remote bundles a kit version that the shell's does not
 * satisfy: the kit's modules are evaluated again, but against the one runtime contract (store, root reducer).
 * `reducerRan` tells whether this copy's reducer handled an answer.
 */
const loadCopy = (version: string, reducerRan: jest.Mock): ProgressModule => {
  let copy: ProgressModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('@qa/shared', () => shared);
    jest.doMock('../kitVersion', () => ({ KIT_VERSION: version }));
    jest.doMock('./progressNotices', () => {
      const actual = jest.requireActual<NoticesModule>('./progressNotices');
      return {
        ...actual,
        reachedNotices: (...args: Parameters<NoticesModule['reachedNotices']>) => {
          reducerRan();
          return actual.reachedNotices(...args);
        },
      };
    });
    copy = jest.requireActual<ProgressModule>('./progressSlice');
  });
  if (!copy) throw new Error('the copy was not loaded');
  return copy;
};

const NAME = 'learn_adder';
const info = { cases: ['Step one', 'Step two'], casesTotal: 2, bugsTotal: 0 };
const answer = (caseIndex: number) => ({
  storeName: NAME,
  payload: { first: `${caseIndex}` },
  result: { message: `found ${caseIndex}`, caseIndex, caseText: `Case ${caseIndex}` },
});

describe('two copies of the kit on one page', () => {
  it('keep one progress state; the newest copy reduces it whatever the load order', () => {
    const { store } = shared;
    store.dispatch(progressStarted({ storeName: NAME }));
    store.dispatch(infoLoaded({ storeName: NAME, info }));

    const newerRan = jest.fn();
    const newer = loadCopy('99.0.0', newerRan);
    expect(newer.progressSlice).not.toBe(jest.requireActual<ProgressModule>('./progressSlice').progressSlice);
    // The newer copy took over the path and kept what the first copy stored.
    expect(newer.selectChallengeProgress(store.getState(), NAME).casesTotal).toBe(2);

    // An action of the first copy is handled by the newer copy's reducer; both copies read the result.
    store.dispatch(resultReceived(answer(1)));
    expect(newerRan).toHaveBeenCalledTimes(1);
    expect(selectChallengeProgress(store.getState(), NAME).cases).toEqual(['Case 1', '']);
    expect(newer.selectChallengeProgress(store.getState(), NAME).cases).toEqual(['Case 1', '']);

    // An older copy loaded afterwards leaves the newer reducer and the state in place.
    const olderRan = jest.fn();
    const older = loadCopy('0.0.1', olderRan);
    store.dispatch(older.resultReceived(answer(2)));
    expect(olderRan).not.toHaveBeenCalled();
    expect(newerRan).toHaveBeenCalledTimes(2);
    expect(older.selectChallengeProgress(store.getState(), NAME).cases).toEqual(['Case 1', 'Case 2']);
  });
});
