import { makeStore, type ChallengePayload, type ChallengeResult } from '@qa/shared';
import {
  resultReceived,
  answersRestored,
  infoLoaded,
  inputChanged,
  noticeDismissed,
  progressFailed,
  progressReset,
  progressSlice,
  progressStarted,
  resultCleared,
  resultShown,
  selectChallengeProgress,
  submitStarted,
} from './progressSlice';

const NAME = 'learn_adder';
const reduce = progressSlice.reducer;
const info = { cases: ['Step one', 'Step two'], casesTotal: 2, bugsTotal: 0 };
const loaded = (loadedInfo: typeof info & { caseOptions?: string } = info) =>
  reduce(reduce({}, progressStarted({ storeName: NAME })), infoLoaded({ storeName: NAME, info: loadedInfo }));
const found = (caseIndex: number, extra: Partial<ChallengeResult> = {}) =>
  checked(
    { message: `m${caseIndex}`, caseIndex, caseText: `Case ${caseIndex}`, ...extra },
    { first: `${caseIndex}` },
  );
const fiveCases = { cases: ['1', '2', '3', '4', '5'], casesTotal: 5, bugsTotal: 1 };
const checked = (result: ChallengeResult, payload: ChallengePayload = {}) =>
  resultReceived({ storeName: NAME, payload, result });
const at = (state: ReturnType<typeof reduce>) => {
  const progress = state[NAME];
  if (!progress) throw new Error('no progress');
  return progress;
};

