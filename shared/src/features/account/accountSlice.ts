import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AccountState {
  /** Identity provider user id, or '' when signed out. */
  user: string;
  isEmailVerified: boolean;
}

const initialState: AccountState = { user: '', isEmailVerified: false };

/** Who is signed in (SPEC §4 "Authentication"): the shell's auth listener drives it. */
export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    setUser: (state, action: PayloadAction<{ id: string; isEmailVerified: boolean }>) => {
      state.user = action.payload.id;
      state.isEmailVerified = action.payload.isEmailVerified;
    },
    clearUser: () => initialState,
  },
  selectors: {
    selectUserId: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== '',
    selectIsEmailVerified: (state) => state.isEmailVerified,
  },
});

export const { setUser, clearUser } = accountSlice.actions;
export const { selectUserId, selectIsSignedIn, selectIsEmailVerified } = accountSlice.selectors;
