import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage } from '../features/language/languageSlice';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** A namespace's texts in every language; `Record<Language, …>` makes a missing language a type error. */
export type Texts = Record<Language, Record<string, unknown>>;

/** The one i18next instance of the page (a Module Federation singleton through the shared package). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  ns: [],
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});

/** Adds a part's texts under its own namespace; the shell and each remote ship their own. */
export const addTexts = (namespace: string, texts: Texts): void => {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
};

export type { Resource };

/**
 * react-i18next's hooks come from the contract, never from the package: a part's own copy of react-i18next has
 * no instance (initReactI18next ran on this copy), so react-i18next is not shared whole. Trans, which only the
 * texts with links need, is apart (@qa/shared/trans).
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
