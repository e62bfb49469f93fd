import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PageState {
  loading: boolean;
  pageTitle: string;
}

const initialState: PageState = { loading: false, pageTitle: '' };

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    setPageLoading: (state, action: PayloadAction<boolean>) => {
      state.loading = action.payload;
    },
    setPageTitle: (state, action: PayloadAction<string>) => {
      state.pageTitle = action.payload;
    },
  },
  selectors: {
    selectPageTitle: (state) => state.pageTitle,
    selectPageLoading: (state) => state.loading,
  },
});

export const { setPageLoading, setPageTitle } = pageSlice.actions;
export const { selectPageTitle, selectPageLoading } = pageSlice.selectors;