describe('progress slice', () => {
  it('starts a challenge empty and sizes the slots from the info', () => {
    const progress = at(loaded());
    expect(progress).toMatchObject({
      inputs: ['', '', ''],
      fields: [null, null, null],
      publicCases: ['Step one', 'Step two'],
      cases: ['', ''],
      casesTotal: 2,
      bugsTotal: 0,
      completed: false,
      error: null,
    });
  });

  it('takes an input and forgets the verdict on that field', () => {
    let state = reduce(loaded(), checked({ message: 'x', firstCorrect: false }));
    state = reduce(state, inputChanged({ storeName: NAME, index: 0, value: '7' }));
    expect(at(state).inputs).toEqual(['7', '', '']);
    expect(at(state).fields).toEqual([null, null, null]);
  });

  it('records a new case once, with its payload under case_{n}', () => {
    const payload = { first: '2', second: '3', caseNumber: 1 };
    const found = { message: '5', caseIndex: 1, caseText: 'Valid partition', firstCorrect: true };
    let state = reduce(loaded(), checked({ ...found, secondCorrect: true }, payload));
    state = reduce(state, checked({ ...found, caseText: 'Again', secondCorrect: true }, { first: '9' }));
    expect(at(state)).toMatchObject({
      result: '5',
      cases: ['Valid partition', ''],
      caseIndex: 1,
      correctAnswers: { case_1: payload },
      fields: [true, true, null],
      completed: false,
    });
  });

  it('flags the fields the server marks wrong and completes when every case is found', () => {
    let state = reduce(loaded(), checked({ message: 'No', firstCorrect: false, secondCorrect: true }));
    expect(at(state).fields).toEqual([false, true, null]);
    state = reduce(state, checked({ message: '1', caseIndex: 1, caseText: 'A' }));
    state = reduce(state, checked({ message: '2', caseIndex: 2, caseText: 'B' }));
    expect(at(state).completed).toBe(true);
  });

  it('rebuilds found cases from a restore, skipping answers the server did not recognise', () => {
    const state = reduce(
      loaded(),
      answersRestored({
        storeName: NAME,
        restored: [
          { payload: { first: '1' }, item: { message: 'm1', caseIndex: 1, caseText: 'Found' } },
          { payload: { first: '2' }, item: { message: 'no' } },
          { payload: { first: '3' } },
        ],
        result: 'm1',
      }),
    );
    expect(at(state)).toMatchObject({ cases: ['Found', ''], result: 'm1' });
    expect(Object.keys(at(state).correctAnswers)).toEqual(['case_1']);
  });

  it('clears the result on submit, shows explained errors as results and keeps error keys', () => {
    let state = reduce(loaded(), resultShown({ storeName: NAME, message: 'Too long.' }));
    expect(at(state).result).toBe('Too long.');
    state = reduce(state, progressFailed({ storeName: NAME, error: 'networkError' }));
    expect(at(state).error).toBe('networkError');
    state = reduce(state, submitStarted({ storeName: NAME }));
    expect(at(state)).toMatchObject({ result: '', error: null });
  });

  it('is injected into the root reducer and gives one stable empty value for an unknown challenge', () => {
    const store = makeStore();
    const first = selectChallengeProgress(store.getState(), 'learn_unknown');
    expect(first).toBe(selectChallengeProgress(store.getState(), 'learn_unknown'));
    store.dispatch(progressStarted({ storeName: NAME }));
    expect(store.getState().progress?.[NAME]?.casesTotal).toBe(0);
  });

  it('splits the dropdown choices the server gives and keeps what a submission sent', () => {
    let state = loaded({ ...info, caseOptions: 'EUR, USD,,GBP' });
    expect(at(state).caseOptions).toEqual(['EUR', 'USD', 'GBP']);
    state = reduce(state, submitStarted({ storeName: NAME, payload: { first: 'empty', second: '3' } }));
    expect(at(state).values).toEqual(['empty', '3', '']);
  });

  it('says nothing was sent when the submission never reached the server (offline)', () => {
    let state = reduce(
      loaded(info),
      submitStarted({ storeName: NAME, payload: { first: '4', second: '2' } }),
    );
    state = reduce(state, progressFailed({ storeName: NAME, error: 'networkError' }));
    expect(at(state)).toMatchObject({ values: ['', '', ''], error: 'networkError' });
  });

  it('announces halfway (rounded) once, then all cases, all bugs and completion', () => {
    let state = reduce(loaded(fiveCases), found(1));
    state = reduce(state, found(2));
    expect(at(state).notices).toEqual([]);
    state = reduce(state, found(3));
    expect(at(state).notices).toEqual(['halfway']);
    state = reduce(state, found(3));
    state = reduce(state, noticeDismissed({ storeName: NAME, notice: 'halfway' }));
    expect(at(state).notices).toEqual([]);
    state = reduce(state, found(4));
    state = reduce(state, found(5));
    expect(at(state).notices).toEqual(['allCases']);
    state = reduce(state, checked({ message: 'bug', bugIndex: 1, bugText: 'Crash' }));
    expect(at(state).notices).toEqual(['allCases', 'allBugs', 'completed']);
  });

  it('resets what was found and typed, keeping the totals and, when asked, the public list', () => {
    let state = reduce(
      loaded({ ...info, caseOptions: 'A,B' }),
      inputChanged({ storeName: NAME, index: 0, value: 'x' }),
    );
    state = reduce(state, submitStarted({ storeName: NAME, payload: { first: 'x' } }));
    state = reduce(state, checked({ message: 'm', caseIndex: 1, caseText: 'A', firstCorrect: false }));
    state = reduce(state, progressFailed({ storeName: NAME, error: 'networkError' }));
    const kept = reduce(state, progressReset({ storeName: NAME, keepPublicCases: true }));
    expect(at(kept)).toEqual({
      ...at(loaded()),
      caseOptions: ['A', 'B'],
    });
    const emptied = reduce(state, progressReset({ storeName: NAME, keepPublicCases: false }));
    expect(at(emptied)).toMatchObject({
      publicCases: [],
      cases: ['', ''],
      casesTotal: 2,
      correctAnswers: {},
    });
  });

  describe('the techniques of a find (the debrief)', () => {
    const withBug = { ...info, bugsTotal: 1 };
    /** What the debrief would show; none when the field is absent (a fresh entry). */
    const named = (state: ReturnType<typeof reduce>) => at(state).foundWith ?? [];

    it('names the technique of a new case and of a new bug, the case first', () => {
      const first = reduce(loaded(withBug), found(1, { caseTechnique: 'boundaryValues' }));
      expect(named(first)).toEqual([{ kind: 'case', technique: 'boundaryValues' }]);
      const both = reduce(
        first,
        found(2, {
          caseTechnique: 'decisionTable',
          bugIndex: 1,
          bugText: 'Crash',
          bugTechnique: 'errorGuessing',
        }),
      );
      expect(named(both)).toEqual([
        { kind: 'case', technique: 'decisionTable' },
        { kind: 'bug', technique: 'errorGuessing' },
      ]);
    });

    it('names none for a repeated find, a find without a technique, or an answer that found nothing', () => {
      let state = reduce(loaded(), found(1, { caseTechnique: 'boundaryValues' }));
      state = reduce(state, found(1, { caseTechnique: 'boundaryValues' }));
      expect(named(state)).toEqual([]);
      state = reduce(state, found(2));
      expect(named(state)).toEqual([]);
      state = reduce(state, checked({ message: 'nothing', caseTechnique: 'boundaryValues' }));
      expect(named(state)).toEqual([]);
    });

    it('are gone with the result they explain: a new submission, a cleared result, a restore, a Reset', () => {
      const afterFind = reduce(loaded(), found(1, { caseTechnique: 'stateTransition' }));
      expect(named(afterFind)).toEqual([{ kind: 'case', technique: 'stateTransition' }]);
      const gone = [
        submitStarted({ storeName: NAME }),
        resultCleared({ storeName: NAME }),
        answersRestored({ storeName: NAME, restored: [], result: '' }),
        progressReset({ storeName: NAME, keepPublicCases: false }),
        progressStarted({ storeName: NAME }),
      ];
      for (const action of gone) expect(named(reduce(afterFind, action))).toEqual([]);
    });

    it('are never named by a restore, whatever its items carry', () => {
      const item = { message: 'm1', caseIndex: 1, caseText: 'A', caseTechnique: 'boundaryValues' };
      const state = reduce(
        loaded(),
        answersRestored({ storeName: NAME, restored: [{ payload: { first: '1' }, item }], result: 'm1' }),
      );
      expect(at(state).cases).toEqual(['A', '']);
      expect(named(state)).toEqual([]);
    });
  });
});
