import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Triple = [string, string, string];

export interface ChallengeFormData {
  inputs: Triple;
  values: Triple;
}

export interface ChallengeState {
  isShowStartOverPopup: boolean;
  isShowResetPopup: boolean;
  isShowFinishPopup: boolean;
  /** Form data keyed by challenge identifier. */
  challengeData: Record<string, ChallengeFormData>;
}

export interface SetChallengeDataPayload {
  challenge: string;
  inputs?: Triple;
  values?: Triple;
}

const emptyTriple = (): Triple => ['', '', ''];
const emptyFormData = (): ChallengeFormData => ({ inputs: emptyTriple(), values: emptyTriple() });

/** One frozen empty value so selectors return a stable reference for unknown challenges. */
const EMPTY_FORM_DATA: ChallengeFormData = Object.freeze(emptyFormData()) as ChallengeFormData;

export const CHALLENGE_REQUIRED = 'challenge must be provided';

const requireChallenge = <T extends { challenge?: string }>(payload: T): T & { challenge: string } => {
  if (!payload.challenge) throw new Error(CHALLENGE_REQUIRED);
  return payload as T & { challenge: string };
};

const initialState: ChallengeState = {
  isShowStartOverPopup: false,
  isShowResetPopup: false,
  isShowFinishPopup: false,
  challengeData: {},
};

/** Popups and form data of the challenge page (SPEC §3 challenge, §4 "three popups"). */
export const challengeSlice = createSlice({
  name: 'challenge',
  initialState,
  reducers: {
    setShowStartOverPopup: (state, action: PayloadAction<boolean>) => {
      state.isShowStartOverPopup = action.payload;
    },
    setShowResetPopup: (state, action: PayloadAction<boolean>) => {
      state.isShowResetPopup = action.payload;
    },
    setShowFinishPopup: (state, action: PayloadAction<boolean>) => {
      state.isShowFinishPopup = action.payload;
    },
    setChallengeData: {
      // Checked in prepare so the bad call fails where it is made, not inside the reducer.
      prepare: (payload: Partial<SetChallengeDataPayload>) => ({ payload: requireChallenge(payload) }),
      reducer: (state, action: PayloadAction<SetChallengeDataPayload>) => {
        const { challenge, inputs, values } = action.payload;
        const current = state.challengeData[challenge] ?? emptyFormData();
        state.challengeData[challenge] = {
          inputs: inputs ?? current.inputs,
          values: values ?? current.values,
        };
      },
    },
    clearChallengeData: {
      prepare: (payload: { challenge?: string }) => ({ payload: requireChallenge(payload) }),
      reducer: (state, action: PayloadAction<{ challenge: string }>) => {
        state.challengeData[action.payload.challenge] = emptyFormData();
      },
    },
  },
  selectors: {
    selectChallengeData: (state, challenge: string): ChallengeFormData =>
      state.challengeData[challenge] ?? EMPTY_FORM_DATA,
    selectPopups: (state) => ({
      isShowStartOverPopup: state.isShowStartOverPopup,
      isShowResetPopup: state.isShowResetPopup,
      isShowFinishPopup: state.isShowFinishPopup,
    }),
  },
});

export const {
  setShowStartOverPopup,
  setShowResetPopup,
  setShowFinishPopup,
  setChallengeData,
  clearChallengeData,
} = challengeSlice.actions;
export const { selectChallengeData } = challengeSlice.selectors;
