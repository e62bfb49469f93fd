import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AccountState {
  /** Identity provider user id, or '' when signed out. */
  user: string;
  isEmailVerified: boolean;
  /**
   * False until the identity client has reported for the first time, or the page has found no session to report
   * (decision 0073): until then a signed-in user would look signed out, so pages that differ by account wait.
   */
  authChecked: boolean;
}

const initialState: AccountState = { user: '', isEmailVerified: false, authChecked: false };

/** Who is signed in (SPEC §4 "Authentication"): the shell's auth listener drives it. */
export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    setUser: (state, action: PayloadAction<{ id: string; isEmailVerified: boolean }>) => {
      state.user = action.payload.id;
      state.isEmailVerified = action.payload.isEmailVerified;
      state.authChecked = true;
    },
    clearUser: () => ({ ...initialState, authChecked: true }),
  },
  selectors: {
    selectUserId: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== '',
    selectIsEmailVerified: (state) => state.isEmailVerified,
    selectAuthChecked: (state) => state.authChecked,
  },
});

export const { setUser, clearUser } = accountSlice.actions;
export const { selectUserId, selectIsSignedIn, selectIsEmailVerified, selectAuthChecked } =
  accountSlice.selectors;
