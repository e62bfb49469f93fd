import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '../features/account/accountSlice';
import { challengeSlice } from '../features/challenge/challengeSlice';
import { languageSlice } from '../features/language/languageSlice';
import { pageSlice } from '../features/page/pageSlice';
import { spinnerSlice } from '../features/spinner/spinnerSlice';

/**
 * Slices that remotes bring add themselves here by declaration merging and `slice.injectInto(rootReducer)`
 * when their module is evaluated.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in remotes
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  spinnerSlice,
  languageSlice,
  pageSlice,
  challengeSlice,
  accountSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
