import {
  findChallenge,
  setShowFinishPopup,
  setLanguage,
  HttpError,
  i18n,
  makeStore,
  MAX_VALUE_LENGTH,
  type ChallengePayload,
} from '@qa/shared';
import { waitFor } from '@testing-library/react';
import { mockHttp } from '../test/mockHttp';
import { readChallengeStats } from './challengeStats';
import { inputChanged, progressStarted, selectChallengeProgress } from './progressSlice';
import {
  loadChallengeInfo,
  resetProgress,
  restoreProgress,
  sendSubmission,
  syncProgress,
} from './progressThunks';

const adder = findChallenge('learn', 'adder');
const divide = findChallenge('scripted', 'divide');
const calculator = findChallenge('exploratory', 'calculator');
if (!adder || !divide || !calculator) throw new Error('adder, divide and calculator are in the catalogue');
const INFO = { cases: ['One', 'Two'], casesTotal: 2, bugsTotal: 0 };

/** A store with nothing started: a challenge's own app sends its payload. */
const store = () => makeStore();

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

  it('sends empty fields as the current language’s empty word, names them, and sends the learn step', async () => {
    const { store } = await setup();
    const server = learnServer();
    await store.dispatch(sendSubmission(adder));
    store.dispatch(setLanguage('pl'));
    await store.dispatch(sendSubmission(adder));
    expect(server.post.mock.calls.map(([, body]) => body)).toEqual([
      { first: 'empty', second: 'empty', emptyFields: ['first', 'second'], caseNumber: 1 },
      { first: 'puste', second: 'puste', emptyFields: ['first', 'second'], caseNumber: 1 },
    ]);
  });

  // The page's updates re-run every view's selectors: the request must not wait for them.
  it('sends the request before the page shows it is waiting', async () => {
    const { store, progress } = await setup();
    learnServer();
    store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'ok' }));
    await store.dispatch(sendSubmission(adder));
    const resultWhenSent: string[] = [];
    mockHttp({
      post: () => {
        resultWhenSent.push(progress().result);
        return { message: 'again' };
      },
    });
    await store.dispatch(sendSubmission(adder));
    // The previous answer was still on the page when the next request left.
    expect(resultWhenSent).toEqual(['sum']);
    expect(progress().result).toBe('again');
  });

  it('sends a typed word "empty" as text: only the fields left empty are named', async () => {
    const { store } = await setup();
    const server = learnServer();
    store.dispatch(setLanguage('pl'));
    store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'puste' }));
    await store.dispatch(sendSubmission(adder));
    expect(server.post.mock.calls.map(([, body]) => body)).toEqual([
      { first: 'puste', second: 'puste', emptyFields: ['second'], caseNumber: 1 },
    ]);
  });

  it('stores a correct step, clears the flag, and marks a completed challenge', async () => {
    const { store, progress } = await setup();
    learnServer();
    await store.dispatch(loadChallengeInfo(adder));
    store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'wrong' }));
    await store.dispatch(sendSubmission(adder));
    expect(sessionStorage.getItem('learn_adder_followInstructions')).toBe('true');

    store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'ok' }));
    await store.dispatch(sendSubmission(adder));
    expect(sessionStorage.getItem('learn_adder_followInstructions')).toBeNull();
    expect(JSON.parse(localStorage.getItem('learn_adder') ?? '{}')).toEqual({
      case_1: { first: 'ok', second: 'empty', emptyFields: ['second'], caseNumber: 1 },
    });

    await store.dispatch(sendSubmission(adder));
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

  it('restores an API-testing find without its replayed answer, which would contradict the sandbox', async () => {
    const userCrud = findChallenge('apiTesting', 'userCrud');
    if (!userCrud) throw new Error('userCrud is in the catalogue');
    localStorage.setItem(
      'apiTesting_userCrud',
      JSON.stringify({ case_1: { first: 'POST', second: '/users' } }),
    );
    const store = makeStore();
    store.dispatch(progressStarted({ storeName: 'apiTesting_userCrud' }));
    mockHttp({
      get: () => ({ cases: [], casesTotal: 2, bugsTotal: 0 }),
      post: () => [{ message: 'POST /users → 201 Created', caseIndex: 1, caseText: 'Creates a user' }],
    });
    await store.dispatch(syncProgress(userCrud));
    expect(selectChallengeProgress(store.getState(), 'apiTesting_userCrud')).toMatchObject({
      cases: ['Creates a user', ''],
      result: '',
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
    await store.dispatch(sendSubmission(adder));
    expect(progress()).toMatchObject({ result: 'Zbyt długie.', error: null });
    jest.restoreAllMocks();
    mockHttp({
      post: () => {
        throw new HttpError('network', 0, 'Failed to fetch');
      },
    });
    await store.dispatch(sendSubmission(adder));
    expect(progress()).toMatchObject({ result: '', error: 'networkError' });
  });

  it('counts every submission the app judged, a refusal it explained included, and starts over on Reset', async () => {
    const { store } = await setup();
    const submissions = async () => {
      // The counting code is loaded on first use: let its import settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return Object.values(readChallengeStats('learn_adder').submissions);
    };
    learnServer();
    await store.dispatch(sendSubmission(adder));
    jest.restoreAllMocks();
    mockHttp({ post: () => ({ message: '-1', inputClasses: ['negative', 'emoji'] }) });
    await store.dispatch(sendSubmission(adder));
    expect(await submissions()).toEqual([2]);
    expect(readChallengeStats('learn_adder').inputClasses).toEqual(['negative']);
    jest.restoreAllMocks();
    mockHttp({
      post: () => {
        throw new HttpError('http', 400, 'Bad Request', {
          statusCode: 400,
          error: 'Bad Request',
          message: 'No.',
        });
      },
    });
    await store.dispatch(sendSubmission(adder));
    expect(await submissions()).toEqual([3]);
    jest.restoreAllMocks();
    mockHttp({
      post: () => {
        throw new HttpError('network', 0, 'Failed to fetch');
      },
    });
    await store.dispatch(sendSubmission(adder));
    expect(await submissions()).toEqual([3]);
    store.dispatch(resetProgress(adder));
    expect(await submissions()).toEqual([]);
    expect(readChallengeStats('learn_adder').epoch).toBe(1);
  });

  it('credits a very long value to a submission refused for its size, which the server could not classify', async () => {
    const userCrud = findChallenge('apiTesting', 'userCrud');
    if (!userCrud) throw new Error('userCrud is in the catalogue');
    const refuse = (status: number) =>
      mockHttp({
        post: () => {
          throw new HttpError('http', status, 'Refused', {
            statusCode: status,
            error: 'Refused',
            message: 'No.',
          });
        },
      });
    const classes = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return readChallengeStats('apiTesting_userCrud').inputClasses;
    };
    const post = { first: 'POST', second: '/users' };

    refuse(400);
    await store().dispatch(sendSubmission(userCrud, { ...post, third: '{"name": 1}' }));
    expect(await classes()).toEqual([]);
    jest.restoreAllMocks();
    refuse(413);
    await store().dispatch(sendSubmission(userCrud, { ...post, third: '{"name": "Kate"}' }));
    expect(await classes()).toEqual(['veryLong']);

    localStorage.clear();
    jest.restoreAllMocks();
    refuse(400);
    const overBound = `{"name": "${'A'.repeat(MAX_VALUE_LENGTH)}"}`;
    await store().dispatch(sendSubmission(userCrud, { ...post, third: overBound }));
    expect(await classes()).toEqual(['veryLong']);
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

  describe('scripted', () => {
    const SCRIPTED_INFO = { cases: ['Zero divisor', 'Negative', 'Decimal'], casesTotal: 3, bugsTotal: 0 };
    /** A scripted server: the first value names the case it finds ("2" finds case 2), in any order. */
    const answer = (payload: ChallengePayload) => {
      const caseIndex = Number(payload.first);
      return caseIndex > 0
        ? { message: `result ${caseIndex}`, caseIndex, caseText: `Case ${caseIndex}` }
        : { message: 'ok' };
    };
    const scriptedServer = () =>
      mockHttp({
        get: () => SCRIPTED_INFO,
        post: (path, body) =>
          path.endsWith('/batch')
            ? (body as ChallengePayload[]).map(answer)
            : answer(body as ChallengePayload),
      });
    const scripted = async () => {
      const store = makeStore();
      const progress = () => selectChallengeProgress(store.getState(), 'scripted_divide');
      const send = async (first: string) => {
        store.dispatch(inputChanged({ storeName: 'scripted_divide', index: 0, value: first }));
        await store.dispatch(sendSubmission(divide));
      };
      await store.dispatch(loadChallengeInfo(divide));
      return { store, progress, send };
    };

    it('sends no step, finds cases in any order and counts a stored case only once', async () => {
      const server = scriptedServer();
      const { progress, send } = await scripted();
      await send('3');
      await send('1');
      expect(server.post).toHaveBeenLastCalledWith('api/scripted/v1/divide', {
        first: '1',
        second: 'empty',
        emptyFields: ['second'],
      });
      await send('3');
      expect(progress()).toMatchObject({ cases: ['Case 1', '', 'Case 3'], caseIndex: 1, result: 'result 3' });
      expect(JSON.parse(localStorage.getItem('scripted_divide') ?? '{}')).toEqual({
        case_3: { first: '3', second: 'empty', emptyFields: ['second'] },
        case_1: { first: '1', second: 'empty', emptyFields: ['second'] },
      });
    });

    it('keeps stored answers that a failed restore left out of the state', async () => {
      localStorage.setItem('scripted_divide', JSON.stringify({ case_2: { first: '2', second: 'empty' } }));
      scriptedServer();
      const { send } = await scripted();
      await send('1');
      expect(Object.keys(JSON.parse(localStorage.getItem('scripted_divide') ?? '{}'))).toEqual([
        'case_2',
        'case_1',
      ]);
    });

    it('opens the congratulation with the answer that completes it, and not on a reload', async () => {
      scriptedServer();
      const { store, send } = await scripted();
      await send('1');
      await send('2');
      expect(store.getState().challenge.isShowFinishPopup).toBe(false);
      await send('3');
      expect(store.getState().challenge.isShowFinishPopup).toBe(true);

      const reloaded = makeStore();
      await reloaded.dispatch(syncProgress(divide));
      expect(selectChallengeProgress(reloaded.getState(), 'scripted_divide').completed).toBe(true);
      expect(reloaded.getState().challenge.isShowFinishPopup).toBe(false);
    });
  });

  describe('reset', () => {
    it('clears progress, storage and completion, keeping the learn instructions', async () => {
      const { store, progress } = await setup();
      learnServer();
      await store.dispatch(loadChallengeInfo(adder));
      store.dispatch(inputChanged({ storeName: 'learn_adder', index: 0, value: 'ok' }));
      await store.dispatch(sendSubmission(adder));
      await store.dispatch(sendSubmission(adder));
      store.dispatch(setShowFinishPopup(false));
      sessionStorage.setItem('learn_adder', 'last');
      sessionStorage.setItem('learn_adder_followInstructions', 'true');
      localStorage.setItem('completedChallenges', JSON.stringify(['scripted_divide', 'learn_adder']));

      store.dispatch(resetProgress(adder));
      expect(progress()).toMatchObject({
        inputs: ['', '', ''],
        values: ['', '', ''],
        fields: [null, null, null],
        result: '',
        publicCases: ['One', 'Two'],
        cases: ['', ''],
        caseIndex: 0,
        correctAnswers: {},
        completed: false,
        notices: [],
      });
      expect(localStorage.getItem('learn_adder')).toBeNull();
      // The history of submissions goes once the Reset code has loaded.
      await waitFor(() => expect(sessionStorage.length).toBe(0));
      expect(JSON.parse(localStorage.getItem('completedChallenges') ?? '[]')).toEqual(['scripted_divide']);
    });

    it('empties the found list in a mode whose cases are hidden', async () => {
      const store = makeStore();
      mockHttp({ get: () => ({ cases: ['hidden?'], casesTotal: 6, bugsTotal: 2 }) });
      await store.dispatch(loadChallengeInfo(calculator));
      store.dispatch(resetProgress(calculator));
      expect(selectChallengeProgress(store.getState(), 'exploratory_calculator')).toMatchObject({
        publicCases: [],
        cases: ['', '', '', '', '', ''],
        bugs: ['', ''],
      });
    });
  });
});
