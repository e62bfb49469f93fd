import { createSlice } from '@reduxjs/toolkit';

export interface SpinnerState {
  visible: boolean;
}

const initialState: SpinnerState = { visible: false };

/** The global loading overlay (SPEC §3 spinner). */
export const spinnerSlice = createSlice({
  name: 'spinner',
  initialState,
  reducers: {
    showSpinner: (state) => {
      state.visible = true;
    },
    hideSpinner: (state) => {
      state.visible = false;
    },
  },
  selectors: {
    selectSpinnerVisible: (state) => state.visible,
  },
});

export const { showSpinner, hideSpinner } = spinnerSlice.actions;
export const { selectSpinnerVisible } = spinnerSlice.selectors;
