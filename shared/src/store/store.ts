import { configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import { setLanguage } from '../features/language/languageSlice';
import { i18n } from '../i18n/i18n';
import { loadTexts } from '../i18n/languageTexts';
import { writeString } from '../storage/safeStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { rootReducer, type RootState } from './rootReducer';

/** Side effects of a language change: remember it and switch every text. */
const languageListener = createListenerMiddleware();
languageListener.startListening({
  actionCreator: setLanguage,
  effect: async (action) => {
    writeString(STORAGE_KEYS.language, action.payload);
    // The new language's texts first, so the page switches at once instead of through English.
    await loadTexts([action.payload]);
    await i18n.changeLanguage(action.payload);
  },
});

/**
 * Middleware a lazily loaded module brings (the server-state API, `@qa/shared/api`): added when that module is
 * first imported, so a page that never needs it does not load it.
 */
const dynamicMiddleware = createDynamicMiddleware();
export const { addMiddleware } = dynamicMiddleware;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(languageListener.middleware).concat(dynamicMiddleware.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the page: shared as a Module Federation singleton, so every remote sees it. */
export const store: AppStore = makeStore();
