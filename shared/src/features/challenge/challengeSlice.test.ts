import {
  CHALLENGE_REQUIRED,
  challengeSlice,
  clearChallengeData,
  setChallengeData,
  setShowFinishPopup,
  setShowResetPopup,
  setShowStartOverPopup,
} from './challengeSlice';

const reduce = challengeSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

describe('challenge slice', () => {
  it('starts with all three popups off and no data', () => {
    expect(initial).toEqual({
      isShowStartOverPopup: false,
      isShowResetPopup: false,
      isShowFinishPopup: false,
      challengeData: {},
    });
  });

  it('switches each popup independently', () => {
    const state = reduce(reduce(initial, setShowResetPopup(true)), setShowFinishPopup(true));
    expect(state).toMatchObject({
      isShowStartOverPopup: false,
      isShowResetPopup: true,
      isShowFinishPopup: true,
    });
    expect(reduce(state, setShowStartOverPopup(true)).isShowStartOverPopup).toBe(true);
    expect(reduce(state, setShowResetPopup(false)).isShowResetPopup).toBe(false);
  });

  it('stores inputs and values per challenge and keeps the part not given', () => {
    let state = reduce(initial, setChallengeData({ challenge: 'adder', inputs: ['1', '2', ''] }));
    state = reduce(state, setChallengeData({ challenge: 'adder', values: ['1', '2', ''] }));
    expect(state.challengeData.adder).toEqual({ inputs: ['1', '2', ''], values: ['1', '2', ''] });
    expect(state.challengeData.divider).toBeUndefined();
  });

  it('rejects data without a challenge identifier', () => {
    expect(() => setChallengeData({ inputs: ['1', '', ''] })).toThrow(CHALLENGE_REQUIRED);
    expect(() => setChallengeData({ challenge: '', inputs: ['1', '', ''] })).toThrow(
      'challenge must be provided',
    );
    expect(() => clearChallengeData({})).toThrow(CHALLENGE_REQUIRED);
  });

  it('clears inputs and values to three empty strings each', () => {
    const filled = reduce(
      initial,
      setChallengeData({ challenge: 'adder', inputs: ['1', '2', '3'], values: ['1', '2', '3'] }),
    );
    expect(reduce(filled, clearChallengeData({ challenge: 'adder' })).challengeData.adder).toEqual({
      inputs: ['', '', ''],
      values: ['', '', ''],
    });
  });
});
