import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { readString } from '../../storage/safeStorage';
import { STORAGE_KEYS } from '../../storage/storageKeys';

export interface LanguageState {
  local: Language;
}

/** The remembered language, or the default when storage holds nothing usable. */
export const readStoredLanguage = (): Language => {
  const stored = readString(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/** Interface language (SPEC §3 language{local}); the store's listener writes it to storage. */
export const languageSlice = createSlice({
  name: 'language',
  initialState: (): LanguageState => ({ local: readStoredLanguage() }),
  reducers: {
    setLanguage: {
      reducer: (state, action: PayloadAction<Language>) => {
        state.local = action.payload;
      },
      prepare: (language: Language) => ({ payload: isLanguage(language) ? language : DEFAULT_LANGUAGE }),
    },
  },
  selectors: {
    selectLanguage: (state) => state.local,
  },
});

export const { setLanguage } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
