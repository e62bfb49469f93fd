import type { ChallengePayload } from '../../catalogue/contract';
import { findChallenge } from '../../catalogue/series';
import { setLanguage } from '../../features/language/languageSlice';
import { HttpError } from '../../http/httpError';
import { i18n } from '../../i18n/i18n';
import { makeStore } from '../../store/store';
import { mockHttp } from '../test/mockHttp';
import { inputChanged, progressStarted, selectChallengeProgress } from './progressSlice';
import { loadChallengeInfo, restoreProgress, submitAnswer, syncProgress } from './progressThunks';

const adder = findChallenge('learn', 'adder');
if (!adder) throw new Error('adder is in the catalogue');
const INFO = { cases: ['One', 'Two'], casesTotal: 2, bugsTotal: 0 };

const setup = async () => {
  const store = makeStore();
  store.dispatch(progressStarted({ storeName: 'learn_adder' }));
  const progress = () => selectChallengeProgress(store.getState(), 'learn_adder');
  return { store, progress };
};

/** A learn server: a step is correct when first is "ok"; the batch recognises what the test says. */
const learnServer = (recognised = (payload: ChallengePayload) => payload.first === 'ok') =>
  mockHttp({
    get: () => INFO,
    post: (path, body) => {
      if (path.endsWith('/batch')) {
        return (body as ChallengePayload[]).map((payload) =>
          recognised(payload)
            ? { message: 'sum', caseIndex: payload.caseNumber, caseText: `Case ${payload.caseNumber}` }
            : { message: 'no' },
        );
      }
      const payload = body as ChallengePayload;
      return payload.first === 'ok'
        ? { message: 'sum', caseIndex: payload.caseNumber, caseText: 'Found', firstCorrect: true }
        : { message: 'Please follow the instructions', firstCorrect: false, secondCorrect: true };
    },
  });

describe('progress thunks', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends empty fields as the current language’s empty word, with the learn step', async () => {
    const { store } = await setup();
    const server = learnServer();
    await store.dispatch(submitAnswer(adder));
    store.dispatch(setLanguage('pl'));
    await store.dispatch(submitAnswer(adder));
    expect(server.post.mock.calls.map(([, body]) => body)).toEqual([
      { first: 'empty', second: 'empty', caseNumber: 1 },
      { first: 'puste', second: 'puste', caseNumber: 1 },
    ]);
  });

  it('stores a correct step, clears the flag, and marks a completed challenge', async () => {
    const { store, progress } = await setup();
    learnServer();
    await store.dispatch(loadChallengeInfo(adder));
    store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'wrong' }));
    await store.dispatch(submitAnswer(adder));
    expect(sessionStorage.getItem('learn_adder_followInstructions')).toBe('true');

    store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'ok' }));
    await store.dispatch(submitAnswer(adder));
    expect(sessionStorage.getItem('learn_adder_followInstructions')).toBeNull();
    expect(JSON.parse(localStorage.getItem('learn_adder') ?? '{}')).toEqual({
      case_1: { first: 'ok', second: 'empty', caseNumber: 1 },
    });

    await store.dispatch(submitAnswer(adder));
    expect(progress()).toMatchObject({ cases: ['Found', 'Found'], completed: true });
    expect(JSON.parse(localStorage.getItem('completedChallenges') ?? '[]')).toEqual(['learn_adder']);
  });

  it('restores stored answers in step order and drops the ones the server no longer knows', async () => {
    localStorage.setItem(
      'learn_adder',
      JSON.stringify({ case_2: { first: 'stale', caseNumber: 2 }, case_1: { first: 'ok', caseNumber: 1 } }),
    );
    const { store, progress } = await setup();
    const server = learnServer();
    await store.dispatch(syncProgress(adder));
    expect(server.post).toHaveBeenCalledWith(
      'api/learn/v1/adder/batch',
      [
        { first: 'ok', caseNumber: 1 },
        { first: 'stale', caseNumber: 2 },
      ],
      { signal: undefined },
    );
    expect(progress()).toMatchObject({ cases: ['Case 1', ''], result: 'sum' });
    expect(JSON.parse(localStorage.getItem('learn_adder') ?? '{}')).toEqual({
      case_1: { first: 'ok', caseNumber: 1 },
    });
  });

  it('brings the follow-instructions message back in the current language', async () => {
    sessionStorage.setItem('learn_adder_followInstructions', 'true');
    const { store, progress } = await setup();
    const server = learnServer();
    store.dispatch(setLanguage('pl'));
    await store.dispatch(restoreProgress(adder));
    expect(server.post).not.toHaveBeenCalled();
    expect(progress().result).toBe('Postępuj zgodnie z instrukcjami');
  });

  it('keeps stored answers when the batch call fails, and shows a localized error key', async () => {
    localStorage.setItem('learn_adder', JSON.stringify({ case_1: { first: 'ok', caseNumber: 1 } }));
    const { store, progress } = await setup();
    mockHttp({
      get: () => INFO,
      post: () => {
        throw new HttpError('network', 0, 'Failed to fetch');
      },
    });
    await store.dispatch(syncProgress(adder));
    expect(progress().error).toBe('networkError');
    expect(localStorage.getItem('learn_adder')).not.toBeNull();
  });

  it('reports a failed load as loadError and a network failure as networkError', async () => {
    const { store, progress } = await setup();
    mockHttp({
      get: () => {
        throw new HttpError('http', 503, 'Service Unavailable');
      },
    });
    await expect(store.dispatch(loadChallengeInfo(adder))).resolves.toBe(false);
    expect(progress().error).toBe('loadError');
    jest.restoreAllMocks();
    mockHttp({ get: () => ({ unexpected: true }) });
    await store.dispatch(loadChallengeInfo(adder));
    expect(progress().error).toBe('loadError');
  });

  it('shows a 4xx the server explained as the result and anything else as networkError', async () => {
    const { store, progress } = await setup();
    mockHttp({
      post: () => {
        const body = { statusCode: 400, error: 'Bad Request', message: 'Zbyt długie.' };
        throw new HttpError('http', 400, 'Bad Request', body);
      },
    });
    await store.dispatch(submitAnswer(adder));
    expect(progress()).toMatchObject({ result: 'Zbyt długie.', error: null });
    jest.restoreAllMocks();
    mockHttp({
      post: () => {
        throw new HttpError('network', 0, 'Failed to fetch');
      },
    });
    await store.dispatch(submitAnswer(adder));
    expect(progress()).toMatchObject({ result: '', error: 'networkError' });
  });

  it('ignores an answer that arrives after the call was superseded', async () => {
    const { store, progress } = await setup();
    mockHttp({ get: () => INFO });
    const controller = new AbortController();
    const pending = store.dispatch(loadChallengeInfo(adder, controller.signal));
    controller.abort();
    await expect(pending).resolves.toBe(false);
    expect(progress().casesTotal).toBe(0);
  });
});
